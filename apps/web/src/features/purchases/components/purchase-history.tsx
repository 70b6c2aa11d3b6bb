import type { TPurchase } from '@beatpasal/shared/schemas/purchases';
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

type TRowAction = (purchaseId: string) => ReactNode;

function TrackCell({ purchase }: { purchase: TPurchase }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <Link
        to={`/track/${encodeURIComponent(purchase.track.id)}`}
        className="font-semibold break-words text-white hover:underline"
      >
        {purchase.track.title}
      </Link>
      <p className="text-xs text-zinc-400">
        {t(`purchases.licence.${purchase.licence.kind}`)} · {purchase.reference}
      </p>
    </div>
  );
}

function ArtistLink({ purchase }: { purchase: TPurchase }) {
  return (
    <Link to={`/artist/${encodeURIComponent(purchase.artist.username)}`} className="hover:underline">
      {purchase.artist.displayName ?? purchase.artist.username}
    </Link>
  );
}

function PurchaseActions({ purchase, rowAction }: { purchase: TPurchase; rowAction?: TRowAction }) {
  return (
    <>
      <PurchaseDownloads purchase={purchase} />
      <PurchaseTrustButton purchase={purchase} />
      {rowAction && <div className="mt-2">{rowAction(purchase.id)}</div>}
    </>
  );
}

/** /buyer-dashboard 'Purchase History': Date, Track, Artist, Price, Screenshot, Download (spec §2.6); cards on a phone. */
export function PurchaseHistory({ rowAction }: { rowAction?: TRowAction }) {
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
      <>
        {/* A phone gets a card per purchase with Download in sight; the table is for wide screens. */}
        <ul className="space-y-3 sm:hidden">
          {items.map((purchase) => (
            <li
              key={purchase.id}
              className="space-y-2 rounded-2xl bg-zinc-900 p-4 text-sm text-zinc-200 ring-1 ring-zinc-800"
            >
              <div className="flex items-start justify-between gap-3">
                <TrackCell purchase={purchase} />
                <p className="shrink-0 font-semibold whitespace-nowrap text-white">
                  {money(purchase.licence.priceNpr)}
                </p>
              </div>
              <p className="text-zinc-300">
                <ArtistLink purchase={purchase} /> · {dates.date(purchase.createdAt)}
              </p>
              {/* Unlike the table's column, a card has no heading to explain a dash. */}
              {purchase.hasScreenshot && <ScreenshotButton purchase={purchase} label={t('purchases.history.view')} />}
              <PurchaseActions purchase={purchase} rowAction={rowAction} />
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <PurchaseTable headers={HEADERS.map((column) => t(`purchases.history.${column}`))} minWidth="min-w-[44rem]">
            {items.map((purchase) => (
              <tr key={purchase.id}>
                <td className={CELL}>{dates.date(purchase.createdAt)}</td>
                <td className={CELL}>
                  <TrackCell purchase={purchase} />
                </td>
                <td className={CELL}>
                  <ArtistLink purchase={purchase} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{money(purchase.licence.priceNpr)}</td>
                <td className={CELL}>
                  <ScreenshotButton purchase={purchase} label={t('purchases.history.view')} />
                </td>
                <td className={CELL}>
                  <PurchaseActions purchase={purchase} rowAction={rowAction} />
                </td>
              </tr>
            ))}
          </PurchaseTable>
        </div>
      </>
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
