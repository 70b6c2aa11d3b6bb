import type { TFollowState } from '@beatpasal/shared/schemas/follows';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { followKeys } from './follow-keys';

export const followPath = (username: string) => `/api/artists/${encodeURIComponent(username)}/follow`;

/** The artist's follower count, and whether the viewer follows them. */
export function useFollowState(username: string) {
  return useQuery({
    queryKey: followKeys.state(username),
    queryFn: ({ signal }) => apiFetch<TFollowState>(followPath(username), { signal }),
  });
}
