import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useMyPurchases } from '../hooks/use-my-purchases';
import { usePurchaseEvents } from '../hooks/use-purchase-events';
import { LoadingLine, Notice } from './purchase-frame';
import { PurchaseDownloads, ScreenshotButton } from './purchase-downloads';
import { CELL, LoadMore, PurchaseTable } from './purchase-table';
import { PurchaseTrustButton } from './purchase-trust-dialog';
import { useDates } from '../../../lib/i18n/use-dates';

const HEADERS = ['date', 'track', 'artist', 'price', 'screenshot', 'download'] as const;

/** /buyer-dashboard 'Purchase History': Date, Track, Artist, Price, Screenshot, Download (spec §2.6). */
export function PurchaseHistory({ rowAction }: { rowAction?: (purchaseId: string) => ReactNode }) {
  const t = useT();
  const dates = useDates();
  const { money } = useFormat();
  const query = useMyPurchases();
  usePurchaseEvents();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  let body;
  if (query.isPending) {
    body = <LoadingLine text={t('purchases.history.loading')} />;
  } else if (query.isError) body = <Notice tone="error">{query.error.message}</Notice>;
  else if (items.length === 0) body = <p className="text-zinc-300">{t('purchases.history.empty')}</p>;
  else {
    body = (
      <PurchaseTable headers={HEADERS.map((column) => t(`purchases.history.${column}`))} minWidth="min-w-[44rem]">
        {items.map((purchase) => (
          <tr key={purchase.id}>
            <td className={CELL}>{dates.date(purchase.createdAt)}</td>
            <td className={CELL}>
              <Link to={`/track/${encodeURIComponent(purchase.track.id)}`} className="font-semibold text-white hover:underline">
                {purchase.track.title}
              </Link>
              <p className="text-xs text-zinc-400">
                {t(`purchases.licence.${purchase.licence.kind}`)} · {purchase.reference}
              </p>
            </td>
            <td className={CELL}>
              <Link to={`/artist/${encodeURIComponent(purchase.artist.username)}`} className="hover:underline">
                {purchase.artist.displayName ?? purchase.artist.username}
              </Link>
            </td>
            <td className={`${CELL} whitespace-nowrap`}>{money(purchase.licence.priceNpr)}</td>
            <td className={CELL}>
              <ScreenshotButton purchase={purchase} label={t('purchases.history.view')} />
            </td>
            <td className={CELL}>
              <PurchaseDownloads purchase={purchase} />
              <PurchaseTrustButton purchase={purchase} />
              {rowAction && <div className="mt-2">{rowAction(purchase.id)}</div>}
            </td>
          </tr>
        ))}
      </PurchaseTable>
    );
  }
  return (
    <section aria-labelledby="purchase-history" className="space-y-4">
      <h2 id="purchase-history" className="text-xl font-bold text-white">
        {t('purchases.history.title')}
      </h2>
      {body}
      <LoadMore query={query} />
    </section>
  );
}
