import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n/i18n';
import { useFeed } from '../api/use-feed';
import { EMPTY_FILTERS, readFeedFilters } from '../lib/feed-filters';
import { searchPath } from '../lib/paths';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { TrackFeed } from './track-feed';

/** Home: two latest tracks per artist in the chosen order; the sort is in the address (?sort=likes). */
export function ExploreTracks() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { sort } = readFeedFilters(params);
  const homeSort = sort === 'relevance' || sort === null ? 'recent' : sort;
  const query = useFeed({ ...EMPTY_FILTERS, sort: homeSort }, { home: true });

  const changeSort = (next: string) =>
    setParams(next === 'recent' ? {} : { sort: next }, { replace: true, preventScrollReset: true });

  return (
    <section aria-labelledby="explore-title" className="mx-auto max-w-6xl px-4 pt-12 pb-4 sm:px-6">
      <div className="mb-5 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="explore-title" className="text-2xl font-bold text-white">
            {t('catalogue.home.exploreTitle')}
          </h2>
          <p className="mt-1 text-sm text-zinc-400">{t('catalogue.home.exploreHint')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox initialValue="" onSearch={(q) => navigate(searchPath(new URLSearchParams(q ? { q } : {})))} className="sm:w-72" />
          <SortSelect value={homeSort} onChange={changeSort} />
        </div>
      </div>
      <TrackFeed query={query} label={t('catalogue.home.exploreTitle')} empty={t('catalogue.home.noTracks')} />
    </section>
  );
}
