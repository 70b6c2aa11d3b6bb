import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useT } from '../../../lib/i18n/i18n';
import type { TPlayerTrack } from '../../../lib/player-store';
import { useMyTracks } from '../hooks/use-my-tracks';
import { useTrackActions } from '../hooks/use-track-actions';
import { hasNoLicenceOptions } from '../lib/track-row-facts';
import { LicenceWarning } from './licence-warning';
import { TrackCards } from './track-cards';
import { TracksTable } from './tracks-table';

const HEADING_ID = 'my-tracks-heading';

/** The artist dashboard's tracks part: warning, table (cards on phones), loading, empty and error states. */
export function MyTracksSection({ artist }: { artist: TPlayerTrack['artist'] }) {
  const t = useT();
  const { tracks, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMyTracks();
  const actions = useTrackActions();
  const unlicensed = tracks.filter(hasNoLicenceOptions).length;
  const listProps = {
    tracks,
    artist,
    deletingId: actions.deletingId,
    retryingId: actions.retryingId,
    onDelete: actions.confirmDelete,
    onRetry: actions.retry,
  };

  let content;
  if (isPending) {
    content = <LoadingScreen text={t('studio.dashboard.loading')} />;
  } else if (isError && tracks.length === 0) {
    content = (
      <div role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/40 p-6 text-sm text-red-200">
        <p>{t('studio.dashboard.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" isBusy={isRefetching} onClick={() => void refetch()}>
          {t('studio.dashboard.tryAgain')}
        </Button>
      </div>
    );
  } else if (tracks.length === 0) {
    content = (
      <div className="rounded-2xl border border-dashed border-zinc-700 p-8 text-center">
        <p className="text-zinc-200">{t('studio.dashboard.empty')}</p>
        <ButtonLink to="/upload" variant="primary" className="mt-4">
          {t('studio.dashboard.uploadFirst')}
        </ButtonLink>
      </div>
    );
  } else {
    content = (
      <>
        <TracksTable {...listProps} />
        <TrackCards {...listProps} />
        {hasNextPage && (
          <div className="text-center">
            <Button variant="secondary" isBusy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('studio.dashboard.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-xl font-bold text-white">
          {t('studio.dashboard.tracksTitle')}
        </h2>
        {tracks.length > 0 && (
          <ButtonLink to="/upload" size="sm">
            {t('studio.dashboard.upload')}
          </ButtonLink>
        )}
      </div>
      {unlicensed > 0 && <LicenceWarning count={unlicensed} />}
      {content}
    </section>
  );
}
