import { eq, sql } from 'drizzle-orm';
import type { TLicenceInput } from '@beatpasal/shared/licences';
import type { Tx } from '../client';
import { trackLicences, tracks } from '../schema/tracks';

/** search_text, is_home_pick and the artist's track_count are set by triggers (migrations 0003–0004). */
export interface TrackFields {
  title: string;
  genre: string;
  bpm: number;
  musicalKey: string | null;
  mood: string | null;
  tags: string[];
  description: string;
  minPriceNpr: number | null;
  coverKey: string | null;
}

export interface NewTrack extends TrackFields {
  artistId: string;
  masterKey: string;
  masterContentType: string;
  voiceTagKey: string | null;
}

export async function insertTrack(tx: Tx, values: NewTrack): Promise<string> {
  const [row] = await tx
    .insert(tracks)
    .values({ ...values, status: 'processing' })
    .returning({ id: tracks.id });
  return row!.id;
}

/** Replaces the track's licences with the given set (disabled ones are kept so the edit form shows them). */
export async function saveLicences(tx: Tx, trackId: string, licences: readonly TLicenceInput[]): Promise<void> {
  await tx.delete(trackLicences).where(eq(trackLicences.trackId, trackId));
  if (licences.length === 0) return;
  await tx.insert(trackLicences).values(
    licences.map((licence) => ({
      trackId,
      kind: licence.kind,
      enabled: licence.enabled,
      priceNpr: licence.negotiable ? null : licence.priceNpr,
      isNegotiable: licence.negotiable,
      terms: licence.terms === '' ? null : licence.terms,
      leaseDays: licence.leaseDays,
      streamCap: licence.streamCap,
      deliverables: licence.deliverables,
    })),
  );
}

export async function updateTrack(tx: Tx, trackId: string, fields: TrackFields): Promise<void> {
  await tx
    .update(tracks)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(tracks.id, trackId));
}

export async function deleteTrackRow(tx: Tx, trackId: string): Promise<void> {
  await tx.delete(tracks).where(eq(tracks.id, trackId));
}

/** Deleted by its artist but bought by someone: out of every list and page, kept for its buyers. */
export async function hideDeletedTrack(tx: Tx, trackId: string): Promise<void> {
  await tx
    .update(tracks)
    .set({ isHidden: true, deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(tracks.id, trackId));
}
