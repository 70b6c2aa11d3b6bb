import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { trackPath } from '../lib/paths';
import { BuyLink } from './buy-link';
import { PlayButton } from './play-button';
import { useTermNames } from '../../../lib/term-names';

const CELL = 'px-3 py-2 text-left';

/** Songs: #, Track, Genre, BPM, Status (Sold/Available), Play, Buy; it scrolls sideways on phones. */
export function ArtistSongsTable({ tracks, caption }: { tracks: readonly TTrackCard[]; caption: string }) {
  const t = useT();
  const names = useTermNames();
  const column = (key: 'number' | 'track' | 'genre' | 'bpm' | 'status' | 'play' | 'buy') =>
    t(`catalogue.artist.columns.${key}`);
  return (
    <div className="overflow-x-auto rounded-2xl border border-zinc-800" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-900 text-xs tracking-wide text-zinc-400 uppercase">
          <tr>
            {(['number', 'track', 'genre', 'bpm', 'status', 'play', 'buy'] as const).map((key) => (
              <th key={key} scope="col" className={CELL}>
                {column(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800">
          {tracks.map((track, index) => (
            <tr key={track.id} className="hover:bg-zinc-900/60">
              <td className={`${CELL} text-zinc-400 tabular-nums`}>{index + 1}</td>
              <th scope="row" className={`${CELL} font-semibold`}>
                <Link to={trackPath(track.id)} className="text-white hover:underline">
                  {track.title}
                </Link>
              </th>
              <td className={`${CELL} text-zinc-300`}>{names.genre(track.genre)}</td>
              <td className={`${CELL} text-zinc-300 tabular-nums`}>{track.bpm}</td>
              <td className={CELL}>
                <span className={track.isSold ? 'font-semibold text-red-300' : 'text-green-300'}>
                  {t(track.isSold ? 'catalogue.artist.sold' : 'catalogue.artist.available')}
                </span>
              </td>
              <td className={CELL}>
                <PlayButton track={track} size="sm" />
              </td>
              <td className={CELL}>
                <BuyLink track={track} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
