import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchMessages, messageKeys } from '../api/messages-api';
import { mergeLatestPage, type THistory } from '../lib/history-pages';

/**
 * The messages of one conversation: the newest page first, older pages on demand (`before`).
 * `refreshLatest` reads only the newest page and folds it in, however many older pages are open.
 */
export function useChatHistory(userId: string) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: messageKeys.history(userId),
    queryFn: ({ pageParam, signal }) => fetchMessages(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Kept fresh by events, polls and sends through `refreshLatest`, never by refetching every open page.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const refreshLatest = useCallback(async () => {
    const latest = await fetchMessages(userId, null);
    queryClient.setQueryData<THistory>(messageKeys.history(userId), (history) => mergeLatestPage(history, latest));
  }, [queryClient, userId]);

  return { query, refreshLatest };
}
