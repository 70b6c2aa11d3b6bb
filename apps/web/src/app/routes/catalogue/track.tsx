import { unavailableAccountOf } from '@beatpasal/shared/account-states';
import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { useParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { useTrack } from '../../../features/catalogue/api/use-track';
import { CoverImage } from '../../../features/catalogue/components/cover-image';
import { LikeButton } from '../../../features/catalogue/components/like-button';
import { ErrorState } from '../../../features/catalogue/components/list-states';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { PlayButton } from '../../../features/catalogue/components/play-button';
import { PriceTag } from '../../../features/catalogue/components/price-tag';
import { PurchaseBadge, SoldRibbon } from '../../../features/catalogue/components/track-badges';
import { TrackFacts } from '../../../features/catalogue/components/track-facts';
import { TrackPurchase } from '../../../features/catalogue/components/track-purchase';
import { SoldBadge } from '../../../features/catalogue/components/buy-link';
import { artistPath, trackPath } from '../../../features/catalogue/lib/paths';
import { ArtistFollow } from '../../../features/follows/components/artist-follow';
import { FreeDownloadButton } from '../../../features/free-downloads/components/free-download-button';
import { ReportButton } from '../../../features/reports/components/report-button';
import { ShareMenu } from '../../../features/sharing/components/share-menu';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { isApiError } from '../../../lib/api-error';
import { AccountUnavailable, unavailableTitle } from '../../../features/catalogue/components/account-unavailable';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The cover's column: the whole width less the page's padding on a phone, 5/12 of the content from md up. */
const TRACK_COVER_SIZES = '(min-width: 1152px) 440px, (min-width: 768px) 37vw, calc(100vw - 32px)';

function TrackView({ track }: { track: TTrackPage }) {
  const t = useT();
  const { plural } = useFormat();
  const artistName = track.artist.displayName ?? track.artist.username;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-12">
        <div className="relative self-start overflow-hidden rounded-3xl md:sticky md:top-20 bg-zinc-800 shadow-2xl shadow-black/60">
          <CoverImage
            src={track.coverPageUrl ?? track.coverUrl}
            srcSet={
              track.coverUrl && track.coverPageUrl ? `${track.coverUrl} 400w, ${track.coverPageUrl} 800w` : undefined
            }
            sizes={TRACK_COVER_SIZES}
            size={800}
            isEager
            className="aspect-square w-full"
          />
          {track.isSold && <SoldRibbon />}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              {track.isSold && <SoldBadge />}
              <PurchaseBadge status={track.purchaseStatus} />
            </div>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words text-white sm:text-5xl">
              {track.title}
            </h1>
            <Link
              to={artistPath(track.artist.username)}
              className="group mt-3 inline-flex max-w-full min-w-0 items-center gap-3 text-zinc-200 hover:text-white"
            >
              <CoverImage src={track.artist.avatarUrl} kind="avatar" size={40} className="size-10 shrink-0" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold group-hover:underline">{artistName}</span>
                <span className="truncate text-sm text-zinc-400">@{track.artist.username}</span>
              </span>
            </Link>
            {track.coProducers.length > 0 && (
              <p className="mt-2 text-sm break-words text-zinc-300">
                {t('coProducers.producedBy', {
                  names: [artistName, ...track.coProducers.map((credit) => credit.displayName)].join(', '),
                })}
              </p>
            )}
            <div className="mt-3">
              <ArtistFollow username={track.artist.username} name={artistName} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <PlayButton track={track} size="lg" />
            <div className="mr-auto">
              <PriceTag summary={track} className="text-xl" />
              <p className="text-xs text-zinc-400">{plural('catalogue.count.play', track.playCount)}</p>
            </div>
            <LikeButton track={track} />
            <ShareMenu path={trackPath(track.id)} name={track.title} />
            {!track.viewer.isOwner && <FreeDownloadButton trackId={track.id} title={track.title} artist={artistName} />}
            {(track.viewer.role === 'buyer' || track.viewer.role === 'artist') && !track.viewer.isOwner && (
              <ReportButton targetType="track" targetId={track.id} />
            )}
          </div>
          {!track.previewReady && <p className="text-sm text-zinc-400">{t('catalogue.track.processing')}</p>}
          <TrackFacts track={track} />
          <TrackPurchase track={track} />
        </div>
      </div>
    </article>
  );
}

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useTrack(id);
  const isNotFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const gone = isApiError(query.error) && query.error.status === 410 ? query.error : null;
  useDocumentTitle(
    isNotFound ? t('catalogue.track.notFound') : gone ? unavailableTitle(t, gone.messageKey) : query.data?.title,
  );
  if (query.isPending) return <LoadingScreen />;
  const account = gone ? unavailableAccountOf(gone.messageKey) : null;
  if (account) return <AccountUnavailable state={account} />;
  if (gone) {
    return (
      <PageSection title={t('reports.hiddenTrack.title')}>
        <p className="mb-6 text-zinc-300">{t('reports.hiddenTrack.body')}</p>
        <ButtonLink to="/">{t('catalogue.track.backHome')}</ButtonLink>
      </PageSection>
    );
  }
  if (isNotFound) {
    return (
      <PageSection title={t('catalogue.track.notFound')}>
        <ButtonLink to="/">{t('catalogue.track.backHome')}</ButtonLink>
      </PageSection>
    );
  }
  if (query.isError) {
    return (
      <PageSection title={t('catalogue.track.details')}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </PageSection>
    );
  }
  return <TrackView track={query.data} />;
}
