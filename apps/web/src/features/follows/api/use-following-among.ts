import type { TFollowingAmong } from '@beatpasal/shared/schemas/follows';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { followKeys } from './follow-keys';

/**
 * Which of these artists (a page of cards) the signed-in person follows, asked once for the page;
 * nothing is asked for a visitor. Under `follows`, so a follow or unfollow anywhere marks it stale.
 */
export function useFollowingAmong(artistIds: readonly string[]) {
  const viewer = useViewer();
  const ids = artistIds.join(',');
  return useQuery({
    queryKey: [...followKeys.among, ids],
    queryFn: ({ signal }) =>
      apiFetch<TFollowingAmong>(`/api/me/following/among?artists=${encodeURIComponent(ids)}`, { signal }),
    select: (data) => new Set(data.artistIds),
    enabled: viewer.isSignedIn && ids !== '',
  });
}
