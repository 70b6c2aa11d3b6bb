import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import type { TBulkDealKind, TBulkDealView } from '@beatpasal/shared/schemas/deals';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { INPUT_CLASS } from '../../../../components/ui/form/control-styles';
import { Field } from '../../../../components/ui/form/field';
import { TextField } from '../../../../components/ui/form/text-field';
import { useDealName } from '../../../../lib/deal-name';
import { useT } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../lib/toast';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useChangeDeals } from '../../api/deals-api';
import { FormSection } from '../form-section';
import { LicenceKindsField } from './licence-kinds-field';

const FIELDS = ['kind', 'n', 'm', 'licenceKinds'] as const;

/** The artist's one bulk deal: its kind, sizes and licence kinds; saved in place or turned off. */
export function BulkDealSection({ deal }: { deal: TBulkDealView | null }) {
  const t = useT();
  const dealName = useDealName();
  const change = useChangeDeals();
  const fields = useFieldErrors(FIELDS);
  const [kind, setKind] = useState<TBulkDealKind>(deal?.kind ?? 'buy_get_free');
  const [n, setN] = useState(String(deal?.n ?? 2));
  const [m, setM] = useState(String(deal?.m ?? 1));
  const [kinds, setKinds] = useState<TLicenceKind[]>(deal?.licenceKinds ? [...deal.licenceKinds] : []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { kind: 'setDeal', body: { kind, n: Number(n), m: Number(m), licenceKinds: kinds } },
      {
        onSuccess: () => {
          fields.reset();
          toast.success(t('deals.deal.saved'));
        },
        onError: fields.handleError,
      },
    );
  };

  return (
    <FormSection title={t('deals.deal.title')}>
      <p role="status" className="text-sm text-zinc-300">
        {deal ? t('deals.deal.on', { deal: dealName(deal) }) : t('deals.deal.none')}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-3">
        <Field label={t('deals.deal.kind')} error={fields.errors.kind} errorId={fields.errorId('kind')}>
          {(control) => (
            <select
              {...control}
              className={INPUT_CLASS}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as TBulkDealKind)}
            >
              <option value="buy_get_free">{t('deals.deal.buyGetFree')}</option>
              <option value="n_for_m">{t('deals.deal.nForM')}</option>
            </select>
          )}
        </Field>
        <TextField
          label={t('deals.deal.n')}
          inputMode="numeric"
          value={n}
          onChange={(event) => setN(event.currentTarget.value)}
          error={fields.errors.n}
          errorId={fields.errorId('n')}
        />
        <TextField
          label={t('deals.deal.m')}
          inputMode="numeric"
          value={m}
          onChange={(event) => setM(event.currentTarget.value)}
          error={fields.errors.m}
          errorId={fields.errorId('m')}
        />
        <div className="sm:col-span-3">
          <LicenceKindsField value={kinds} onChange={setKinds} error={fields.errors.licenceKinds} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-3">
          <Button type="submit" isBusy={change.isPending}>
            {t('deals.deal.save')}
          </Button>
          {deal && (
            <Button
              variant="secondary"
              isBusy={change.isPending}
              onClick={() =>
                change.mutate({ kind: 'removeDeal' }, { onSuccess: () => toast.success(t('deals.deal.turnedOff')) })
              }
            >
              {t('deals.deal.turnOff')}
            </Button>
          )}
        </div>
      </form>
    </FormSection>
  );
}
