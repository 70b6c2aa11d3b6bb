import { GENRES } from '@beatpasal/shared/genre-list';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { GenreStrip } from './genre-links';

/** Home's way into the genres: the 18 genres as pills from the shared list, so it costs no request. */
export function HomeGenres() {
  const t = useT();
  return (
    <section
      aria-labelledby="home-genres-title"
      className="mx-auto max-w-6xl px-4 pt-10 [contain-intrinsic-size:auto_140px] [content-visibility:auto] sm:px-6"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="home-genres-title" className="text-lg font-bold text-white">
          {t('catalogue.genres.browse')}
        </h2>
        <Link
          to="/genres"
          className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-300 hover:text-white hover:underline"
        >
          {t('catalogue.genres.title')}
        </Link>
      </div>
      <GenreStrip genres={GENRES} />
    </section>
  );
}
