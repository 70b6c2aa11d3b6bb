import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { useMyPurchases } from '../hooks/use-my-purchases';
import { LoadingLine, Notice } from './purchase-frame';
import { ScreenshotButton } from './purchase-downloads';

const STATUS_STYLE = { pending: 'text-yellow-300', approved: 'text-green-400', rejected: 'text-red-400' } as const;

/** Library → Purchased Tracks (spec §2.4): a card per purchase with its licence, coloured status and screenshot link. */
export function PurchasedTracks() {
  const t = useT();
  const query = useMyPurchases();
  const items = (query.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => item.status !== 'awaiting_payment' && item.status !== 'expired',
  );
  if (query.isPending) {
    return <LoadingLine text={t('catalogue.library.loadingPurchased')} />;
  }
  if (query.isError) return <Notice tone="error">{query.error.message}</Notice>;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-700 px-4 py-12 text-center">
        <p className="font-semibold text-white">{t('catalogue.library.emptyPurchased')}</p>
        <ButtonLink to="/" variant="secondary" size="sm">
          {t('purchases.library.browse')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((purchase) => {
          const status =
            purchase.status === 'approved' ? 'approved' : purchase.status === 'pending' ? 'pending' : 'rejected';
          const label =
            status === 'approved'
              ? t('purchases.status.purchased')
              : status === 'pending'
                ? t('purchases.status.pending')
                : t('purchases.status.rejectedShort');
          return (
            <li key={purchase.id} className="flex gap-3 rounded-2xl bg-zinc-900 p-3 ring-1 ring-zinc-800">
              {purchase.track.coverUrl ? (
                <img
                  src={purchase.track.coverUrl}
                  alt=""
                  width={80}
                  height={80}
                  className="size-20 rounded-xl object-cover"
                />
              ) : (
                <div aria-hidden="true" className="size-20 rounded-xl bg-zinc-800" />
              )}
              <div className="min-w-0 space-y-0.5 text-sm">
                <Link
                  to={`/track/${encodeURIComponent(purchase.track.id)}`}
                  className="block font-semibold break-words text-white hover:underline"
                >
                  {purchase.track.title}
                </Link>
                <p className="text-zinc-300">
                  {purchase.artist.displayName ?? purchase.artist.username} · @{purchase.artist.username}
                </p>
                <p className="text-zinc-400">
                  {t('purchases.library.licence', { licence: t(`purchases.licence.${purchase.licence.kind}`) })}
                </p>
                <p className={`font-semibold ${STATUS_STYLE[status]}`}>{label}</p>
                {purchase.hasScreenshot && (
                  <ScreenshotButton purchase={purchase} label={t('purchases.library.viewScreenshot')} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" isBusy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('purchases.history.loadMore')}
        </Button>
      )}
    </div>
  );
}
