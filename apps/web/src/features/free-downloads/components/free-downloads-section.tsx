import type { TArtistFreeDownload } from '@beatpasal/shared/schemas/free-downloads';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useDates } from '../../../lib/i18n/use-dates';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useArtistFreeDownloads } from '../api/free-downloads-api';

function DownloadRow({ item }: { item: TArtistFreeDownload }) {
  const t = useT();
  const { date } = useDates();
  return (
    <li className="grid gap-1 border-b border-zinc-800 py-3 text-sm last:border-b-0 sm:grid-cols-[2fr_2fr_1fr_1fr] sm:gap-3">
      <span className="break-all text-white">{item.email ?? `@${item.username ?? ''}`}</span>
      <Link to={`/track/${item.trackId}`} className="truncate text-zinc-200 underline-offset-2 hover:underline">
        {item.trackTitle}
      </Link>
      <span className="text-zinc-400">{date(item.claimedAt)}</span>
      <span className="text-zinc-300">
        <span className="sr-only">{t('freeDownloads.dashboard.follow')}: </span>
        {t(`freeDownloads.dashboard.follows.${item.follow}`)}
      </span>
    </li>
  );
}

/** The artist dashboard's free downloads: who took which track and whether they followed, counted apart from sales. */
export function FreeDownloadsSection() {
  const t = useT();
  const { plural } = useFormat();
  const list = useArtistFreeDownloads();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  let body;
  if (list.isPending) body = <p className="text-sm text-zinc-400">{t('freeDownloads.dashboard.loading')}</p>;
  else if (list.isError)
    body = (
      <div role="alert" className="space-y-2 text-sm text-red-300">
        <p>{t('freeDownloads.dashboard.failed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          {t('freeDownloads.dashboard.retry')}
        </Button>
      </div>
    );
  else if (items.length === 0) body = <p className="text-sm text-zinc-400">{t('freeDownloads.dashboard.empty')}</p>;
  else
    body = (
      <>
        <ul aria-label={t('freeDownloads.dashboard.title')}>
          {items.map((item) => (
            <DownloadRow key={item.id} item={item} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            isBusy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('freeDownloads.dashboard.more')}
          </Button>
        )}
      </>
    );
  return (
    <section aria-labelledby="dashboard-free-downloads" className="rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
      <h2 id="dashboard-free-downloads" className="text-lg font-bold text-white">
        {t('freeDownloads.dashboard.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">
        {list.data ? `${plural('freeDownloads.dashboard.total', list.data.pages[0]!.total)}. ` : ''}
        {t('freeDownloads.dashboard.hint')}
      </p>
      <div className="mt-3">{body}</div>
    </section>
  );
}
