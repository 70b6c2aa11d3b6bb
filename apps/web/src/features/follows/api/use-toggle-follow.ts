import type { TFollowState } from '@beatpasal/shared/schemas/follows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { followKeys } from './follow-keys';
import { followPath } from './use-follow-state';

/**
 * Follow or unfollow: the button shows the server's answer (the request is idempotent, so a
 * repeated click changes nothing), and the Following list and feed load again when next shown.
 */
export function useToggleFollow(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `follow-${username.toLowerCase()}` },
    mutationFn: (follow: boolean) =>
      apiFetch<TFollowState>(followPath(username), { method: follow ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueryData(followKeys.state(username), state);
      void queryClient.invalidateQueries({ queryKey: followKeys.artists });
      void queryClient.invalidateQueries({ queryKey: followKeys.among });
      void queryClient.invalidateQueries({ queryKey: followKeys.feed });
    },
    onError: toastError,
  });
}
