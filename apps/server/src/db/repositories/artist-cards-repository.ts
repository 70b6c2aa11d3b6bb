import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { profiles } from '../schema/profiles';

export interface ArtistCardRow {
  id: string;
  username: string | null;
  displayName: string | null;
  avatarKey: string | null;
  trackCount: number;
}

/**
 * Artists by track count (visible tracks, kept by a trigger), then id: a seek on
 * profiles_artist_rank_idx. `after` is the [trackCount, id] of the previous page's last artist.
 */
export async function listArtistCards(
  q: Queryable,
  after: readonly [string, string] | null,
  limit: number,
): Promise<ArtistCardRow[]> {
  return q
    .select({
      id: profiles.id,
      username: profiles.username,
      displayName: profiles.displayName,
      avatarKey: profiles.avatarKey,
      trackCount: profiles.trackCount,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, 'artist'),
        isNotNull(profiles.username),
        isNull(profiles.suspendedAt),
        after ? sql`(${profiles.trackCount}, ${profiles.id}) < (${after[0]}::integer, ${after[1]})` : undefined,
      ),
    )
    .orderBy(sql`${profiles.trackCount} desc nulls last`, sql`${profiles.id} desc nulls last`)
    .limit(limit);
}
