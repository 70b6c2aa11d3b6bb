import type { TSaleFilter } from '@beatpasal/shared/schemas/purchases';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchSales, purchaseKeys } from '../api/purchases-api';

/** The artist's sales of one filter, newest first; the first page carries the totals. */
export function useSales(filter: TSaleFilter) {
  return useInfiniteQuery({
    queryKey: purchaseKeys.sales(filter),
    queryFn: ({ pageParam, signal }) => fetchSales(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
