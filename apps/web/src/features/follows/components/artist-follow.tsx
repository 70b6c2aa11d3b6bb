import { useFormat } from '../../../lib/i18n/i18n';
import { useFollowState } from '../api/use-follow-state';
import { FollowButton } from './follow-button';

/** The artist page's and track page's follow button with the artist's follower count beside it. */
export function ArtistFollow({ username, name }: { username: string; name: string }) {
  const { plural } = useFormat();
  const state = useFollowState(username);
  if (!state.data) return null;
  return (
    <span className="inline-flex items-center gap-2">
      <FollowButton username={username} name={name} isFollowing={state.data.isFollowing} size="sm" />
      <span className="text-sm text-zinc-400">{plural('follows.count.follower', state.data.followerCount)}</span>
    </span>
  );
}
