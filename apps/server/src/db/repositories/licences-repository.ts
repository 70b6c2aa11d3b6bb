import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';
import { tracks } from '../schema/tracks';
import { artistProfile, buyerProfile } from './purchases-repository';

/**
 * Gives an approved purchase without one its licence code, issued on the day it was marked as paid;
 * false when it has one already or is not approved.
 */
export async function setLicenceCode(q: Queryable, purchaseId: string, code: string): Promise<boolean> {
  const rows = await q
    .update(purchases)
    .set({ licenceCode: code, licenceIssuedAt: sql`coalesce(${purchases.decidedAt}, now())` })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'approved'), isNull(purchases.licenceCode)))
    .returning({ id: purchases.id });
  return rows.length > 0;
}

export async function findLicenceCode(
  q: Queryable,
  purchaseId: string,
): Promise<{ code: string | null; issuedAt: Date | null; status: string } | null> {
  const [row] = await q
    .select({ code: purchases.licenceCode, issuedAt: purchases.licenceIssuedAt, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}

/**
 * The public facts of the licence with this code. Selects only what the public page shows: the
 * buyer's full name (printed on the agreement) or username, never contact details, price or proof.
 */
export async function findLicenceByCode(q: Queryable, code: string) {
  const [row] = await q
    .select({
      code: purchases.licenceCode,
      status: purchases.status,
      licenceKind: purchases.licenceKind,
      licenceTerms: purchases.licenceTerms,
      streamCap: purchases.streamCap,
      leaseDays: purchases.leaseDays,
      deliverables: purchases.deliverables,
      issuedAt: purchases.licenceIssuedAt,
      decidedAt: purchases.decidedAt,
      revokedAt: purchases.revokedAt,
      trackTitle: tracks.title,
      artistUsername: artistProfile.username,
      artistDisplayName: artistProfile.displayName,
      buyerUsername: buyerProfile.username,
      buyerFullName: buyerProfile.buyerFullName,
    })
    .from(purchases)
    .innerJoin(tracks, eq(tracks.id, purchases.trackId))
    .innerJoin(artistProfile, eq(artistProfile.id, purchases.artistId))
    .innerJoin(buyerProfile, eq(buyerProfile.id, purchases.buyerId))
    .where(eq(purchases.licenceCode, code));
  return row ?? null;
}
export type TLicenceRow = NonNullable<Awaited<ReturnType<typeof findLicenceByCode>>>;
