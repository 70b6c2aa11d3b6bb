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
import { useDealDays, useFirstFieldRef } from '../../hooks/use-deal-days';
import { windowDays } from '../../lib/deal-window';
import { comingFestivalSales, type TFestivalSale } from '../../lib/festival-dates';
import { DealDayFields } from './deal-day-fields';
import { DealFormActions } from './deal-form-actions';
import { TracksField } from './tracks-field';

const FIELDS = ['percentOff', 'trackIds', 'startsAt', 'endsAt'] as const;

/** Days in Bikram Sambat, as Nepal reads its festival calendar. */
export function useBsDay() {
  const locale = useLocale();
  return (day: string) => formatBikramSambatDay(day, locale) ?? day;
}

function FestivalSuggestions({ onChoose }: { onChoose: (sale: TFestivalSale) => void }) {
  const t = useT();
  const bsDay = useBsDay();
  const festivals = comingFestivalSales(new Date());
  if (festivals.length === 0) return null;
  return (
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
              <Button variant="secondary" size="sm" onClick={() => onChoose(sale)}>
                {t('deals.sales.useSuggestion', { festival })}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A new timed sale, offering the coming Dashain and Tihar, or one of the artist's sales changed in place
 * (`sale`, prefilled; `onClose` when saved or cancelled).
 */
export function SaleForm({ sale: editing, onClose }: { sale?: TTimedSaleView; onClose?: () => void }) {
  const t = useT();
  const { count } = useFormat();
  const bsDay = useBsDay();
  const change = useChangeDeals();
  const fields = useFieldErrors(FIELDS);
  const days = useDealDays(editing);
  const firstFieldRef = useFirstFieldRef(editing !== undefined);
  const [percent, setPercent] = useState(String(editing?.percentOff ?? 10));
  const [trackIds, setTrackIds] = useState<string[] | null>(editing?.trackIds ? [...editing.trackIds] : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const span = days.window();
    const body = { percentOff: Number(percent), trackIds, startsAt: span.startsAt, endsAt: span.endsAt ?? '' };
    change.mutate(editing ? { kind: 'updateSale', id: editing.id, body } : { kind: 'createSale', body }, {
      onSuccess: () => {
        fields.reset();
        toast.success(t(editing ? 'deals.sales.saved' : 'deals.sales.created'));
        onClose?.();
      },
      onError: fields.handleError,
    });
  };
  const dayHint = (day: string) => (day === '' ? undefined : t('deals.sales.dayHint', { bs: bsDay(day) }));

  return (
    <>
      {!editing && (
        <FestivalSuggestions
          onChoose={(sale) => {
            days.setFirstDay(sale.firstDay);
            days.setLastDay(sale.lastDay);
          }}
        />
      )}
      <form
        noValidate
        onSubmit={submit}
        aria-label={
          editing
            ? t('deals.sales.editLabel', {
                percent: count(editing.percentOff),
                from: bsDay(windowDays(editing).firstDay),
              })
            : t('deals.sales.new')
        }
        className="mt-6 grid gap-4 sm:grid-cols-3"
      >
        <TextField
          label={t('deals.sales.percent')}
          inputMode="numeric"
          value={percent}
          ref={firstFieldRef}
          onChange={(event) => setPercent(event.currentTarget.value)}
          error={fields.errors.percentOff}
          errorId={fields.errorId('percentOff')}
        />
        <DealDayFields
          days={days}
          labels={{ first: t('deals.sales.firstDay'), last: t('deals.sales.lastDay') }}
          hint={dayHint}
          errors={fields.errors}
          errorId={fields.errorId}
        />
        <div className="sm:col-span-3">
          <TracksField value={trackIds} onChange={setTrackIds} error={fields.errors.trackIds} />
        </div>
        <DealFormActions
          className="flex flex-wrap gap-2 sm:col-span-3"
          createLabel={t('deals.sales.create')}
          isEditing={editing !== undefined}
          isBusy={change.isPending}
          onClose={onClose}
        />
      </form>
    </>
  );
}
