import { TextField } from '../../../../components/ui/form/text-field';
import type { TDealDays } from '../../hooks/use-deal-days';

type TDayField = 'startsAt' | 'endsAt';

/** A Deals form's first and last day, with the server's errors for its window. */
export function DealDayFields({
  days,
  labels,
  hint,
  errors,
  errorId,
}: {
  days: TDealDays;
  labels: { first: string; last: string };
  hint?: (day: string) => string | undefined;
  errors: Partial<Record<TDayField, string>>;
  errorId: (field: TDayField) => string;
}) {
  return (
    <>
      <TextField
        label={labels.first}
        type="date"
        value={days.firstDay}
        hint={hint?.(days.firstDay)}
        onChange={(event) => days.setFirstDay(event.currentTarget.value)}
        error={errors.startsAt}
        errorId={errorId('startsAt')}
      />
      <TextField
        label={labels.last}
        type="date"
        value={days.lastDay}
        hint={hint?.(days.lastDay)}
        onChange={(event) => days.setLastDay(event.currentTarget.value)}
        error={errors.endsAt}
        errorId={errorId('endsAt')}
      />
    </>
  );
}
