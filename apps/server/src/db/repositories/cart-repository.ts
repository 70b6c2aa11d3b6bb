import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import type { Queryable } from '../client';
import { cartItems } from '../schema/cart';
import { profiles } from '../schema/profiles';
import { trackLicences, tracks } from '../schema/tracks';

export type TCartKey = { trackId: string; licenceKind: TLicenceKind };

/** A track's licence with what decides whether it can be bought now, and its price in force. */
export interface TOfferedLicenceRow extends TCartKey {
  title: string;
  coverKey: string | null;
  artistId: string;
  artistUsername: string | null;
  artistDisplayName: string | null;
  isSold: boolean;
  isOnSale: boolean;
  /** The licence's fixed price now; null when the licence is off, negotiable or unpriced. */
  priceNpr: number | null;
}

export interface TCartLineRow extends TOfferedLicenceRow {
  addedAt: Date;
}

const offeredFields = {
  title: tracks.title,
  coverKey: tracks.coverKey,
  artistId: tracks.artistId,
  artistUsername: profiles.username,
  artistDisplayName: profiles.displayName,
  isSold: tracks.isSold,
  isOnSale: sql<boolean>`(${tracks.deletedAt} is null and not ${tracks.isHidden} and ${tracks.status} = 'ready')`,
  priceNpr: sql<number | null>`(case when ${trackLicences.enabled} and not ${trackLicences.isNegotiable}
    then ${trackLicences.priceNpr} end)`,
};

/** The buyer's cart, oldest line first, each with its track, artist and licence as they are now. */
export async function listCartLines(q: Queryable, buyerId: string): Promise<TCartLineRow[]> {
  return q
    .select({
      trackId: cartItems.trackId,
      licenceKind: cartItems.licenceKind,
      addedAt: cartItems.addedAt,
      ...offeredFields,
    })
    .from(cartItems)
    .innerJoin(tracks, eq(tracks.id, cartItems.trackId))
    .innerJoin(profiles, eq(profiles.id, tracks.artistId))
    .leftJoin(
      trackLicences,
      and(eq(trackLicences.trackId, cartItems.trackId), eq(trackLicences.kind, cartItems.licenceKind)),
    )
    .where(eq(cartItems.buyerId, buyerId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.trackId), asc(cartItems.licenceKind));
}

/** These licences as they are now, for lines about to enter a cart; a track or kind that does not exist is left out. */
export async function listOfferedLicences(q: Queryable, keys: readonly TCartKey[]): Promise<TOfferedLicenceRow[]> {
  if (keys.length === 0) return [];
  return q
    .select({ trackId: tracks.id, licenceKind: trackLicences.kind, ...offeredFields })
    .from(trackLicences)
    .innerJoin(tracks, eq(tracks.id, trackLicences.trackId))
    .innerJoin(profiles, eq(profiles.id, tracks.artistId))
    .where(
      or(...keys.map((key) => and(eq(trackLicences.trackId, key.trackId), eq(trackLicences.kind, key.licenceKind)))),
    );
}

export async function countCartItems(q: Queryable, buyerId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(cartItems).where(eq(cartItems.buyerId, buyerId));
  return row?.n ?? 0;
}

/** Adds the lines the cart does not hold yet; a line already there keeps its place. */
export async function insertCartItems(q: Queryable, buyerId: string, keys: readonly TCartKey[]): Promise<void> {
  if (keys.length === 0) return;
  await q
    .insert(cartItems)
    .values(keys.map((key) => ({ buyerId, ...key })))
    .onConflictDoNothing();
}

export async function deleteCartItems(q: Queryable, buyerId: string, keys: readonly TCartKey[]): Promise<void> {
  if (keys.length === 0) return;
  const matches = keys.map((key) =>
    and(eq(cartItems.trackId, key.trackId), eq(cartItems.licenceKind, key.licenceKind)),
  );
  await q.delete(cartItems).where(and(eq(cartItems.buyerId, buyerId), or(...matches)));
}

/** Serialises changes to one buyer's cart, so two adds at once cannot pass its size limit together. */
export async function lockCart(q: Queryable, buyerId: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart|${buyerId}`}, 0))`);
}
