import { isApiError } from '../../lib/api-error';
import { useT } from '../../lib/i18n/i18n';
import { Button } from './button';

/** What Load More needs of a TanStack infinite query. */
interface TPagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

interface TLoadMoreProps {
  query: TPagedQuery;
  label: string;
  /** The button's words while the next page loads; it only shows busy without them. */
  busyLabel?: string;
  /** Said when every page is shown; nothing is without it. */
  endText?: string;
}

/** Load More (keyset pages), its failure with the same button to try again, or the end of the list. */
export function LoadMore({ query, label, busyLabel, endText }: TLoadMoreProps) {
  const t = useT();
  if (!query.hasNextPage) {
    return endText === undefined ? null : <p className="mt-8 text-center text-sm text-zinc-400">{endText}</p>;
  }
  const isLoading = query.isFetchingNextPage;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-300">
          {isApiError(query.error) ? query.error.message : t('errors.unexpected')}
        </p>
      )}
      <Button variant="secondary" onClick={() => void query.fetchNextPage()} isBusy={isLoading}>
        {isLoading && busyLabel !== undefined ? busyLabel : label}
      </Button>
    </div>
  );
}
