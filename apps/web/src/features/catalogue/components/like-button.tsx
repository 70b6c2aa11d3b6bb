import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useToggleLike } from '../api/use-toggle-like';
import { HeartIcon } from './icons';

type TLikeable = Pick<TTrackCard, 'id' | 'title' | 'isLiked' | 'likeCount' | 'artist'>;

/** The heart (pressed when liked) and the like counter beside it. */
export function LikeButton({ track, className = '' }: { track: TLikeable; className?: string }) {
  const t = useT();
  const { plural } = useFormat();
  const toggle = useToggleLike(track);
  return (
    <span className={`inline-flex items-center gap-1 text-sm text-zinc-300 ${className}`}>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={track.isLiked}
        aria-label={t('catalogue.like.like', { title: track.title })}
        className={`inline-flex size-9 items-center justify-center rounded-full hover:bg-zinc-800 ${track.isLiked ? 'text-brand-400' : 'text-zinc-300 hover:text-white'}`}
      >
        <HeartIcon isFilled={track.isLiked} />
      </button>
      <span aria-hidden="true" className="min-w-4 tabular-nums">
        {track.likeCount}
      </span>
      <span className="sr-only">{plural('catalogue.count.like', track.likeCount)}</span>
    </span>
  );
}
