import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDisputeStatus } from '@beatpasal/shared/schemas/trust';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { conversations, messages } from '../schema/chat';
import { purchases } from '../schema/commerce';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';
import { disputes } from '../schema/trust';

export type TDisputeRow = typeof disputes.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertDispute(q: Queryable, values: typeof disputes.$inferInsert): Promise<TDisputeRow> {
  const [row] = await q.insert(disputes).values(values).returning();
  return row!;
}

/** The open dispute of a purchase, else its latest decided one; null when it never had one. */
export async function findLatestDispute(q: Queryable, purchaseId: string): Promise<TDisputeRow | null> {
  const [row] = await q
    .select()
    .from(disputes)
    .where(eq(disputes.purchaseId, purchaseId))
    .orderBy(sql`${disputes.status} = 'open' desc`, desc(disputes.createdAt))
    .limit(1);
  return row ?? null;
}

/** The open disputes of these purchases (disputes_one_open_idx), for the artist's sales list. */
export async function listOpenDisputesOf(q: Queryable, purchaseIds: readonly string[]) {
  if (purchaseIds.length === 0) return [];
  return q
    .select({
      id: disputes.id,
      purchaseId: disputes.purchaseId,
      reason: disputes.reason,
      message: disputes.message,
      createdAt: disputes.createdAt,
    })
    .from(disputes)
    .where(and(inArray(disputes.purchaseId, [...purchaseIds]), eq(disputes.status, 'open')));
}

/** Decides an open dispute; null when it was not open any more (another admin was first). */
export async function setDisputeDecision(
  q: Queryable,
  id: string,
  decision: { status: TDisputeStatus; decisionNote: string; decidedBy: string | null },
): Promise<TDisputeRow | null> {
  const [row] = await q
    .update(disputes)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(and(eq(disputes.id, id), eq(disputes.status, 'open')))
    .returning();
  return row ?? null;
}

const buyerUser = alias(users, 'buyer_user');
const artistUser = alias(users, 'artist_user');
const buyerProfile = alias(profiles, 'buyer_profile');
const artistProfile = alias(profiles, 'artist_profile');

/** A dispute with its purchase, track and both people, as the admin reads it. */
function disputeQuery(q: Queryable) {
  return q
    .select({
      dispute: disputes,
      purchase: purchases,
      trackTitle: tracks.title,
      buyer: {
        id: buyerUser.id,
        email: buyerUser.email,
        username: buyerProfile.username,
        suspendedAt: buyerProfile.suspendedAt,
        removedAt: buyerProfile.removedAt,
      },
      artist: {
        id: artistUser.id,
        email: artistUser.email,
        username: artistProfile.username,
        suspendedAt: artistProfile.suspendedAt,
        removedAt: artistProfile.removedAt,
      },
    })
    .from(disputes)
    .innerJoin(purchases, eq(purchases.id, disputes.purchaseId))
    .innerJoin(tracks, eq(tracks.id, purchases.trackId))
    .innerJoin(buyerUser, eq(buyerUser.id, disputes.buyerId))
    .innerJoin(buyerProfile, eq(buyerProfile.id, disputes.buyerId))
    .innerJoin(artistUser, eq(artistUser.id, disputes.artistId))
    .innerJoin(artistProfile, eq(artistProfile.id, disputes.artistId));
}

export type TDisputeView = NonNullable<Awaited<ReturnType<typeof findDisputeView>>>;

export async function findDisputeView(q: Queryable, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await disputeQuery(q).where(eq(disputes.id, id));
  return row ?? null;
}

export async function listDisputeQueue(
  q: Queryable,
  page: { status: TDisputeStatus; after: { createdAt: string; id: string } | null; limit: number },
) {
  return disputeQuery(q)
    .where(
      and(
        eq(disputes.status, page.status),
        page.after
          ? sql`(${disputes.createdAt}, ${disputes.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(page.limit);
}

/** The newest messages between a buyer and an artist (their one conversation), newest first. */
export async function listPairMessages(q: Queryable, pair: { buyerId: string; artistId: string }, limit: number) {
  return q
    .select({ id: messages.id, senderId: messages.senderId, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.buyerId, pair.buyerId), eq(conversations.artistId, pair.artistId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}
