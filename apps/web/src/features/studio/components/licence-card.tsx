import { DELIVERABLES, MAX_LICENCE_TERMS, type TDeliverable } from '@beatpasal/shared/licence-kinds';
import { useT } from '../../../lib/i18n/i18n';
import type { TLicenceDraft } from '../lib/track-form-values';
import type { TTrackFormErrors } from '../lib/validate-track-form';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { HINT_CLASS, INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { CHECKBOX_CLASS } from './form-styles';

interface TLicenceCardProps {
  idPrefix: string;
  licence: TLicenceDraft;
  errors: TTrackFormErrors;
  onChange: (patch: Partial<TLicenceDraft>) => void;
}

/** One licence kind: offered or not, its price or 'Negotiable', terms, lease limits and delivered files. */
export function LicenceCard({ idPrefix, licence, errors, onChange }: TLicenceCardProps) {
  const t = useT();
  const { kind } = licence;
  const label = t(`purchases.licence.${kind}`);
  const id = (field: string) => `${idPrefix}-${kind}-${field}`;
  const error = (field: string) => errors[`licences.${kind}.${field}`];
  const toggleDeliverable = (item: TDeliverable, isOn: boolean) =>
    onChange({
      deliverables: DELIVERABLES.filter((each) => (each === item ? isOn : licence.deliverables.includes(each))),
    });

  return (
    <section
      role="group"
      aria-labelledby={id('name')}
      className={`rounded-xl border p-4 ${licence.enabled ? 'border-brand-700/70 bg-zinc-950' : 'border-zinc-800 bg-zinc-950/40'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id('name')} className="text-base font-semibold text-white">
            {label}
          </h3>
          <p className="text-xs text-zinc-400">{t(`studio.licences.about.${kind}`)}</p>
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-zinc-100">
          <input
            type="checkbox"
            checked={licence.enabled}
            onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
            className={CHECKBOX_CLASS}
          />
          {t('studio.licences.offer')}
        </label>
      </div>

      {licence.enabled && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field id={id('price')} label={t('studio.licences.price')} error={error('priceNpr')}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                value={licence.negotiable ? '' : licence.price}
                disabled={licence.negotiable}
                onChange={(event) => onChange({ price: event.currentTarget.value })}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <div className="sm:pt-7">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-zinc-100">
              <input
                type="checkbox"
                checked={licence.negotiable}
                onChange={(event) => onChange({ negotiable: event.currentTarget.checked })}
                aria-describedby={id('negotiable-hint')}
                className={CHECKBOX_CLASS}
              />
              {t('studio.licences.negotiable')}
            </label>
            <p id={id('negotiable-hint')} className={`${HINT_CLASS} mt-0`}>
              {t('studio.licences.negotiableHint')}
            </p>
          </div>
          {kind === 'lease' && (
            <>
              <Field id={id('days')} label={t('studio.licences.leaseDays')} error={error('leaseDays')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="numeric"
                    value={licence.leaseDays}
                    onChange={(event) => onChange({ leaseDays: event.currentTarget.value })}
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
              <Field id={id('streams')} label={t('studio.licences.streamCap')} error={error('streamCap')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="numeric"
                    value={licence.streamCap}
                    onChange={(event) => onChange({ streamCap: event.currentTarget.value })}
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
            </>
          )}
          <TextAreaField
            id={id('terms')}
            label={t('studio.licences.terms')}
            hint={t('studio.licences.termsHint')}
            error={error('terms')}
            className="sm:col-span-2"
            rows={3}
            maxLength={MAX_LICENCE_TERMS}
            value={licence.terms}
            onChange={(event) => onChange({ terms: event.currentTarget.value })}
          />
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-zinc-200">{t('studio.licences.deliverables')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-5">
              {DELIVERABLES.map((item) => (
                <label
                  key={item}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-zinc-100"
                >
                  <input
                    type="checkbox"
                    checked={licence.deliverables.includes(item)}
                    onChange={(event) => toggleDeliverable(item, event.currentTarget.checked)}
                    className={CHECKBOX_CLASS}
                  />
                  {t(`studio.licences.files.${item}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </section>
  );
}
