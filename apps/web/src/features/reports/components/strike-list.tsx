import { MAX_REPORT_TEXT, type TStrike } from '@beatpasal/shared/schemas/admin';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useAppealStrike, useMyStrikes } from '../api/reports-api';

function StrikeItem({ strike }: { strike: TStrike }) {
  const t = useT();
  const dates = useDates();
  const [appeal, setAppeal] = useState('');
  const mutation = useAppealStrike(strike.id);
  const date = dates.date;
  const error = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.message
      : t('errors.unexpected')
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ appeal }, { onSuccess: () => toast.success(t('strikes.appealSent')) });
  };
  return (
    <li className="rounded-2xl border border-zinc-800 p-4">
      <p className="text-sm text-zinc-400">{t('strikes.given', { date: date(strike.createdAt) })}</p>
      <p className="mt-1 whitespace-pre-line text-white">{strike.reason}</p>
      {strike.appeal !== null && strike.appealedAt !== null ? (
        <>
          <p className="mt-3 text-sm text-zinc-300">
            {t('strikes.appealed', { date: date(strike.appealedAt), appeal: strike.appeal })}
          </p>
          {strike.appealDecision && (
            <p className="mt-2 text-sm font-medium text-white">
              {t(`strikes.${strike.appealDecision}`, { note: strike.decisionNote ?? '' })}
            </p>
          )}
        </>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-2">
          <TextAreaField
            label={t('strikes.appealLabel')}
            error={error}
            look="dialog"
            rows={3}
            maxLength={MAX_REPORT_TEXT}
            value={appeal}
            onChange={(event) => setAppeal(event.target.value)}
          />
          <Button type="submit" variant="secondary" isBusy={mutation.isPending}>
            {t('strikes.appeal')}
          </Button>
        </form>
      )}
    </li>
  );
}

/** /strikes: the signed-in person's warnings, each with its one appeal. */
export function StrikeList() {
  const t = useT();
  const query = useMyStrikes();
  if (query.isError)
    return <p role="alert">{isApiError(query.error) ? query.error.message : t('errors.unexpected')}</p>;
  if (!query.data) return <p>{t('strikes.loading')}</p>;
  if (query.data.strikes.length === 0) return <p>{t('strikes.empty')}</p>;
  return (
    <ul className="space-y-4">
      {query.data.strikes.map((strike) => (
        <StrikeItem key={strike.id} strike={strike} />
      ))}
    </ul>
  );
}
