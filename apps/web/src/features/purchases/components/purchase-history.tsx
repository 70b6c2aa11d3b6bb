import { formatNpr } from '@beatpasal/shared/prices';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n';
import { useMyPurchases } from '../hooks/use-my-purchases';
import { usePurchaseEvents } from '../hooks/use-purchase-events';
import { Notice } from './purchase-frame';
import { PurchaseDownloads, ScreenshotButton } from './purchase-downloads';

const CELL = 'px-3 py-3 align-top';

/** /buyer-dashboard 'Purchase History': Date, Track, Artist, Price, Screenshot, Download (spec §2.6). */
export function PurchaseHistory() {
  const t = useT();
  const query = useMyPurchases();
  usePurchaseEvents();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-zinc-300">
        <Spinner size="sm" /> {t('purchases.history.loading')}
      </p>
    );
  } else if (query.isError) body = <Notice tone="error">{query.error.message}</Notice>;
  else if (items.length === 0) body = <p className="text-zinc-300">{t('purchases.history.empty')}</p>;
  else {
    body = (
      <div className="overflow-x-auto rounded-2xl ring-1 ring-zinc-800">
        <table className="w-full min-w-[44rem] text-left text-sm text-zinc-200">
          <thead className="bg-zinc-900 text-xs text-zinc-400 uppercase">
            <tr>
              {(['date', 'track', 'artist', 'price', 'screenshot', 'download'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {t(`purchases.history.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-800">
            {items.map((purchase) => (
              <tr key={purchase.id}>
                <td className={CELL}>{new Date(purchase.createdAt).toLocaleDateString('en-GB')}</td>
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
                <td className={`${CELL} whitespace-nowrap`}>{formatNpr(purchase.licence.priceNpr)}</td>
                <td className={CELL}>
                  <ScreenshotButton purchase={purchase} label={t('purchases.history.view')} />
                </td>
                <td className={CELL}>
                  <PurchaseDownloads purchase={purchase} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section aria-labelledby="purchase-history" className="space-y-4">
      <h2 id="purchase-history" className="text-xl font-bold text-white">
        {t('purchases.history.title')}
      </h2>
      {body}
      {query.hasNextPage && (
        <Button variant="secondary" isBusy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('purchases.history.loadMore')}
        </Button>
      )}
    </section>
  );
}
