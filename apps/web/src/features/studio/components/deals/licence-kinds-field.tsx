import { LICENCE_KINDS, type TLicenceKind } from '@beatpasal/shared/licence-kinds';
import { useId } from 'react';
import { FieldError } from '../../../../components/ui/form/field-error';
import { HINT_CLASS, LABEL_CLASS } from '../../../../components/ui/form/control-styles';
import { useT } from '../../../../lib/i18n/i18n';
import { CHECKBOX_CLASS } from '../form-styles';

/** The licence kinds a code or deal covers; none ticked means every kind. */
export function LicenceKindsField({
  value,
  onChange,
  error,
}: {
  value: readonly TLicenceKind[];
  onChange: (kinds: TLicenceKind[]) => void;
  error?: string;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className={LABEL_CLASS}>{t('deals.kinds.legend')}</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
        {LICENCE_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-zinc-200">
            <input
              type="checkbox"
              className={CHECKBOX_CLASS}
              checked={value.includes(kind)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked ? [...value, kind] : value.filter((candidate) => candidate !== kind),
                )
              }
            />
            {t(`purchases.licence.${kind}`)}
          </label>
        ))}
      </div>
      <p id={hintId} className={HINT_CLASS}>
        {t('deals.kinds.hint')}
      </p>
      <FieldError id={`${hintId}-error`} message={error} />
    </fieldset>
  );
}
