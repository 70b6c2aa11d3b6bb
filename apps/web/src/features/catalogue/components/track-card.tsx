import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { useId } from 'react';
import { Link } from '../../../components/ui/link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { artistPath, trackPath } from '../lib/paths';
import { CoverImage } from './cover-image';
import { LikeButton } from './like-button';
import { PlayButton } from './play-button';
import { PriceTag } from './price-tag';
import { PurchaseBadge, SoldRibbon } from './track-badges';
import { useTermNames } from '../../../lib/term-names';

/** A track in any grid (spec §2.3): cover, play, title, artist, price, likes and the buyer's own status. */
export function TrackCard({ track, headingLevel = 3 }: { track: TTrackCard; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { plural } = useFormat();
  const names = useTermNames();
  const titleId = useId();
  const artistName = track.artist.displayName ?? track.artist.username;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="group flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900 transition-colors hover:border-zinc-600"
    >
      <div className="relative aspect-square overflow-hidden bg-zinc-800">
        <Link to={trackPath(track.id)} tabIndex={-1} aria-hidden="true" className="block size-full">
          <CoverImage
            src={track.coverUrl}
            size={400}
            className="size-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        </Link>
        {track.isSold && <SoldRibbon />}
        <PlayButton track={track} className="absolute right-2 bottom-2 max-sm:size-10 sm:right-3 sm:bottom-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading id={titleId} className="line-clamp-2 leading-snug font-semibold break-words text-white">
          <Link to={trackPath(track.id)} className="hover:underline">
            {track.title}
          </Link>
        </Heading>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Link
            to={artistPath(track.artist.username)}
            className="line-clamp-2 min-w-0 break-words text-zinc-300 hover:text-white hover:underline"
          >
            {artistName}
          </Link>
          {track.artistTrackCount > 1 && (
            <Link
              to={artistPath(track.artist.username)}
              aria-label={plural('catalogue.card.artistTracks', track.artistTrackCount)}
              className="rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-zinc-200 hover:bg-zinc-700"
            >
              {plural('catalogue.count.track', track.artistTrackCount)}
            </Link>
          )}
        </p>
        <p className="text-xs text-zinc-400">
          {names.genre(track.genre)} · {t('catalogue.card.bpm', { bpm: track.bpm })}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 pt-2">
          <PriceTag summary={track} className="text-sm" />
          <LikeButton track={track} className="-mr-2" />
        </div>
        {track.purchaseStatus !== null && (
          <p>
            <PurchaseBadge status={track.purchaseStatus} />
          </p>
        )}
      </div>
    </article>
  );
}
