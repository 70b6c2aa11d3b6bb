import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { useT } from '../../../lib/i18n/i18n';
import { playTrack, usePlayerState, type TPlayerTrack } from '../../../lib/player-store';
import { PauseIcon, PlayIcon } from './icons';

type TPlayable = Pick<TTrackCard, 'id' | 'title' | 'genre' | 'bpm' | 'coverUrl' | 'previewReady'> & {
  artist: TPlayerTrack['artist'];
  previewLink?: TTrackCard['previewLink'];
};

const SIZES = {
  sm: 'size-9 [&_svg]:size-4',
  md: 'size-12 [&_svg]:size-5',
  lg: 'size-16 [&_svg]:size-7',
} as const;

/** Plays the track's preview in the bottom player; pressed again it pauses and resumes. */
export function PlayButton({
  track,
  size = 'md',
  className = '',
}: {
  track: TPlayable;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const t = useT();
  const player = usePlayerState();
  const isPlaying = player.isPlaying && player.track?.id === track.id;
  const label = !track.previewReady
    ? t('catalogue.play.notReady', { title: track.title })
    : t(isPlaying ? 'catalogue.play.pause' : 'catalogue.play.play', { title: track.title });
  const play = () =>
    playTrack({
      id: track.id,
      title: track.title,
      artist: { username: track.artist.username, displayName: track.artist.displayName },
      genre: track.genre,
      bpm: track.bpm,
      coverUrl: track.coverUrl,
      previewLink: track.previewLink,
    });
  return (
    <button
      type="button"
      onClick={play}
      disabled={!track.previewReady}
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-black/40 transition hover:scale-105 hover:bg-brand-500 disabled:cursor-not-allowed disabled:bg-zinc-700 disabled:hover:scale-100 motion-reduce:transition-none ${SIZES[size]} ${className}`}
    >
      {isPlaying ? <PauseIcon /> : <PlayIcon className="translate-x-px" />}
    </button>
  );
}
