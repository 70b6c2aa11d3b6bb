import type { TTimedSaleView } from '@beatpasal/shared/schemas/deals';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form/text-field';
import { formatBikramSambatDay } from '../../../../lib/i18n/dates';
import { useFormat, useT } from '../../../../lib/i18n/i18n';
import { useLocale } from '../../../../lib/i18n/locale';
import { toast } from '../../../../lib/toast';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useChangeDeals } from '../../api/deals-api';
import { comingFestivalSales, dayEnd, dayStart, nepalDay, type TFestivalSale } from '../../lib/festival-dates';
import { FormSection } from '../form-section';

const FIELDS = ['percentOff', 'startsAt', 'endsAt'] as const;

/** Days in Bikram Sambat, as Nepal reads its festival calendar. */
function useBsDay() {
  const locale = useLocale();
  return (day: string) => formatBikramSambatDay(day, locale) ?? day;
}

function SaleRow({ sale }: { sale: TTimedSaleView }) {
  const t = useT();
  const { count } = useFormat();
  const bsDay = useBsDay();
  const change = useChangeDeals();
  const from = bsDay(nepalDay(new Date(sale.startsAt)));
  const to = bsDay(nepalDay(new Date(Date.parse(sale.endsAt) - 1)));
  const percent = count(sale.percentOff);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <p className="min-w-0 text-sm text-zinc-100">{t('deals.sales.row', { percent, from, to })}</p>
      <Button
        variant="secondary"
        size="sm"
        isBusy={change.isPending}
        aria-label={t('deals.sales.removeLabel', { percent, from })}
        onClick={() =>
          change.mutate(
            { kind: 'removeSale', id: sale.id },
            { onSuccess: () => toast.success(t('deals.sales.removed')) },
          )
        }
      >
        {t('deals.sales.remove')}
      </Button>
    </li>
  );
}

/** The artist's store-wide sales not yet over, and a form for a new one that offers the coming Dashain and Tihar. */
export function SalesSection({ sales }: { sales: readonly TTimedSaleView[] }) {
  const t = useT();
  const bsDay = useBsDay();
  const change = useChangeDeals();
  const fields = useFieldErrors(FIELDS);
  const [percent, setPercent] = useState('10');
  const [firstDay, setFirstDay] = useState(() => nepalDay(new Date()));
  const [lastDay, setLastDay] = useState('');
  const festivals = comingFestivalSales(new Date());

  const suggest = (sale: TFestivalSale) => {
    setFirstDay(sale.firstDay);
    setLastDay(sale.lastDay);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = firstDay === nepalDay(new Date()) ? new Date() : dayStart(firstDay);
    change.mutate(
      {
        kind: 'createSale',
        body: {
          percentOff: Number(percent),
          trackIds: null,
          startsAt: startsAt.toISOString(),
          endsAt: lastDay === '' ? '' : dayEnd(lastDay).toISOString(),
        },
      },
      {
        onSuccess: () => {
          fields.reset();
          toast.success(t('deals.sales.created'));
        },
        onError: fields.handleError,
      },
    );
  };
  const dayHint = (day: string) => (day === '' ? undefined : t('deals.sales.dayHint', { bs: bsDay(day) }));

  return (
    <FormSection title={t('deals.sales.title')}>
      {sales.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('deals.sales.empty')}</p>
      ) : (
        <ul aria-label={t('deals.sales.title')} className="divide-y divide-zinc-800">
          {sales.map((sale) => (
            <SaleRow key={sale.id} sale={sale} />
          ))}
        </ul>
      )}
      {festivals.length > 0 && (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-white">{t('deals.sales.suggest')}</h3>
          <ul className="mt-2 space-y-2">
            {festivals.map((sale) => {
              const festival = t(`deals.sales.festivals.${sale.festival}`);
              return (
                <li key={sale.festival} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm text-zinc-200">
                    {t('deals.sales.suggestion', { festival, from: bsDay(sale.firstDay), to: bsDay(sale.lastDay) })}
                  </span>
                  <Button variant="secondary" size="sm" onClick={() => suggest(sale)}>
                    {t('deals.sales.useSuggestion', { festival })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('deals.sales.percent')}
          inputMode="numeric"
          value={percent}
          onChange={(event) => setPercent(event.currentTarget.value)}
          error={fields.errors.percentOff}
          errorId={fields.errorId('percentOff')}
        />
        <TextField
          label={t('deals.sales.firstDay')}
          type="date"
          value={firstDay}
          hint={dayHint(firstDay)}
          onChange={(event) => setFirstDay(event.currentTarget.value)}
          error={fields.errors.startsAt}
          errorId={fields.errorId('startsAt')}
        />
        <TextField
          label={t('deals.sales.lastDay')}
          type="date"
          value={lastDay}
          hint={dayHint(lastDay)}
          onChange={(event) => setLastDay(event.currentTarget.value)}
          error={fields.errors.endsAt}
          errorId={fields.errorId('endsAt')}
        />
        <div className="sm:col-span-3">
          <Button type="submit" isBusy={change.isPending}>
            {t('deals.sales.create')}
          </Button>
        </div>
      </form>
    </FormSection>
  );
}
