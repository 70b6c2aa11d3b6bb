import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';

interface TLoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  onLoadMore: () => void;
  /** Said when every page is shown. */
  endText: string;
}

/** Load More (keyset pages), its failure with the same button to try again, or the end of the list. */
export function LoadMore({ hasMore, isLoading, error, onLoadMore, endText }: TLoadMoreProps) {
  const t = useT();
  if (!hasMore) return <p className="mt-8 text-center text-sm text-zinc-400">{endText}</p>;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {error !== null && (
        <p role="alert" className="text-sm text-red-300">
          {isApiError(error) ? error.message : t('errors.unexpected')}
        </p>
      )}
      <Button variant="secondary" onClick={onLoadMore} isBusy={isLoading}>
        {isLoading ? t('catalogue.states.loadingMore') : t('catalogue.states.loadMore')}
      </Button>
    </div>
  );
}
