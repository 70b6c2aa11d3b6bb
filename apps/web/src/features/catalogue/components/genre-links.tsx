import { GENRES, genrePath, type TGenre } from '@beatpasal/shared/genre-list';
import type { TGenreCount } from '@beatpasal/shared/schemas/catalogue';
import type { CSSProperties } from 'react';
import { Link } from '../../../components/ui/link';
import { useFormat } from '../../../lib/i18n/i18n';
import { useTermNames } from '../../../lib/term-names';

/** Each genre keeps its own colour across the site, in the spec's order round the colour wheel. */
function genreHue(genre: TGenre): number {
  return Math.round((GENRES.indexOf(genre) * 360) / GENRES.length);
}

/** 'All Genres': a card per genre with its track count. */
export function GenreGrid({ genres }: { genres: readonly TGenreCount[] }) {
  const { plural } = useFormat();
  const names = useTermNames();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {genres.map(({ genre, trackCount }) => (
        <li key={genre}>
          <Link
            to={genrePath(genre)}
            style={{ '--hue': genreHue(genre) } as CSSProperties}
            className="flex min-h-28 flex-col justify-end rounded-2xl border border-zinc-800 bg-[linear-gradient(135deg,hsl(var(--hue)_70%_30%),var(--color-zinc-900)_75%)] p-4 transition-colors hover:border-zinc-500"
          >
            <span className="text-lg font-bold break-words text-white">{names.genre(genre)}</span>
            <span className="text-sm text-zinc-200">{plural('catalogue.count.track', trackCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 'Browse by Genre': one line of pills that scrolls sideways on phones. */
export function GenreStrip({ genres, current }: { genres: readonly TGenre[]; current?: TGenre }) {
  const names = useTermNames();
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {genres.map((genre) => (
        <li key={genre} className="shrink-0">
          <Link
            to={genrePath(genre)}
            aria-current={genre === current ? 'page' : undefined}
            className="inline-flex min-h-10 items-center rounded-full border border-zinc-700 px-4 text-sm font-medium whitespace-nowrap text-zinc-200 hover:border-zinc-400 hover:text-white aria-[current=page]:border-brand-400 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
          >
            {names.genre(genre)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
