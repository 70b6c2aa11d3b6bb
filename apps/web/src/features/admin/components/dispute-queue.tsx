import { DISPUTE_STATUSES, type TDisputeStatus } from '@beatpasal/shared/schemas/trust';
import { useState } from 'react';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useDisputes } from '../api/trust-admin-api';

/** /admin/disputes: open disputes first, newest first; decided ones stay readable. */
export function DisputeQueue() {
  const t = useT();
  const dates = useDates();
  const [status, setStatus] = useState<TDisputeStatus>('open');
  const query = useDisputes(status);
  const disputes = query.data?.pages.flatMap((page) => page.disputes) ?? [];
  const error = query.error && (isApiError(query.error) ? query.error.message : t('errors.unexpected'));
  return (
    <>
      <div role="group" aria-label={t('admin.disputes.title')} className="mb-6 flex flex-wrap gap-2">
        {DISPUTE_STATUSES.map((value) => (
          <Button
            key={value}
            variant={value === status ? 'primary' : 'secondary'}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {t(`disputes.statuses.${value}`)}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {!query.data && !error && <p>{t('admin.disputes.loading')}</p>}
      {query.data && disputes.length === 0 && <p>{t('admin.disputes.empty')}</p>}
      <ul className="space-y-3">
        {disputes.map((dispute) => (
          <li key={dispute.id} className="rounded-2xl border border-zinc-800 p-4">
            <p className="text-sm text-zinc-400">
              {dates.dateTime(dispute.createdAt)} · {t(`disputes.reasons.${dispute.reason}`)}
            </p>
            <h2 className="mt-1 text-lg font-semibold text-white">
              <Link to={`/admin/disputes/${dispute.id}`} className="hover:underline">
                {t('admin.disputes.summary', { track: dispute.trackTitle, reference: dispute.referenceCode })}
              </Link>
            </h2>
            <p className="text-sm text-zinc-300">{t('admin.disputes.buyer', { email: dispute.buyer.email })}</p>
            <p className="text-sm text-zinc-300">{t('admin.disputes.artist', { email: dispute.artist.email })}</p>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-6"
          isBusy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('admin.disputes.loadMore')}
        </Button>
      )}
    </>
  );
}
