import type { TArtistCard } from '@beatpasal/shared/schemas/catalogue';
import { FollowButton } from './follow-button';

/** The follow button under an artist card, once the page's follow states (useFollowingAmong) have arrived. */
export function ArtistCardFollow({ artist, followed }: { artist: TArtistCard; followed: Set<string> | undefined }) {
  if (!followed) return null;
  return (
    <FollowButton
      username={artist.username}
      name={artist.displayName ?? artist.username}
      isFollowing={followed.has(artist.id)}
      size="sm"
    />
  );
}
