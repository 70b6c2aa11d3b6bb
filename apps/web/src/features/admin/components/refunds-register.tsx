import type { TRefund } from '@beatpasal/shared/schemas/trust';
import { Fragment, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useRefunds } from '../api/trust-admin-api';

const CELL = 'px-3 py-3 align-top';
const HEADERS = ['order', 'people', 'refund', 'age', 'state'] as const;
type THeader = (typeof HEADERS)[number];

/** /admin/refunds: every rejected purchase, oldest first; overdue rows stand out; a card per refund on a phone. */
export function RefundsRegister() {
  const t = useT();
  const dates = useDates();
  const { money, plural } = useFormat();
  const query = useRefunds();
  const refunds = query.data?.pages.flatMap((page) => page.refunds) ?? [];
  const error = query.error && (isApiError(query.error) ? query.error.message : t('errors.unexpected'));
  const cellsOf = (refund: TRefund): [THeader, ReactNode][] => [
    [
      'order',
      <>
        <p className="font-semibold text-white">{refund.referenceCode}</p>
        <p className="text-xs text-zinc-400">{refund.trackTitle}</p>
      </>,
    ],
    [
      'people',
      <>
        <p>{refund.buyerEmail}</p>
        <p className="text-xs text-zinc-400">{refund.artistEmail}</p>
      </>,
    ],
    [
      'refund',
      <>
        <p>{refund.refundNpr === null ? '—' : money(refund.refundNpr)}</p>
        <p className="text-xs text-zinc-400">
          {t('admin.disputes.refunds.ofPrice', { price: money(refund.priceNpr) })}
        </p>
      </>,
    ],
    [
      'age',
      <>
        <p>{plural('admin.disputes.refunds.age', refund.ageDays)}</p>
        <p className="text-xs text-zinc-400">{dates.date(refund.rejectedAt)}</p>
      </>,
    ],
    [
      'state',
      <>
        {refund.isOverdue && <p className="font-semibold text-red-200">{t('admin.disputes.refunds.overdue')}</p>}
        <p>
          {refund.refundConfirmedAt
            ? t('admin.disputes.refunds.confirmed', { date: dates.date(refund.refundConfirmedAt) })
            : t('admin.disputes.refunds.waiting')}
        </p>
        {refund.hasOpenDispute && <p className="text-yellow-300">{t('admin.disputes.refunds.disputed')}</p>}
      </>,
    ],
  ];
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {!query.data && !error && <p>{t('admin.disputes.refunds.loading')}</p>}
      {query.data && refunds.length === 0 && <p>{t('admin.disputes.refunds.empty')}</p>}
      {refunds.length > 0 && (
        <>
          {/* A phone gets a card per refund; the table is for wide screens. */}
          <ul className="space-y-3 sm:hidden" aria-label={t('admin.disputes.refunds.title')}>
            {refunds.map((refund) => (
              <li
                key={refund.purchaseId}
                className={`rounded-2xl p-4 text-sm text-zinc-200 ring-1 ring-zinc-800 ${refund.isOverdue ? 'bg-red-950/60' : 'bg-zinc-900'}`}
              >
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
                  {cellsOf(refund).map(([header, cell]) => (
                    <Fragment key={header}>
                      <dt className="text-xs text-zinc-400 uppercase">
                        {t(`admin.disputes.refunds.headers.${header}`)}
                      </dt>
                      <dd className="min-w-0 break-words">{cell}</dd>
                    </Fragment>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {/* Focusable so that a keyboard can scroll the table sideways. */}
          <div
            className="hidden overflow-x-auto rounded-2xl ring-1 ring-zinc-800 sm:block"
            tabIndex={0}
            role="region"
            aria-label={t('admin.disputes.refunds.title')}
          >
            <table className="w-full min-w-[48rem] text-left text-sm text-zinc-200">
              <thead className="bg-zinc-900 text-xs text-zinc-400 uppercase">
                <tr>
                  {HEADERS.map((header) => (
                    <th key={header} scope="col" className="px-3 py-2 font-semibold">
                      {t(`admin.disputes.refunds.headers.${header}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-800">
                {refunds.map((refund) => (
                  <tr key={refund.purchaseId} className={refund.isOverdue ? 'bg-red-950/60' : undefined}>
                    {cellsOf(refund).map(([header, cell]) => (
                      <td key={header} className={header === 'refund' ? `${CELL} whitespace-nowrap` : CELL}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-6"
          isBusy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('admin.disputes.refunds.loadMore')}
        </Button>
      )}
    </>
  );
}
