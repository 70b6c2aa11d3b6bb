import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import type { TPlayerTrack } from '../../../lib/player-store';
import { MusicNoteIcon } from './player-icons';
import { useTermNames } from '../../../lib/term-names';

export function TrackFacts({ track, className = '' }: { track: TPlayerTrack; className?: string }) {
  const t = useT();
  const names = useTermNames();
  return (
    <span className={`text-xs text-zinc-400 ${className}`}>
      {t('studio.player.facts', { genre: names.genre(track.genre), bpm: track.bpm })}
    </span>
  );
}

/** Cover, title, artist (a link to their page; 24 px tall, a comfortable target) and, from tablet width, genre and BPM. */
export function PlayerTrackInfo({ track }: { track: TPlayerTrack }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="size-10 shrink-0 overflow-hidden rounded-md bg-zinc-800 md:size-12">
        {track.coverUrl ? (
          <img src={track.coverUrl} alt="" width={48} height={48} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center">
            <MusicNoteIcon />
          </span>
        )}
      </div>
      <div className="min-w-0 leading-tight">
        <p className="truncate text-sm font-semibold text-white">{track.title}</p>
        <Link
          to={`/artist/${encodeURIComponent(track.artist.username)}`}
          className="inline-block max-w-full truncate align-top text-xs leading-6 text-zinc-300 hover:text-white hover:underline"
        >
          {track.artist.displayName ?? track.artist.username}
        </Link>
        <TrackFacts track={track} className="hidden md:block" />
      </div>
    </div>
  );
}
