import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAdminOverview, ZAppealPage, ZContactPage, ZTakedownPage } from '@beatpasal/shared/schemas/admin-queues';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

/** The overview and the takedown, contact and appeal queues (packages/shared/src/schemas/admin-queues.ts). */

export function useOverview() {
  return useQuery({
    queryKey: [...adminKeys.all, 'overview'] as const,
    queryFn: ({ signal }) => apiFetch('/api/admin/overview', { schema: ZAdminOverview, signal }),
  });
}

/** One state of a queue, newest first, paged by the server's cursor. */
function useQueue<TPage extends { nextCursor: string | null }>(
  path: string,
  filter: { name: string; value: string },
  schema: z.ZodType<TPage>,
) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.all, path, filter.value] as const,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ [filter.name]: filter.value });
      if (pageParam) search.set('cursor', pageParam);
      return apiFetch(`/api/admin/${path}?${search.toString()}`, { schema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page: TPage) => page.nextCursor,
  });
}

export const useTakedownQueue = (status: 'pending' | 'restored' | 'removed') =>
  useQueue('takedowns', { name: 'status', value: status }, ZTakedownPage);
export const useContactQueue = (state: 'open' | 'handled') =>
  useQueue('contact', { name: 'state', value: state }, ZContactPage);
export const useAppealQueue = (state: 'pending' | 'decided') =>
  useQueue('appeals', { name: 'state', value: state }, ZAppealPage);

/** A decision in a queue: the path under /api/admin and its body; every admin list is refreshed after it. */
export function useAdminDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: object }) =>
      apiFetch(`/api/admin${path}`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
