import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '@beatpasal/shared/purchase-states';
import type { TForwardedMessageOutcome } from '@beatpasal/shared/payments/payment-kinds';
import type { Queryable } from '../client';
import { forwardedPayments, paymentInboxes, purchases } from '../schema/commerce';
import { profiles } from '../schema/profiles';

/** Queries of confirming sales from credit messages (decision 065); each is scoped to one artist. */

export interface TOpenOrder {
  purchaseId: string;
  reference: string;
  buyerUsername: string | null;
  amountPaisa: number;
  status: 'awaiting_payment' | 'pending';
  walletTransactionId: string | null;
}

/** The artist's open orders (awaiting payment or with proof in), the only ones a message may confirm. */
export async function listOpenOrders(q: Queryable, artistId: string): Promise<TOpenOrder[]> {
  const rows = await q
    .select({
      purchaseId: purchases.id,
      reference: purchases.referenceCode,
      buyerUsername: profiles.username,
      amountPaisa: purchases.amountPaisa,
      status: purchases.status,
      walletTransactionId: purchases.walletTransactionId,
    })
    .from(purchases)
    .innerJoin(profiles, eq(profiles.id, purchases.buyerId))
    .where(
      and(
        eq(purchases.artistId, artistId),
        inArray(purchases.status, [...OPEN_STATUSES]),
        // The lines following a grouped request's lead are paid with the lead's amount (decision 091).
        isNull(purchases.leadPurchaseId),
      ),
    );
  return rows as TOpenOrder[];
}

/** RRNs among `rrns` that already confirmed a purchase of this artist, with that purchase's id. */
export async function findUsedRrns(q: Queryable, artistId: string, rrns: string[]): Promise<Map<string, string>> {
  if (rrns.length === 0) return new Map();
  const rows = await q
    .select({ rrn: purchases.paymentRrn, purchaseId: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.artistId, artistId), isNotNull(purchases.paymentRrn), inArray(purchases.paymentRrn, rrns)));
  return new Map(rows.map((row) => [row.rrn!, row.purchaseId]));
}

export async function findInbox(q: Queryable, artistId: string) {
  const [row] = await q.select().from(paymentInboxes).where(eq(paymentInboxes.artistId, artistId));
  return row ?? null;
}

export async function findInboxByTokenHash(q: Queryable, tokenHash: string) {
  const [row] = await q.select().from(paymentInboxes).where(eq(paymentInboxes.tokenHash, tokenHash));
  return row ?? null;
}

/** Turns the address on, or replaces its secret (the old URL stops working at once); the switch is kept. */
export async function upsertInbox(q: Queryable, artistId: string, tokenHash: string) {
  const [row] = await q
    .insert(paymentInboxes)
    .values({ artistId, tokenHash })
    .onConflictDoUpdate({ target: paymentInboxes.artistId, set: { tokenHash, createdAt: sql`now()` } })
    .returning();
  return row!;
}

export async function deleteInbox(q: Queryable, artistId: string): Promise<void> {
  await q.delete(paymentInboxes).where(eq(paymentInboxes.artistId, artistId));
}

export async function setInboxAutoConfirm(q: Queryable, artistId: string, autoConfirm: boolean) {
  const [row] = await q
    .update(paymentInboxes)
    .set({ autoConfirm })
    .where(eq(paymentInboxes.artistId, artistId))
    .returning();
  return row ?? null;
}

export type TNewForwardedPayment = typeof forwardedPayments.$inferInsert;

export async function insertForwardedPayment(q: Queryable, values: TNewForwardedPayment) {
  const [row] = await q.insert(forwardedPayments).values(values).returning();
  return row!;
}

const forwardedColumns = {
  id: forwardedPayments.id,
  amountPaisa: forwardedPayments.amountPaisa,
  rrn: forwardedPayments.rrn,
  sender: forwardedPayments.sender,
  sentAt: forwardedPayments.sentAt,
  outcome: forwardedPayments.outcome,
  reason: forwardedPayments.reason,
  createdAt: forwardedPayments.createdAt,
  cursorAt: sql<string>`to_char(${forwardedPayments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  purchaseId: forwardedPayments.purchaseId,
  purchaseReference: purchases.referenceCode,
  purchaseAmountPaisa: purchases.amountPaisa,
  purchaseStatus: purchases.status,
  buyerUsername: profiles.username,
};

export type TForwardedView = Awaited<ReturnType<typeof listForwardedPayments>>[number];

/** Newest first, a keyset page after (createdAt, id). */
export async function listForwardedPayments(
  q: Queryable,
  artistId: string,
  options: { after: readonly [string, string] | null; limit: number },
) {
  const mine = eq(forwardedPayments.artistId, artistId);
  const after = options.after
    ? sql`(${forwardedPayments.createdAt}, ${forwardedPayments.id}) < (${options.after[0]}::timestamptz, ${options.after[1]}::uuid)`
    : undefined;
  return q
    .select(forwardedColumns)
    .from(forwardedPayments)
    .leftJoin(purchases, eq(purchases.id, forwardedPayments.purchaseId))
    .leftJoin(profiles, eq(profiles.id, purchases.buyerId))
    .where(and(mine, after))
    .orderBy(desc(forwardedPayments.createdAt), desc(forwardedPayments.id))
    .limit(options.limit);
}

export async function findForwardedView(q: Queryable, artistId: string, id: string): Promise<TForwardedView | null> {
  const [row] = await q
    .select(forwardedColumns)
    .from(forwardedPayments)
    .leftJoin(purchases, eq(purchases.id, forwardedPayments.purchaseId))
    .leftJoin(profiles, eq(profiles.id, purchases.buyerId))
    .where(and(eq(forwardedPayments.artistId, artistId), eq(forwardedPayments.id, id)));
  return row ?? null;
}

export async function findOwnForwardedForUpdate(q: Queryable, artistId: string, id: string) {
  const [row] = await q
    .select()
    .from(forwardedPayments)
    .where(and(eq(forwardedPayments.artistId, artistId), eq(forwardedPayments.id, id)))
    .for('update');
  return row ?? null;
}

export async function setForwardedOutcome(
  q: Queryable,
  id: string,
  outcome: TForwardedMessageOutcome,
  purchaseId?: string,
): Promise<void> {
  await q
    .update(forwardedPayments)
    .set({ outcome, ...(purchaseId ? { purchaseId } : {}) })
    .where(eq(forwardedPayments.id, id));
}
