import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useFeed } from '../api/use-feed';
import {
  countActiveFilters,
  effectiveSort,
  EMPTY_FILTERS,
  readFeedFilters,
  writeFeedFilters,
  type TFeedFilters,
} from '../lib/feed-filters';
import { EXPLORE_ID } from '../lib/paths';
import { FilterPanel } from './filter-panel';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { TrackFeed } from './track-feed';

/**
 * Home's Explore Tracks. Without a search it shows the two latest tracks per artist (spec §2.3);
 * with a search text or filters it searches the whole catalogue. The address holds the whole
 * state (`/?q=drill&genre=Trap&bpmMin=130&sort=likes`), so a search can be shared and reloaded.
 */
export function ExploreTracks() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const filters = readFeedFilters(params);
  const activeFilters = countActiveFilters(filters);
  const isSearching = filters.q !== '' || activeFilters > 0;
  const sort = effectiveSort(filters);
  const query = useFeed(isSearching ? filters : { ...EMPTY_FILTERS, sort }, { home: !isSearching });
  const section = useRef<HTMLElement>(null);

  // A shared search link opens on its results, not on the hero; later changes keep the scroll position.
  const [isArrivingAtResults] = useState(() => isSearching || hash === `#${EXPLORE_ID}`);
  useEffect(() => {
    if (isArrivingAtResults) section.current?.scrollIntoView();
  }, [isArrivingAtResults]);

  const go = (next: TFeedFilters) => setParams(writeFeedFilters(next), { preventScrollReset: true });
  const clearFilters = () => go({ ...EMPTY_FILTERS, q: filters.q, sort: filters.sort });
  const status = filters.q ? t('catalogue.search.resultsFor', { q: filters.q }) : t('catalogue.search.filtered');
  const clearButton = activeFilters > 0 && (
    <Button variant="secondary" size="sm" onClick={clearFilters}>
      {t('catalogue.search.clear')}
    </Button>
  );

  return (
    <section
      ref={section}
      id={EXPLORE_ID}
      aria-labelledby="explore-title"
      className="mx-auto max-w-6xl scroll-mt-16 px-4 pt-12 pb-4 [contain-intrinsic-size:auto_2300px] [content-visibility:auto] sm:px-6"
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="explore-title" className="text-2xl font-bold text-white">
            {t('catalogue.home.exploreTitle')}
          </h2>
          <p className="mt-1 text-sm text-zinc-400">
            {t(isSearching ? 'catalogue.search.hint' : 'catalogue.home.exploreHint')}
          </p>
        </div>
        <SortSelect
          value={sort}
          hasRelevance={filters.q !== ''}
          onChange={(next) => go({ ...filters, sort: next === 'recent' && !filters.q ? null : next })}
        />
      </div>
      <FilterPanel
        key={writeFeedFilters(filters).toString()}
        filters={filters}
        onApply={go}
        leading={
          <SearchBox
            key={filters.q}
            initialValue={filters.q}
            onSearch={(q) => go({ ...filters, q, sort: null })}
            className="flex-1 sm:max-w-xl"
          />
        }
      />
      {isSearching && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="min-w-0 font-semibold break-words text-white">
            {status}
          </p>
          {clearButton}
        </div>
      )}
      <TrackFeed
        query={query}
        label={isSearching ? status : t('catalogue.home.exploreTitle')}
        empty={t(isSearching ? 'catalogue.search.empty' : 'catalogue.home.noTracks')}
        emptyAction={clearButton}
      />
    </section>
  );
}
