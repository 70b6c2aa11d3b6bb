import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { coProducerShares } from '../schema/co-producers';
import { purchases } from '../schema/commerce';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';

export type TShareSide = 'lead' | 'coProducer';
const counterpart = alias(profiles, 'counterpart');

/** Writes a sale's shares; a share already written for the sale and person is left as it is. */
export async function insertShares(
  q: Queryable,
  rows: {
    purchaseId: string;
    trackId: string;
    leadId: string;
    coProducerId: string;
    sharePercent: number;
    saleAmountPaisa: number;
    amountPaisa: number;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.insert(coProducerShares).values(rows).onConflictDoNothing();
}

const columns = {
  id: coProducerShares.id,
  soldAt: coProducerShares.createdAt,
  trackId: coProducerShares.trackId,
  trackTitle: tracks.title,
  licenceKind: purchases.licenceKind,
  isRevoked: sql<boolean>`${purchases.revokedAt} is not null`,
  saleAmountPaisa: coProducerShares.saleAmountPaisa,
  sharePercent: coProducerShares.sharePercent,
  amountPaisa: coProducerShares.amountPaisa,
  counterpartId: counterpart.id,
  counterpartUsername: counterpart.username,
  counterpartDisplayName: counterpart.displayName,
  settledAt: coProducerShares.settledAt,
  transactionId: coProducerShares.settlementTransactionId,
};

/** Only the sale's facts: nothing of the buyer is selected. */
function selectShares(q: Queryable, side: TShareSide) {
  const other = side === 'lead' ? coProducerShares.coProducerId : coProducerShares.leadId;
  return q
    .select(columns)
    .from(coProducerShares)
    .innerJoin(purchases, eq(purchases.id, coProducerShares.purchaseId))
    .innerJoin(tracks, eq(tracks.id, coProducerShares.trackId))
    .innerJoin(counterpart, eq(counterpart.id, other));
}
export type TShareRow = Awaited<ReturnType<typeof listShares>>[number];

const owner = (side: TShareSide, userId: string) =>
  eq(side === 'lead' ? coProducerShares.leadId : coProducerShares.coProducerId, userId);

/** The shares a person owes (lead) or is owed (co-producer), newest first. */
export async function listShares(q: Queryable, side: TShareSide, userId: string, limit: number) {
  return selectShares(q, side)
    .where(owner(side, userId))
    .orderBy(desc(coProducerShares.createdAt), desc(coProducerShares.id))
    .limit(limit);
}

/** Owed and settled paisa per counterpart, over every share (not only the listed page). */
export async function sumShares(q: Queryable, side: TShareSide, userId: string) {
  const other = side === 'lead' ? coProducerShares.coProducerId : coProducerShares.leadId;
  return q
    .select({
      username: profiles.username,
      displayName: profiles.displayName,
      owedPaisa: sql<number>`coalesce(sum(${coProducerShares.amountPaisa}) filter (where ${coProducerShares.settledAt} is null), 0)::int`,
      settledPaisa: sql<number>`coalesce(sum(${coProducerShares.amountPaisa}) filter (where ${coProducerShares.settledAt} is not null), 0)::int`,
    })
    .from(coProducerShares)
    .innerJoin(profiles, eq(profiles.id, other))
    .where(owner(side, userId))
    .groupBy(profiles.id, profiles.username, profiles.displayName)
    .orderBy(profiles.username);
}

/** One share the lead owes, optionally locked for settling; null for anyone else's. */
export async function findLeadShare(q: Queryable, id: string, leadId: string, options: { forUpdate?: boolean } = {}) {
  const query = selectShares(q, 'lead').where(and(eq(coProducerShares.id, id), owner('lead', leadId)));
  const [row] = options.forUpdate ? await query.for('update', { of: coProducerShares }) : await query;
  return row ?? null;
}

export async function settleShare(q: Queryable, id: string, transactionId: string): Promise<void> {
  await q
    .update(coProducerShares)
    .set({ settledAt: new Date(), settlementTransactionId: transactionId })
    .where(eq(coProducerShares.id, id));
}

/** The co-producers who share one sale, as its agreement credits them: larger shares first, as the track page. */
export async function listSaleCoProducerNames(q: Queryable, purchaseId: string): Promise<string[]> {
  const rows = await q
    .select({ name: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})` })
    .from(coProducerShares)
    .innerJoin(profiles, eq(profiles.id, coProducerShares.coProducerId))
    .where(eq(coProducerShares.purchaseId, purchaseId))
    .orderBy(desc(coProducerShares.sharePercent), profiles.username);
  return rows.map((row) => row.name);
}

/** The unsettled shares of a sale, recomputed on what the lead kept of it (whole percent, rounded down). */
export async function reviseUnsettledShares(q: Queryable, purchaseId: string, keptPaisa: number): Promise<void> {
  await q
    .update(coProducerShares)
    .set({ amountPaisa: sql`(${keptPaisa}::int * ${coProducerShares.sharePercent}) / 100` })
    .where(and(eq(coProducerShares.purchaseId, purchaseId), sql`${coProducerShares.settledAt} is null`));
}
