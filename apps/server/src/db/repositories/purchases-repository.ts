import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isExclusiveKind, type TLicenceKind } from '@beatpasal/shared/licences';
import { OPEN_STATUSES } from '@beatpasal/shared/purchase-states';
import { WALLET_KINDS, type TWalletKind } from '@beatpasal/shared/schemas/profiles';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { artistSaleTotals, purchases } from '../schema/commerce';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';

export type TPurchaseRow = typeof purchases.$inferSelect;
export type TNewPurchase = typeof purchases.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose purchase it must be: a row of anyone else is not found. */
export type TPurchaseOwner = { buyerId: string } | { artistId: string } | { buyerOrArtistId: string };

function ownerFilter(owner: TPurchaseOwner): SQL {
  if ('buyerId' in owner) return eq(purchases.buyerId, owner.buyerId);
  if ('artistId' in owner) return eq(purchases.artistId, owner.artistId);
  return sql`(${purchases.buyerId} = ${owner.buyerOrArtistId} or ${purchases.artistId} = ${owner.buyerOrArtistId})`;
}

/** The purchase if it belongs to `owner`; `forUpdate` locks it for a state change. */
export async function findOwnPurchase(
  q: Queryable,
  id: string,
  owner: TPurchaseOwner,
  options: { forUpdate?: boolean } = {},
): Promise<TPurchaseRow | null> {
  if (!UUID.test(id)) return null;
  const query = q
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), ownerFilter(owner)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPurchaseForUpdate(q: Queryable, id: string): Promise<TPurchaseRow | null> {
  const [row] = await q.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row ?? null;
}

export async function findOpenPurchase(
  q: Queryable,
  buyerId: string,
  trackId: string,
  kind: TLicenceKind,
): Promise<TPurchaseRow | null> {
  const [row] = await q
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.buyerId, buyerId),
        eq(purchases.trackId, trackId),
        eq(purchases.licenceKind, kind),
        inArray(purchases.status, [...OPEN_STATUSES]),
      ),
    );
  return row ?? null;
}

export async function insertPurchase(q: Queryable, values: TNewPurchase): Promise<TPurchaseRow> {
  const [row] = await q.insert(purchases).values(values).returning();
  return row!;
}

export async function updatePurchase(q: Queryable, id: string, values: Partial<TNewPurchase>): Promise<TPurchaseRow> {
  const [row] = await q
    .update(purchases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(purchases.id, id))
    .returning();
  return row!;
}

/** Another purchase already carries this screenshot (same pixels) or this wallet transaction. */
export async function findProofReuse(
  q: Queryable,
  input: { purchaseId: string; screenshotSha256: string; wallet: string; transactionId: string },
): Promise<'screenshot' | 'transaction' | null> {
  const rows = await q
    .select({ sha: purchases.screenshotSha256 })
    .from(purchases)
    .where(
      and(
        ne(purchases.id, input.purchaseId),
        sql`(${purchases.screenshotSha256} = ${input.screenshotSha256} or (${purchases.walletLabel} = ${input.wallet} and ${purchases.walletTransactionId} = ${input.transactionId}))`,
      ),
    )
    .limit(2);
  if (rows.length === 0) return null;
  return rows.some((row) => row.sha === input.screenshotSha256) ? 'screenshot' : 'transaction';
}

/** Open purchases of an exclusive kind of the track, other than `exceptId`, locked: the ones a sale closes. */
export async function lockOtherOpenExclusives(
  q: Queryable,
  trackId: string,
  exceptId: string,
): Promise<TPurchaseRow[]> {
  const rows = await q
    .select()
    .from(purchases)
    .where(
      and(eq(purchases.trackId, trackId), ne(purchases.id, exceptId), inArray(purchases.status, [...OPEN_STATUSES])),
    )
    .orderBy(purchases.id)
    .for('update');
  return rows.filter((row) => isExclusiveKind(row.licenceKind));
}

/** Awaiting-payment purchases older than `before`: what the expiry job closes. */
export async function listLapsedPurchaseIds(q: Queryable, before: Date, limit: number): Promise<string[]> {
  const rows = await q
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'awaiting_payment'),
        sql`${purchases.createdAt} < ${before.toISOString()}`,
        // A grouped request's lines lapse with their lead.
        isNull(purchases.leadPurchaseId),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

export const artistProfile = alias(profiles, 'artist_profile');
export const buyerProfile = alias(profiles, 'buyer_profile');

/** Columns every purchase view needs: the purchase, its track and artist, and the buyer's contact details. */
export const purchaseViewColumns = {
  purchase: purchases,
  cursorAt: sql<string>`to_char(${purchases.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  trackTitle: tracks.title,
  trackCoverKey: tracks.coverKey,
  trackIsSold: tracks.isSold,
  trackMasterKey: tracks.masterKey,
  trackMasterContentType: tracks.masterContentType,
  artistUsername: artistProfile.username,
  artistDisplayName: artistProfile.displayName,
  buyerUsername: buyerProfile.username,
  buyerFullName: buyerProfile.buyerFullName,
  buyerPhone: buyerProfile.buyerPhone,
  buyerAddress: buyerProfile.buyerAddress,
  buyerEmail: users.email,
};

export type TPurchaseView = {
  purchase: TPurchaseRow;
  cursorAt: string;
  trackTitle: string;
  trackCoverKey: string | null;
  trackIsSold: boolean;
  trackMasterKey: string;
  trackMasterContentType: string;
  artistUsername: string | null;
  artistDisplayName: string | null;
  buyerUsername: string | null;
  buyerFullName: string | null;
  buyerPhone: string | null;
  buyerAddress: string | null;
  buyerEmail: string;
};

/** Purchases with their track and people; the caller adds which rows. */
export function viewQuery(q: Queryable) {
  return q
    .select(purchaseViewColumns)
    .from(purchases)
    .innerJoin(tracks, eq(tracks.id, purchases.trackId))
    .innerJoin(artistProfile, eq(artistProfile.id, purchases.artistId))
    .innerJoin(buyerProfile, eq(buyerProfile.id, purchases.buyerId))
    .innerJoin(users, eq(users.id, purchases.buyerId));
}

export async function findPurchaseView(q: Queryable, id: string): Promise<TPurchaseView | null> {
  const [row] = await viewQuery(q).where(eq(purchases.id, id));
  return row ?? null;
}

export type TSaleStatus = 'pending' | 'approved' | 'rejected' | 'closed';

/** Totals over the artist's sales in `statuses` (all when null), from the one row the purchases trigger keeps. */
export async function sumArtistSales(q: Queryable, artistId: string, statuses: readonly TSaleStatus[] | null) {
  const [row] = await q.select().from(artistSaleTotals).where(eq(artistSaleTotals.artistId, artistId));
  const counts: Record<TSaleStatus, number> = {
    pending: row?.pendingCount ?? 0,
    approved: row?.approvedCount ?? 0,
    rejected: row?.rejectedCount ?? 0,
    closed: row?.closedCount ?? 0,
  };
  const has = (status: TSaleStatus) => !statuses || statuses.includes(status);
  const included = (Object.keys(counts) as TSaleStatus[]).filter(has);
  return {
    count: included.reduce((sum, status) => sum + counts[status], 0),
    approvedNpr: has('approved') ? (row?.approvedNpr ?? 0) : 0,
    refundedNpr: has('rejected') ? (row?.refundedNpr ?? 0) : 0,
  };
}

/**
 * The track's row, locked: 'update' for a sale decision, 'share' to open a purchase of it, so a sale
 * and a new purchase of one track never interleave. Every decision locks the track before the
 * purchase, so two never wait on each other.
 */
export async function lockTrackForSale(q: Queryable, trackId: string, strength: 'update' | 'share' = 'update') {
  const [row] = await q
    .select({ id: tracks.id, isSold: tracks.isSold, title: tracks.title })
    .from(tracks)
    .where(eq(tracks.id, trackId))
    .for(strength);
  return row ?? null;
}

export async function setTrackSold(q: Queryable, trackId: string, isSold: boolean): Promise<void> {
  await q
    .update(tracks)
    .set({ isSold, updatedAt: sql`now()` })
    .where(eq(tracks.id, trackId));
}

/** Another purchase of this buyer from this artist that the artist rejected as 'Not enough fund'. */
export async function hasEarlierShortPayment(
  q: Queryable,
  row: Pick<TPurchaseRow, 'id' | 'buyerId' | 'artistId'>,
): Promise<boolean> {
  const found = await q
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.buyerId, row.buyerId),
        eq(purchases.artistId, row.artistId),
        ne(purchases.id, row.id),
        eq(purchases.status, 'rejected'),
        eq(purchases.rejectionReason, 'not_enough_fund'),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** The transaction id on another purchase under a different wallet (the same wallet is refused outright). */
export async function isTransactionOnOtherWallet(
  q: Queryable,
  input: { purchaseId: string; wallet: TWalletKind; transactionId: string },
): Promise<boolean> {
  const found = await q
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        inArray(
          purchases.walletLabel,
          WALLET_KINDS.filter((kind) => kind !== input.wallet),
        ),
        eq(purchases.walletTransactionId, input.transactionId),
        ne(purchases.id, input.purchaseId),
      ),
    )
    .limit(1);
  return found.length > 0;
}
