import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { Link } from '../../../components/ui/link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { trackPath } from '../lib/paths';
import { BuyLink } from './buy-link';
import { CoverImage } from './cover-image';
import { PlayButton } from './play-button';
import { PriceTag } from './price-tag';
import { useTermNames } from '../../../lib/term-names';

interface TArtistTrackListProps {
  tracks: readonly TTrackCard[];
  /** The Likes tab: each row says 'N like' / 'N likes' instead of its price. */
  showLikes?: boolean;
}

/** A numbered list of the artist's tracks: play, cover, title, sold badge, lowest price and Buy. */
export function ArtistTrackList({ tracks, showLikes = false }: TArtistTrackListProps) {
  const t = useT();
  const { plural } = useFormat();
  const names = useTermNames();
  const detail = (track: TTrackCard) =>
    showLikes ? (
      <span className="text-zinc-200">{plural('catalogue.count.like', track.likeCount)}</span>
    ) : (
      <PriceTag summary={track} />
    );
  return (
    <ol className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900">
      {tracks.map((track, index) => (
        <li key={track.id} className="flex items-center gap-3 p-3 sm:gap-4 sm:px-4">
          <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm text-zinc-400 tabular-nums">
            {index + 1}
          </span>
          <PlayButton track={track} size="sm" />
          <CoverImage src={track.coverUrl} size={48} className="hidden size-12 shrink-0 rounded-lg sm:block" />
          <div className="min-w-0 flex-1">
            <Link to={trackPath(track.id)} className="block truncate font-semibold text-white hover:underline">
              {track.title}
            </Link>
            <p className="truncate text-xs text-zinc-400">
              {names.genre(track.genre)} · {t('catalogue.card.bpm', { bpm: track.bpm })}
            </p>
            <p className="mt-0.5 text-sm sm:hidden">{detail(track)}</p>
          </div>
          <p className="hidden text-sm sm:block">{detail(track)}</p>
          <BuyLink track={track} />
        </li>
      ))}
    </ol>
  );
}
