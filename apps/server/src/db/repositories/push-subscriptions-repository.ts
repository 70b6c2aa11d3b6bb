import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { pushSubscriptions } from '../schema/notifications';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
}

export type TStoredPushSubscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'userId' | 'endpoint' | 'p256dh' | 'auth'
>;

const STORED = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * Stores a subscription by its endpoint: the same one again changes nothing; an endpoint stored
 * for another person (the device changed hands, or signed in as someone else) becomes this one's.
 */
export async function upsertPushSubscription(q: Queryable, row: NewPushSubscription): Promise<void> {
  await q
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: sql`excluded.user_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        userAgent: sql`excluded.user_agent`,
      },
      setWhere: sql`(${pushSubscriptions.userId}, ${pushSubscriptions.p256dh}, ${pushSubscriptions.auth}, ${pushSubscriptions.userAgent}) is distinct from (excluded.user_id, excluded.p256dh, excluded.auth, excluded.user_agent)`,
    });
}

export async function deleteOwnPushSubscription(q: Queryable, input: { userId: string; endpoint: string }) {
  await q
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), eq(pushSubscriptions.endpoint, input.endpoint)));
}

export async function hasOwnPushSubscription(q: Queryable, input: { userId: string; endpoint: string }) {
  const rows = await q
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), eq(pushSubscriptions.endpoint, input.endpoint)));
  return rows.length > 0;
}

export async function listPushSubscriptionsOf(q: Queryable, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return q
    .select(STORED)
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

export async function findPushSubscription(q: Queryable, id: string): Promise<TStoredPushSubscription | null> {
  const [row] = await q.select(STORED).from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** Deletes a subscription the push service no longer knows, unless it was stored again meanwhile with new keys. */
export async function deleteGonePushSubscription(q: Queryable, gone: TStoredPushSubscription): Promise<void> {
  await q
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, gone.id), eq(pushSubscriptions.p256dh, gone.p256dh)));
}

export async function markPushDelivered(q: Queryable, id: string): Promise<void> {
  await q
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}
