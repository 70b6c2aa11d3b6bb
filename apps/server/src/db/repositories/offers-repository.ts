import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { Queryable } from '../client';
import { offers } from '../schema/offers';
import { tracks } from '../schema/tracks';

export type TOfferRow = typeof offers.$inferSelect;
export type TNewOffer = typeof offers.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The offer's buyer or artist: anyone else's offer is not found. */
const participant = (userId: string): SQL => sql`(${offers.buyerId} = ${userId} or ${offers.artistId} = ${userId})`;

export type TOfferView = { offer: TOfferRow; trackTitle: string; trackCoverKey: string | null; trackIsSold: boolean };

function viewQuery(q: Queryable) {
  return q
    .select({ offer: offers, trackTitle: tracks.title, trackCoverKey: tracks.coverKey, trackIsSold: tracks.isSold })
    .from(offers)
    .innerJoin(tracks, eq(tracks.id, offers.trackId));
}

export async function findOfferView(q: Queryable, id: string, userId: string): Promise<TOfferView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await viewQuery(q).where(and(eq(offers.id, id), participant(userId)));
  return row ?? null;
}

/** The offers posted in one page of a chat, in one query. */
export async function listOfferViews(q: Queryable, ids: readonly string[]): Promise<TOfferView[]> {
  if (ids.length === 0) return [];
  return viewQuery(q).where(inArray(offers.id, [...ids]));
}

/** The offer locked for a decision, if `userId` is one of its two people. */
export async function lockOwnOffer(q: Queryable, id: string, userId: string): Promise<TOfferRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await q
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), participant(userId)))
    .for('update');
  return row ?? null;
}

/** The open offer on this licence between the buyer and the track's artist, locked. */
export async function lockPendingOffer(
  q: Queryable,
  buyerId: string,
  trackId: string,
  kind: TLicenceKind,
): Promise<TOfferRow | null> {
  const [row] = await q
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.buyerId, buyerId),
        eq(offers.trackId, trackId),
        eq(offers.licenceKind, kind),
        eq(offers.status, 'pending'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertOffer(q: Queryable, values: TNewOffer): Promise<TOfferRow> {
  const [row] = await q.insert(offers).values(values).returning();
  return row!;
}

export async function updateOffer(q: Queryable, id: string, values: Partial<TNewOffer>): Promise<TOfferRow> {
  const [row] = await q.update(offers).set(values).where(eq(offers.id, id)).returning();
  return row!;
}

/** Every open offer on a track just sold exclusively, written down as void; the caller holds the track's lock. */
export async function voidPendingOffers(
  q: Queryable,
  trackId: string,
  decidedAt: Date,
): Promise<Pick<TOfferRow, 'buyerId' | 'artistId'>[]> {
  return q
    .update(offers)
    .set({ status: 'void', decidedAt })
    .where(and(eq(offers.trackId, trackId), eq(offers.status, 'pending')))
    .returning({ buyerId: offers.buyerId, artistId: offers.artistId });
}

/** The track an offer is about, locked: every offer decision locks the track first, as purchase decisions do. */
export async function lockOfferTrack(q: Queryable, trackId: string) {
  const [row] = await q
    .select({
      id: tracks.id,
      artistId: tracks.artistId,
      title: tracks.title,
      isSold: tracks.isSold,
      isAvailable: sql<boolean>`not ${tracks.isHidden} and ${tracks.status} = 'ready' and ${tracks.deletedAt} is null`,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId))
    .for('update');
  return row ?? null;
}
