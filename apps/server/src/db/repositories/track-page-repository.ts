import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZGenre } from '@beatpasal/shared/genres';
import type { Queryable } from '../client';
import { trackLicences } from '../schema/tracks';

const ZTrackPageRow = z.object({
  id: z.string(),
  artist_id: z.string(),
  title: z.string(),
  genre: ZGenre,
  bpm: z.number(),
  musical_key: z.string().nullable(),
  mood: z.string().nullable(),
  tags: z.array(z.string()),
  description: z.string().nullable(),
  cover_key: z.string().nullable(),
  peaks: z.array(z.number()).nullable(),
  duration_seconds: z.number().nullable(),
  status: z.enum(['processing', 'ready', 'failed']),
  is_hidden: z.boolean(),
  artist_state: z.enum(['active', 'suspended', 'removed']),
  is_deleted: z.boolean(),
  is_sold: z.boolean(),
  like_count: z.number(),
  play_count: z.number(),
  min_price_npr: z.number().nullable(),
  preview_ready: z.boolean(),
  created_at: z.string(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_key: z.string().nullable(),
  artist_cover_key: z.string().nullable(),
  artist_track_count: z.number(),
  is_liked: z.boolean(),
  purchase_status: z.enum(['pending', 'approved']).nullable(),
  viewer_role: z.enum(['artist', 'buyer', 'admin']).nullable(),
});

export type TTrackPageRow = z.infer<typeof ZTrackPageRow>;

/** The track, its artist and what the viewer has to do with it, in one query; null when there is no such track. */
export async function findTrackPageRow(
  q: Queryable,
  trackId: string,
  viewerId: string | null,
): Promise<TTrackPageRow | null> {
  const result = await q.execute(sql`select
      t.id, t.artist_id, t.title, t.genre, t.bpm, t.musical_key, t.mood, t.tags, t.description, t.cover_key, t.peaks,
      t.duration_seconds, t.status, t.is_hidden,
      case when p.removed_at is not null then 'removed' when p.suspended_at is not null then 'suspended' else 'active' end as artist_state, t.deleted_at is not null as is_deleted, t.is_sold, t.like_count,
      t.play_count, t.min_price_npr, (t.preview_key is not null and t.status = 'ready') as preview_ready,
      to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
      p.username, p.display_name, p.avatar_key, p.cover_key as artist_cover_key, p.track_count as artist_track_count,
      exists (select 1 from likes k where k.user_id = ${viewerId} and k.track_id = t.id) as is_liked,
      (select case when bool_or(u.status = 'approved') then 'approved' when bool_or(u.status = 'pending') then 'pending' end
         from purchases u where u.buyer_id = ${viewerId} and u.track_id = t.id) as purchase_status,
      (select v.role from profiles v where v.id = ${viewerId}) as viewer_role
    from tracks t join profiles p on p.id = t.artist_id
    where t.id = ${trackId}`);
  const [row] = z.array(ZTrackPageRow).parse(result.rows);
  return row ?? null;
}

export type TLicenceRow = typeof trackLicences.$inferSelect;

/** Licences of several tracks in one query, in the kinds' order (cheapest kind first). */
export async function listLicences(
  q: Queryable,
  trackIds: readonly string[],
  options: { enabledOnly: boolean },
): Promise<TLicenceRow[]> {
  if (trackIds.length === 0) return [];
  const kindOrder = sql`array_position(array['lease', 'non_exclusive', 'exclusive', 'full_rights'], ${trackLicences.kind})`;
  return q
    .select()
    .from(trackLicences)
    .where(
      and(
        inArray(trackLicences.trackId, [...trackIds]),
        options.enabledOnly ? eq(trackLicences.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(trackLicences.trackId), kindOrder);
}
