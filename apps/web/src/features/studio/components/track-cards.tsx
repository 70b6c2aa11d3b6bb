import { useFormat, useT } from '../../../lib/i18n/i18n';
import { TrackRowActions } from './track-row-actions';
import { TrackStatus } from './track-status';
import { TrackThumb } from './track-thumb';
import { TrackTitleCell } from './track-title-cell';
import type { TTrackListProps } from './tracks-table';
import { useTermNames } from '../../../lib/term-names';

/** The tracks table as stacked cards on phones (below the lg breakpoint). */
export function TrackCards({ tracks, artist, deletingId, retryingId, onDelete, onRetry }: TTrackListProps) {
  const t = useT();
  const names = useTermNames();
  const format = useFormat();
  return (
    <ul className="space-y-3 lg:hidden" aria-label={t('studio.dashboard.tracksTitle')}>
      {tracks.map((track) => (
        <li key={track.id} className="rounded-2xl border border-zinc-800 bg-zinc-950 p-4">
          <div className="flex gap-3">
            <TrackThumb url={track.coverUrl} size="lg" />
            <div className="min-w-0 flex-1 space-y-2">
              <TrackTitleCell track={track} />
              <TrackStatus track={track} isRetrying={retryingId === track.id} onRetry={() => onRetry(track.id)} />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-x-3 sm:grid-cols-5 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-zinc-400">{t('studio.tracks.genre')}</dt>
              <dd className="text-zinc-200">{names.genre(track.genre)}</dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-400">{t('studio.tracks.bpm')}</dt>
              <dd className="text-zinc-200 tabular-nums">{track.bpm}</dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-400">{t('studio.tracks.price')}</dt>
              <dd className="text-zinc-200">{format.priceSummary(track)}</dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-400">{t('studio.tracks.plays')}</dt>
              <dd className="text-zinc-200 tabular-nums">{track.playCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-400">{t('studio.tracks.likes')}</dt>
              <dd className="text-zinc-200 tabular-nums">{track.likeCount}</dd>
            </div>
          </dl>
          <div className="mt-3 border-t border-zinc-800 pt-3">
            <TrackRowActions
              track={track}
              artist={artist}
              isDeleting={deletingId === track.id}
              onDelete={() => onDelete(track.id)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
