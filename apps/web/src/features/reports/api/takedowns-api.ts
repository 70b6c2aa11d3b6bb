import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZOwnTakedownList, type TAnswerTakedown, type TCreateTakedown } from '@beatpasal/shared/schemas/admin-queues';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/takedowns: open to visitors. */
export function useFileTakedown() {
  return useMutation({ mutationFn: (body: TCreateTakedown) => apiFetch('/api/takedowns', { method: 'POST', body }) });
}

const takedownKeys = { mine: ['takedowns', 'mine'] as const };

/** GET /api/me/takedowns: notices about the signed-in artist's tracks. */
export function useMyTakedowns() {
  return useQuery({
    queryKey: takedownKeys.mine,
    queryFn: ({ signal }) => apiFetch('/api/me/takedowns', { schema: ZOwnTakedownList, signal }),
  });
}

export function useAnswerTakedown(takedownId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAnswerTakedown) =>
      apiFetch(`/api/me/takedowns/${encodeURIComponent(takedownId)}/answer`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: takedownKeys.mine }),
  });
}
