import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchMyPurchases, purchaseKeys } from '../api/purchases-api';

/** The buyer's purchases, newest first, a keyset page at a time. */
export function useMyPurchases() {
  return useInfiniteQuery({
    queryKey: purchaseKeys.mine(),
    queryFn: ({ pageParam, signal }) => fetchMyPurchases(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
