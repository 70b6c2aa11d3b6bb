import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

/** A cell of the purchase tables: rows grow with their longest cell, so everything sits at the top. */
export const CELL = 'px-3 py-3 align-top';

interface TPurchaseTableProps {
  headers: readonly string[];
  minWidth: 'min-w-[44rem]' | 'min-w-[60rem]';
  /** Where the table shows: the artist's sales are cards below the sm breakpoint (`hidden sm:block`). */
  className?: string;
  children: ReactNode;
}

/** The buyer's and the artist's purchase tables: a header cell per column; wider than the screen, they scroll inside their frame. */
export function PurchaseTable({ headers, minWidth, className = '', children }: TPurchaseTableProps) {
  return (
    <div className={`overflow-x-auto rounded-2xl ring-1 ring-zinc-800 ${className}`}>
      <table className={`w-full ${minWidth} text-left text-sm text-zinc-200`}>
        <thead className="bg-zinc-900 text-xs text-zinc-400 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">{children}</tbody>
      </table>
    </div>
  );
}

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' while the list has another page. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <Button variant="secondary" isBusy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {t('purchases.history.loadMore')}
    </Button>
  );
}
