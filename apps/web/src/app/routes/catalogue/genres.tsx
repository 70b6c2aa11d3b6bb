import { GENRES } from '@beatpasal/shared/genre-list';
import { GenreGrid, GenreStrip } from '../../../features/catalogue/components/genre-links';
import { EmptyState, ErrorState, SpinnerLoading } from '../../../features/catalogue/components/list-states';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { useGenres } from '../../../features/catalogue/api/use-genres';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

function GenresBody() {
  const t = useT();
  const query = useGenres();
  if (query.isPending) return <SpinnerLoading text={t('catalogue.states.loadingGenres')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>{t('catalogue.genres.empty')}</EmptyState>;
  const listed = new Set(query.data.map((item) => item.genre));
  return (
    <>
      <GenreGrid genres={query.data} />
      <section aria-labelledby="browse-genres" className="mt-12">
        <h2 id="browse-genres" className="mb-4 text-xl font-bold text-white">
          {t('catalogue.genres.browse')}
        </h2>
        <GenreStrip genres={GENRES.filter((genre) => listed.has(genre))} />
      </section>
    </>
  );
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('catalogue.genres.title'));
  return (
    <PageSection title={t('catalogue.genres.title')}>
      <GenresBody />
    </PageSection>
  );
}
