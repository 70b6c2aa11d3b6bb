import { SALE_FILTERS, type TSale, type TSaleFilter } from '@beatpasal/shared/schemas/purchases';
import { useId, useState, type ReactNode } from 'react';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { usePurchaseEvents } from '../hooks/use-purchase-events';
import { useSales } from '../hooks/use-sales';
import { LoadingLine, Notice } from './purchase-frame';
import { LoadMore, PurchaseTable } from './purchase-table';
import { RejectDialog } from './reject-dialog';
import { SaleCard } from './sale-card';
import { SaleRow } from './sale-row';

const COLUMNS = ['buyer', 'contact', 'licence', 'amount', 'reference', 'screenshot', 'submitted', 'actions'] as const;
const HISTORY_FILTERS = SALE_FILTERS.filter((filter) => filter !== 'open');

interface SalesTableProps {
  filter: TSaleFilter;
  empty: string;
  onReject: (sale: TSale) => void;
  rowAction?: (purchaseId: string) => ReactNode;
}

function SalesTable({ filter, empty, onReject, rowAction }: SalesTableProps) {
  const t = useT();
  const { money, plural } = useFormat();
  const query = useSales(filter);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = query.data?.pages[0]?.totals;
  if (query.isPending) {
    return <LoadingLine text={t('purchases.sales.loading')} />;
  }
  if (query.isError) return <Notice tone="error">{query.error.message}</Notice>;
  if (items.length === 0) return <p className="text-zinc-300">{empty}</p>;
  return (
    <div className="space-y-3">
      {totals && filter !== 'open' && (
        <p className="text-sm text-zinc-300">
          {plural('purchases.sales.totals', totals.count, {
            approved: money(totals.approvedNpr),
            refunded: money(totals.refundedNpr),
          })}
        </p>
      )}
      <PurchaseTable
        headers={COLUMNS.map((column) => t(`purchases.sales.${column}`))}
        minWidth="min-w-[60rem]"
        className="hidden sm:block"
      >
        {items.map((sale) => (
          <SaleRow key={sale.id} sale={sale} onReject={onReject} rowAction={rowAction} />
        ))}
      </PurchaseTable>
      {/* Below the sm breakpoint: one card per sale, its actions in view (issue 31 §3). */}
      <ul className="space-y-3 sm:hidden">
        {items.map((sale) => (
          <SaleCard key={sale.id} sale={sale} onReject={onReject} rowAction={rowAction} />
        ))}
      </ul>
      <LoadMore query={query} />
    </div>
  );
}

/**
 * The artist dashboard's purchases: new ones to confirm (live over SSE), then the sales history with
 * filters and totals. `rowAction` adds what another feature offers on each sale (reporting it).
 */
export function SalesSection({ rowAction }: { rowAction?: (purchaseId: string) => ReactNode }) {
  const t = useT();
  const filterId = useId();
  const isLive = usePurchaseEvents();
  const [rejecting, setRejecting] = useState<TSale | null>(null);
  const [filter, setFilter] = useState<TSaleFilter>('all');
  return (
    <>
      <section aria-labelledby="new-purchases" className="space-y-4">
        <div className="flex items-center gap-3">
          <h2 id="new-purchases" className="text-xl font-bold text-white">
            {t('purchases.sales.title')}
          </h2>
          {isLive && (
            <span className="rounded-full bg-green-900/60 px-2 py-0.5 text-xs text-green-200">
              {t('purchases.sales.live')}
            </span>
          )}
        </div>
        <p className="text-sm text-zinc-400">{t('purchases.sales.checkWallet')}</p>
        <SalesTable filter="open" empty={t('purchases.sales.empty')} onReject={setRejecting} rowAction={rowAction} />
      </section>
      <section aria-labelledby="sales-history" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="sales-history" className="text-xl font-bold text-white">
            {t('purchases.sales.historyTitle')}
          </h2>
          <div>
            <label htmlFor={filterId} className="mr-2 text-sm text-zinc-300">
              {t('purchases.sales.filter')}
            </label>
            <select
              id={filterId}
              value={filter}
              onChange={(event) => setFilter(event.target.value as TSaleFilter)}
              className="rounded-xl bg-zinc-950 px-3 py-2 text-white ring-1 ring-zinc-700"
            >
              {HISTORY_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`purchases.sales.filters.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SalesTable
          filter={filter}
          empty={t('purchases.sales.emptyHistory')}
          onReject={setRejecting}
          rowAction={rowAction}
        />
      </section>
      {rejecting && <RejectDialog sale={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
