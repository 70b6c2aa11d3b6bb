import { useSearchParams } from 'react-router';
import { useFeed } from '../../../features/catalogue/api/use-feed';
import { FilterPanel } from '../../../features/catalogue/components/filter-panel';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { SearchBox } from '../../../features/catalogue/components/search-box';
import { SortSelect } from '../../../features/catalogue/components/sort-select';
import { TrackFeed } from '../../../features/catalogue/components/track-feed';
import {
  countActiveFilters,
  effectiveSort,
  EMPTY_FILTERS,
  readFeedFilters,
  writeFeedFilters,
  type TFeedFilters,
} from '../../../features/catalogue/lib/feed-filters';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /search?q=…&genre=…&bpmMin=…&sort=…: the address holds the whole search, so it can be shared and reloaded. */
export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = readFeedFilters(params);
  const address = writeFeedFilters(filters).toString();
  const query = useFeed(filters);
  const heading = filters.q ? t('catalogue.search.resultsFor', { q: filters.q }) : t('catalogue.search.allTracks');
  useDocumentTitle(filters.q ? heading : t('catalogue.search.pageTitle'));

  const go = (next: TFeedFilters) => setParams(writeFeedFilters(next), { preventScrollReset: true });
  const hasFilters = countActiveFilters(filters) > 0;
  const clearFilters = () => go({ ...EMPTY_FILTERS, q: filters.q, sort: filters.sort });

  return (
    <PageSection title={t('catalogue.search.pageTitle')}>
      <SearchBox key={filters.q} initialValue={filters.q} onSearch={(q) => go({ ...filters, q, sort: null })} className="mb-6 max-w-2xl" />
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10">
        <aside>
          <FilterPanel key={address} filters={filters} onApply={go} />
        </aside>
        <section aria-labelledby="search-results-title" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="search-results-title" className="min-w-0 text-xl font-bold break-words text-white">
              {heading}
            </h2>
            <SortSelect value={effectiveSort(filters)} hasRelevance={Boolean(filters.q)} onChange={(sort) => go({ ...filters, sort })} />
          </div>
          <TrackFeed
            query={query}
            label={heading}
            empty={t('catalogue.search.empty')}
            emptyAction={
              hasFilters && (
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  {t('catalogue.search.clear')}
                </Button>
              )
            }
          />
        </section>
      </div>
    </PageSection>
  );
}
