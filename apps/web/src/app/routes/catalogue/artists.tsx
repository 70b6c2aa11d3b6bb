import { useArtists } from '../../../features/catalogue/api/use-artists';
import { ArtistCard } from '../../../features/catalogue/components/artist-card';
import { EmptyState, ErrorState, SpinnerLoading } from '../../../features/catalogue/components/list-states';
import { CatalogueLoadMore } from '../../../features/catalogue/components/load-more';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { useFollowingAmong } from '../../../features/follows/api/use-following-among';
import { ArtistCardFollow } from '../../../features/follows/components/artist-card-follow';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

function ArtistsBody() {
  const t = useT();
  const query = useArtists();
  const artists = query.data?.pages.flatMap((page) => page.items) ?? [];
  const followed = useFollowingAmong(artists.map((artist) => artist.id)).data;
  if (query.isPending) return <SpinnerLoading text={t('catalogue.states.loadingArtists')} />;
  if (query.isError && artists.length === 0)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (artists.length === 0) return <EmptyState>{t('catalogue.artists.empty')}</EmptyState>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5">
        {artists.map((artist) => (
          <li key={artist.id} className="flex flex-col gap-2">
            <ArtistCard artist={artist} />
            <ArtistCardFollow artist={artist} followed={followed} />
          </li>
        ))}
      </ul>
      <CatalogueLoadMore query={query} endText={t('catalogue.states.noMoreArtists')} />
    </>
  );
}

export function Component() {
  const t = useT();
  useDocumentTitle(t('catalogue.artists.title'));
  return (
    <PageSection title={t('catalogue.artists.title')}>
      <ArtistsBody />
    </PageSection>
  );
}
