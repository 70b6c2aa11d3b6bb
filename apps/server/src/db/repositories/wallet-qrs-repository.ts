import { and, asc, count, desc, eq, isNull, like, ne, or } from 'drizzle-orm';
import type { Queryable } from '../client';
import { walletQrs } from '../schema/profiles';

export type TWalletQrRow = Pick<
  typeof walletQrs.$inferSelect,
  'id' | 'label' | 'imageKey' | 'isPrimary' | 'payloadKind' | 'payeeName' | 'payeeNetwork' | 'includeReference'
>;
export type TWalletLabel = (typeof walletQrs.$inferSelect)['label'];

const columns = {
  id: walletQrs.id,
  label: walletQrs.label,
  imageKey: walletQrs.imageKey,
  isPrimary: walletQrs.isPrimary,
  payloadKind: walletQrs.payloadKind,
  payeeName: walletQrs.payeeName,
  payeeNetwork: walletQrs.payeeNetwork,
  includeReference: walletQrs.includeReference,
};

/** Primary first, then oldest first: the order the profile form lists them. */
export async function listWalletQrs(q: Queryable, artistId: string): Promise<TWalletQrRow[]> {
  return q
    .select(columns)
    .from(walletQrs)
    .where(eq(walletQrs.artistId, artistId))
    .orderBy(desc(walletQrs.isPrimary), asc(walletQrs.createdAt), asc(walletQrs.id));
}

export async function countWalletQrs(q: Queryable, artistId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(walletQrs).where(eq(walletQrs.artistId, artistId));
  return row?.n ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the artist's own QR: someone else's id, or an id that is not even a uuid, finds nothing. */
export async function findOwnWalletQr(q: Queryable, artistId: string, id: string): Promise<TWalletQrRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await q
    .select(columns)
    .from(walletQrs)
    .where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.id, id)));
  return row ?? null;
}

export async function findPrimaryWalletQr(q: Queryable, artistId: string): Promise<TWalletQrRow | null> {
  const [row] = await q
    .select(columns)
    .from(walletQrs)
    .where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.isPrimary, true)));
  return row ?? null;
}

export interface NewWalletQr {
  artistId: string;
  label: TWalletLabel;
  imageKey: string;
  decodedText: string;
  isPrimary: boolean;
  payloadKind?: TWalletQrRow['payloadKind'];
  payeeName?: string | null;
  payeeNetwork?: string | null;
}

export async function insertWalletQr(q: Queryable, input: NewWalletQr): Promise<TWalletQrRow> {
  const [row] = await q.insert(walletQrs).values(input).returning(columns);
  return row!;
}

/** Two statements, unset then set: a single UPDATE could briefly hold two primaries and trip the unique index. */
export async function makeWalletQrPrimary(q: Queryable, artistId: string, id: string): Promise<void> {
  await q
    .update(walletQrs)
    .set({ isPrimary: false })
    .where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.isPrimary, true), ne(walletQrs.id, id)));
  await q
    .update(walletQrs)
    .set({ isPrimary: true })
    .where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.id, id)));
}

export async function deleteOwnWalletQr(q: Queryable, artistId: string, id: string): Promise<void> {
  await q.delete(walletQrs).where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.id, id)));
}

/** The oldest remaining QR, which takes over when the primary is deleted. */
export async function findOldestWalletQr(q: Queryable, artistId: string): Promise<TWalletQrRow | null> {
  const [row] = await q
    .select(columns)
    .from(walletQrs)
    .where(eq(walletQrs.artistId, artistId))
    .orderBy(asc(walletQrs.createdAt), asc(walletQrs.id))
    .limit(1);
  return row ?? null;
}

/** The payload fields of a QR, as classified from its decoded text (issue 30). */
export type TWalletQrPayloadColumns = Pick<TWalletQrRow, 'payloadKind' | 'payeeName' | 'payeeNetwork'>;

/**
 * The artist's QRs saved before payloads were classified (migration 0021 left them 'other' with no
 * payee) whose text could be EMVCo or JSON: the only ones classifying may change.
 */
export async function listUnclassifiedWalletQrs(
  q: Queryable,
  artistId: string,
): Promise<{ id: string; decodedText: string }[]> {
  return q
    .select({ id: walletQrs.id, decodedText: walletQrs.decodedText })
    .from(walletQrs)
    .where(
      and(
        eq(walletQrs.artistId, artistId),
        eq(walletQrs.payloadKind, 'other'),
        isNull(walletQrs.payeeName),
        or(like(walletQrs.decodedText, '000201%'), like(walletQrs.decodedText, '{%')),
      ),
    );
}

export async function setWalletQrPayload(
  q: Queryable,
  artistId: string,
  id: string,
  payload: TWalletQrPayloadColumns,
): Promise<void> {
  await q
    .update(walletQrs)
    .set(payload)
    .where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.id, id)));
}

export async function setWalletQrIncludeReference(
  q: Queryable,
  artistId: string,
  id: string,
  includeReference: boolean,
): Promise<void> {
  await q
    .update(walletQrs)
    .set({ includeReference })
    .where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.id, id)));
}

/** One of the artist's QRs with the text a checkout QR is built from; a non-uuid id finds nothing. */
export async function findWalletQrPayload(
  q: Queryable,
  artistId: string,
  id: string,
): Promise<(TWalletQrRow & { decodedText: string }) | null> {
  if (!UUID.test(id)) return null;
  const [row] = await q
    .select({ ...columns, decodedText: walletQrs.decodedText })
    .from(walletQrs)
    .where(and(eq(walletQrs.artistId, artistId), eq(walletQrs.id, id)));
  return row ?? null;
}
