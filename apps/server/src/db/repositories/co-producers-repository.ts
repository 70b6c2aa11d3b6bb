import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TCoProducerStatus } from '@beatpasal/shared/schemas/co-producers';
import type { Queryable } from '../client';
import { coProducerShares, trackCoProducers } from '../schema/co-producers';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';

const ACTIVE = ['pending', 'accepted'] as const;
const lead = alias(profiles, 'lead');

/** An account by username, as the edit page names it: whether it can be a co-producer is the service's rule. */
export async function findAccountByUsername(q: Queryable, username: string) {
  const [row] = await q
    .select({ id: profiles.id, role: profiles.role, suspendedAt: profiles.suspendedAt, removedAt: profiles.removedAt })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`);
  return row ?? null;
}

/** The co-producers still on a track (pending or accepted), with whether a confirmed sale already owes them. */
export async function listActiveCoProducers(q: Queryable, trackId: string, options: { forUpdate?: boolean } = {}) {
  const query = q
    .select({
      id: trackCoProducers.id,
      coProducerId: trackCoProducers.coProducerId,
      sharePercent: trackCoProducers.sharePercent,
      status: trackCoProducers.status,
      username: profiles.username,
      displayName: profiles.displayName,
      hasSales: sql<boolean>`exists (select 1 from ${coProducerShares} s
        where s.track_id = ${trackCoProducers.trackId} and s.co_producer_id = ${trackCoProducers.coProducerId})`,
    })
    .from(trackCoProducers)
    .innerJoin(profiles, eq(profiles.id, trackCoProducers.coProducerId))
    .where(and(eq(trackCoProducers.trackId, trackId), inArray(trackCoProducers.status, ACTIVE)))
    .orderBy(desc(trackCoProducers.sharePercent), profiles.username);
  return options.forUpdate ? query.for('update', { of: trackCoProducers }) : query;
}
export type TActiveCoProducer = Awaited<ReturnType<typeof listActiveCoProducers>>[number];

export async function insertCoProducer(
  q: Queryable,
  row: { trackId: string; leadId: string; coProducerId: string; sharePercent: number },
) {
  const [inserted] = await q.insert(trackCoProducers).values(row).returning({ id: trackCoProducers.id });
  return inserted!.id;
}

/** Moves a co-producer from `from` to `status`; false when they were no longer in `from` (answered or removed meanwhile). */
export async function setCoProducerStatus(
  q: Queryable,
  id: string,
  from: readonly TCoProducerStatus[],
  status: TCoProducerStatus,
): Promise<boolean> {
  const ended = status === 'pending' || status === 'accepted' ? {} : { endedAt: new Date() };
  const answered = status === 'accepted' || status === 'declined' ? { answeredAt: new Date() } : {};
  const rows = await q
    .update(trackCoProducers)
    .set({ status, ...ended, ...answered })
    .where(and(eq(trackCoProducers.id, id), inArray(trackCoProducers.status, from)))
    .returning({ id: trackCoProducers.id });
  return rows.length > 0;
}

export async function setCoProducerShare(q: Queryable, id: string, sharePercent: number): Promise<void> {
  await q
    .update(trackCoProducers)
    .set({ sharePercent, status: 'pending', invitedAt: new Date(), answeredAt: null })
    .where(eq(trackCoProducers.id, id));
}

/** An invitation addressed to this person, locked for their answer; null for anyone else's. */
export async function findOwnInvitation(q: Queryable, id: string, coProducerId: string) {
  const [row] = await q
    .select({ id: trackCoProducers.id, status: trackCoProducers.status, trackId: trackCoProducers.trackId })
    .from(trackCoProducers)
    .where(and(eq(trackCoProducers.id, id), eq(trackCoProducers.coProducerId, coProducerId)))
    .for('update');
  return row ?? null;
}

/** A person's invitations, newest first, with the track and its lead. */
export async function listInvitations(q: Queryable, coProducerId: string, limit: number) {
  return q
    .select({
      id: trackCoProducers.id,
      trackId: trackCoProducers.trackId,
      trackTitle: tracks.title,
      leadUsername: lead.username,
      leadDisplayName: lead.displayName,
      sharePercent: trackCoProducers.sharePercent,
      status: trackCoProducers.status,
      invitedAt: trackCoProducers.invitedAt,
    })
    .from(trackCoProducers)
    .innerJoin(tracks, eq(tracks.id, trackCoProducers.trackId))
    .innerJoin(lead, eq(lead.id, trackCoProducers.leadId))
    .where(and(eq(trackCoProducers.coProducerId, coProducerId), sql`${tracks.deletedAt} is null`))
    .orderBy(desc(trackCoProducers.invitedAt), desc(trackCoProducers.id))
    .limit(limit);
}

/** The accepted co-producers of a track, locked so that a removal in flight waits for the sale (or the sale for it). */
export async function lockAcceptedCoProducers(q: Queryable, trackId: string) {
  return q
    .select({ coProducerId: trackCoProducers.coProducerId, sharePercent: trackCoProducers.sharePercent })
    .from(trackCoProducers)
    .where(and(eq(trackCoProducers.trackId, trackId), eq(trackCoProducers.status, 'accepted')))
    .orderBy(trackCoProducers.id)
    .for('share');
}

/** A suspended or removed account's pending invitations drop (decision 089); accepted places and owed shares stay. */
export async function dropPendingInvitations(q: Queryable, coProducerId: string): Promise<void> {
  await q
    .update(trackCoProducers)
    .set({ status: 'dropped', endedAt: new Date() })
    .where(and(eq(trackCoProducers.coProducerId, coProducerId), eq(trackCoProducers.status, 'pending')));
}

/** The accepted co-producers of a track, larger shares first: the track page's "Produced by Lead, A, B". */
export async function listTrackCredits(q: Queryable, trackId: string) {
  return q
    .select({ username: profiles.username, displayName: profiles.displayName })
    .from(trackCoProducers)
    .innerJoin(profiles, eq(profiles.id, trackCoProducers.coProducerId))
    .where(and(eq(trackCoProducers.trackId, trackId), eq(trackCoProducers.status, 'accepted')))
    .orderBy(desc(trackCoProducers.sharePercent), profiles.username);
}
