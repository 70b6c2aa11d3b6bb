import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import type { TPlayerTrack } from '../../../lib/player-store';
import { TrackRowActions } from './track-row-actions';
import { TrackStatus } from './track-status';
import { TrackThumb } from './track-thumb';
import { TrackTitleCell } from './track-title-cell';
import { useTermNames } from '../../../lib/term-names';

export interface TTrackListProps {
  tracks: TMyTrack[];
  artist: TPlayerTrack['artist'];
  deletingId: string | undefined;
  retryingId: string | undefined;
  onDelete: (id: string) => void;
  onRetry: (id: string) => void;
}

const HEAD = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-zinc-400 uppercase';
const CELL = 'px-3 py-3 align-middle';

/** The artist's tracks from laptop width up; phones get the same facts as cards (TrackCards). */
export function TracksTable({ tracks, artist, deletingId, retryingId, onDelete, onRetry }: TTrackListProps) {
  const t = useT();
  const names = useTermNames();
  const format = useFormat();
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-zinc-800 lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('studio.dashboard.tracksTitle')}</caption>
        <thead className="bg-zinc-900">
          <tr>
            <th scope="col" className={HEAD}>
              <span className="sr-only">{t('studio.tracks.cover')}</span>
            </th>
            <th scope="col" className={HEAD}>
              {t('studio.tracks.title')}
            </th>
            <th scope="col" className={HEAD}>
              {t('studio.tracks.status')}
            </th>
            <th scope="col" className={HEAD}>
              {t('studio.tracks.genre')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('studio.tracks.bpm')}
            </th>
            <th scope="col" className={HEAD}>
              {t('studio.tracks.price')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('studio.tracks.plays')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('studio.tracks.likes')}
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">{t('studio.tracks.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {tracks.map((track) => (
            <tr key={track.id} className="bg-zinc-950">
              <td className={CELL}>
                <TrackThumb url={track.coverUrl} />
              </td>
              <td className={`${CELL} max-w-64`}>
                <TrackTitleCell track={track} />
              </td>
              <td className={CELL}>
                <TrackStatus track={track} isRetrying={retryingId === track.id} onRetry={() => onRetry(track.id)} />
              </td>
              <td className={`${CELL} text-zinc-300`}>{names.genre(track.genre)}</td>
              <td className={`${CELL} text-right text-zinc-300 tabular-nums`}>{track.bpm}</td>
              <td className={`${CELL} whitespace-nowrap text-zinc-200`}>{format.priceSummary(track)}</td>
              <td className={`${CELL} text-right text-zinc-300 tabular-nums`}>{track.playCount}</td>
              <td className={`${CELL} text-right text-zinc-300 tabular-nums`}>{track.likeCount}</td>
              <td className={CELL}>
                <TrackRowActions
                  track={track}
                  artist={artist}
                  isDeleting={deletingId === track.id}
                  onDelete={() => onDelete(track.id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
