import type { TLicenceKind } from '@beatpasal/shared/licences';
import { FieldError } from '../../../components/ui/form/field-error';
import { useT } from '../../../lib/i18n/i18n';
import type { TLicenceDraft } from '../lib/track-form-values';
import type { TTrackFormErrors } from '../lib/validate-track-form';
import { LicenceCard } from './licence-card';

interface TLicenceEditorProps {
  idPrefix: string;
  licences: TLicenceDraft[];
  errors: TTrackFormErrors;
  onChange: (kind: TLicenceKind, patch: Partial<TLicenceDraft>) => void;
}

/** The four licence kinds, cheapest first; the set-wide message ('Please add at least one license…') sits on top. */
export function LicenceEditor({ idPrefix, licences, errors, onChange }: TLicenceEditorProps) {
  const t = useT();
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-300">{t('studio.licences.intro')}</p>
      <div
        id={`${idPrefix}-licences`}
        tabIndex={-1}
        data-error-anchor={errors.licences ? true : undefined}
        className="focus:outline-none"
      >
        <FieldError id={`${idPrefix}-licences-error`} message={errors.licences} />
      </div>
      {licences.map((licence) => (
        <LicenceCard
          key={licence.kind}
          idPrefix={idPrefix}
          licence={licence}
          errors={errors}
          onChange={(patch) => onChange(licence.kind, patch)}
        />
      ))}
    </div>
  );
}
