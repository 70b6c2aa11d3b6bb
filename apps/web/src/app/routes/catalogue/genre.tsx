import { genreFromSegment, type TGenre } from '@beatpasal/shared/genre-list';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { useFeed } from '../../../features/catalogue/api/use-feed';
import { EmptyState } from '../../../features/catalogue/components/list-states';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { SortSelect } from '../../../features/catalogue/components/sort-select';
import { TrackFeed } from '../../../features/catalogue/components/track-feed';
import { EMPTY_FILTERS, readFeedFilters } from '../../../features/catalogue/lib/feed-filters';
import { searchPath } from '../../../features/catalogue/lib/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { useTermNames } from '../../../lib/term-names';
import { useDocumentTitle } from '../../../lib/use-document-title';

function GenreTracks({ genre }: { genre: TGenre }) {
  const t = useT();
  const names = useTermNames();
  const [params, setParams] = useSearchParams();
  const { sort } = readFeedFilters(params);
  const order = sort === null || sort === 'relevance' ? 'recent' : sort;
  const query = useFeed({ ...EMPTY_FILTERS, genre, sort: order });
  const heading = t('catalogue.genres.heading', { genre: names.genre(genre) });
  useDocumentTitle(heading);
  return (
    <PageSection
      title={heading}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={searchPath(new URLSearchParams({ genre }))}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-300 hover:text-white hover:underline"
          >
            {t('catalogue.search.filterInGenre', { genre: names.genre(genre) })}
          </Link>
          <SortSelect
            value={order}
            onChange={(next) => setParams(next === 'recent' ? {} : { sort: next }, { replace: true })}
          />
        </div>
      }
    >
      <TrackFeed query={query} label={heading} headingLevel={2} empty={t('catalogue.genres.genreEmpty')} />
    </PageSection>
  );
}

export function Component() {
  const t = useT();
  const { genreName = '' } = useParams();
  const genre = genreFromSegment(genreName);
  if (genre) return <GenreTracks key={genre} genre={genre} />;
  return (
    <PageSection title={t('catalogue.genres.heading', { genre: genreName })}>
      <EmptyState action={<ButtonLink to="/genres">{t('catalogue.genres.seeAll')}</ButtonLink>}>
        {t('catalogue.genres.unknown', { genre: genreName })}
      </EmptyState>
    </PageSection>
  );
}
