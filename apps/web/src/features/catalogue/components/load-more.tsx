import { LoadMore } from '../../../components/ui/load-more';
import { useT } from '../../../lib/i18n/i18n';

/** The catalogue lists' Load More: "Loading..." while the next page comes, `endText` at the end. */
export function CatalogueLoadMore({
  query,
  endText,
}: Pick<Parameters<typeof LoadMore>[0], 'query'> & { endText: string }) {
  const t = useT();
  return (
    <LoadMore
      query={query}
      label={t('catalogue.states.loadMore')}
      busyLabel={t('catalogue.states.loadingMore')}
      endText={endText}
    />
  );
}
