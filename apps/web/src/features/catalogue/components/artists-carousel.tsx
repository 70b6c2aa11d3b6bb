import { CAROUSEL_SCROLL_PX } from '@beatpasal/shared/constants';
import type { TArtistCard } from '@beatpasal/shared/schemas/catalogue';
import { useRef, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { useArtists } from '../api/use-artists';
import { useScrollEdges } from '../lib/use-scroll-edges';
import { ArtistCard } from './artist-card';
import { ChevronIcon } from './icons';
import { EmptyState, ErrorState, SpinnerLoading } from './list-states';

const SCROLL_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full border border-zinc-700 bg-zinc-900 text-zinc-200 hover:border-zinc-500 hover:text-white disabled:cursor-default disabled:opacity-40 disabled:hover:border-zinc-700';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Home: the first page of artists by track count, scrolled 300 px per button press; `renderAction` adds a control under each card. */
export function ArtistsCarousel({ renderAction }: { renderAction?: (artist: TArtistCard) => ReactNode }) {
  const t = useT();
  const query = useArtists();
  const scroller = useRef<HTMLUListElement>(null);
  const artists = query.data?.pages[0]?.items ?? [];
  const { isAtStart, isAtEnd } = useScrollEdges(scroller, artists.length);

  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * CAROUSEL_SCROLL_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });

  let body;
  if (query.isPending) body = <SpinnerLoading text={t('catalogue.states.loadingArtists')} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (artists.length === 0) body = <EmptyState>{t('catalogue.home.noArtists')}</EmptyState>;
  else
    body = (
      <ul
        ref={scroller}
        className="-mx-4 flex gap-3 overflow-x-auto scroll-smooth px-4 pb-2 motion-reduce:scroll-auto sm:mx-0 sm:px-0"
      >
        {artists.map((artist) => (
          <li key={artist.id} className="flex w-36 shrink-0 flex-col gap-2 sm:w-44">
            <ArtistCard artist={artist} />
            {renderAction?.(artist)}
          </li>
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="home-artists-title"
      className="mx-auto max-w-6xl px-4 pt-12 [contain-intrinsic-size:auto_330px] [content-visibility:auto] sm:px-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="home-artists-title" className="text-2xl font-bold text-white">
          {t('catalogue.home.artistsTitle')}
        </h2>
        <div className="flex items-center gap-2">
          <Link
            to="/artists"
            aria-label={t('catalogue.home.showMoreLabel')}
            className="mr-1 inline-flex min-h-9 items-center rounded-full px-2 text-sm font-semibold text-brand-300 hover:text-white hover:underline"
          >
            {t('catalogue.home.showMore')}
          </Link>
          <button
            type="button"
            onClick={() => scroll(-1)}
            disabled={isAtStart}
            aria-label={t('catalogue.home.scrollLeft')}
            className={SCROLL_BUTTON}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            disabled={isAtEnd}
            aria-label={t('catalogue.home.scrollRight')}
            className={SCROLL_BUTTON}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      {body}
    </section>
  );
}
