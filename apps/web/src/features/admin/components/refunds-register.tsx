import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useRefunds } from '../api/trust-admin-api';

const CELL = 'px-3 py-3 align-top';

/** /admin/refunds: every rejected purchase, oldest first; overdue rows stand out. */
export function RefundsRegister() {
  const t = useT();
  const dates = useDates();
  const { money, plural } = useFormat();
  const query = useRefunds();
  const refunds = query.data?.pages.flatMap((page) => page.refunds) ?? [];
  const error = query.error && (isApiError(query.error) ? query.error.message : t('errors.unexpected'));
  const headers = ['order', 'people', 'refund', 'age', 'state'] as const;
  return (
    <>
      {error && <p role="alert" className="text-sm text-red-300">{error}</p>}
      {!query.data && !error && <p>{t('admin.trust.refunds.loading')}</p>}
      {query.data && refunds.length === 0 && <p>{t('admin.trust.refunds.empty')}</p>}
      {refunds.length > 0 && (
        // Focusable so that a keyboard can scroll the table sideways on a phone.
        <div className="overflow-x-auto rounded-2xl ring-1 ring-zinc-800" tabIndex={0} role="region" aria-label={t('admin.trust.refunds.title')}>
          <table className="w-full min-w-[48rem] text-left text-sm text-zinc-200">
            <thead className="bg-zinc-900 text-xs text-zinc-400 uppercase">
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="px-3 py-2 font-semibold">
                    {t(`admin.trust.refunds.headers.${header}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800">
              {refunds.map((refund) => (
                <tr key={refund.purchaseId} className={refund.isOverdue ? 'bg-red-950/60' : undefined}>
                  <td className={CELL}>
                    <p className="font-semibold text-white">{refund.referenceCode}</p>
                    <p className="text-xs text-zinc-400">{refund.trackTitle}</p>
                  </td>
                  <td className={CELL}>
                    <p>{refund.buyerEmail}</p>
                    <p className="text-xs text-zinc-400">{refund.artistEmail}</p>
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    <p>{refund.refundNpr === null ? '—' : money(refund.refundNpr)}</p>
                    <p className="text-xs text-zinc-400">{t('admin.trust.refunds.ofPrice', { price: money(refund.priceNpr) })}</p>
                  </td>
                  <td className={CELL}>
                    <p>{plural('admin.trust.refunds.age', refund.ageDays)}</p>
                    <p className="text-xs text-zinc-400">{dates.date(refund.rejectedAt)}</p>
                  </td>
                  <td className={CELL}>
                    {refund.isOverdue && <p className="font-semibold text-red-200">{t('admin.trust.refunds.overdue')}</p>}
                    <p>{refund.refundConfirmedAt ? t('admin.trust.refunds.confirmed', { date: dates.date(refund.refundConfirmedAt) }) : t('admin.trust.refunds.waiting')}</p>
                    {refund.hasOpenDispute && <p className="text-yellow-300">{t('admin.trust.refunds.disputed')}</p>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" className="mt-6" isBusy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('admin.trust.refunds.loadMore')}
        </Button>
      )}
    </>
  );
}
