import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import type { TLicenceInput } from '@beatpasal/shared/licences';
import { Field } from '../../../components/ui/form/field';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { SELECT_CLASS } from './sort-select';

/**
 * The licence chosen in the Licenses section, kept by the section: a signed-in buyer's page first
 * shows the visitor's form until the session arrives, and a choice made there carries into Buy Now.
 */
export type TLicenceChoice = readonly [TLicenceKind | '', (kind: TLicenceKind | '') => void];

interface TLicenceSelectProps {
  licences: readonly TLicenceInput[];
  value: TLicenceKind | '';
  onChange: (kind: TLicenceKind | '') => void;
  isDisabled?: boolean;
  error?: string;
}

/** The track page's licence dropdown, each option with its price: for Buy Now, Add to cart and a visitor's cart. */
export function LicenceSelect({ licences, value, onChange, isDisabled = false, error }: TLicenceSelectProps) {
  const t = useT();
  const format = useFormat();
  return (
    <Field label={t('catalogue.track.selectLabel')} isLabelHidden error={error} className="min-w-0 flex-1">
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(licences.find((licence) => licence.kind === event.target.value)?.kind ?? '')}
          className={`${SELECT_CLASS} w-full disabled:cursor-not-allowed disabled:opacity-60`}
        >
          <option value="">{t('catalogue.track.selectPlaceholder')}</option>
          {licences.map((licence) => (
            <option key={licence.kind} value={licence.kind}>
              {`${t(`purchases.licence.${licence.kind}`)} — ${format.licencePrice(licence)}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
