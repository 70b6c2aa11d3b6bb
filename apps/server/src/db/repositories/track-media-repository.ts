import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../client';
import { tracks } from '../schema/tracks';

const ownedBy = (trackId: string, artistId: string) => and(eq(tracks.id, trackId), eq(tracks.artistId, artistId));
const stillProcessing = (trackId: string) => and(eq(tracks.id, trackId), eq(tracks.status, 'processing'));

export interface TrackToProcess {
  status: (typeof tracks.$inferSelect)['status'];
  artistId: string;
  masterKey: string;
  voiceTagKey: string | null;
}

export interface TrackPreview {
  previewKey: string;
  previewOpusKey: string | null;
  peaks: number[];
  durationSeconds: number;
}

/** Only a failed track of this artist goes back to 'processing'; true when it did. */
export async function retryFailedTrack(q: Queryable, trackId: string, artistId: string): Promise<boolean> {
  const [retried] = await q
    .update(tracks)
    .set({ status: 'processing', processingError: null })
    .where(and(ownedBy(trackId, artistId), eq(tracks.status, 'failed')))
    .returning({ id: tracks.id });
  return retried !== undefined;
}

export async function isTrackOfArtist(q: Queryable, trackId: string, artistId: string): Promise<boolean> {
  const [existing] = await q.select({ id: tracks.id }).from(tracks).where(ownedBy(trackId, artistId));
  return existing !== undefined;
}

export async function findTrackToProcess(q: Queryable, trackId: string): Promise<TrackToProcess | undefined> {
  const [track] = await q
    .select({
      status: tracks.status,
      artistId: tracks.artistId,
      masterKey: tracks.masterKey,
      voiceTagKey: tracks.voiceTagKey,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return track;
}

/** Locks the track while it still waits for its media; undefined when it was deleted or finished meanwhile. */
export async function lockProcessingTrack(
  tx: Tx,
  trackId: string,
): Promise<{ artistId: string; previewKey: string | null; previewOpusKey: string | null } | undefined> {
  const [row] = await tx
    .select({ artistId: tracks.artistId, previewKey: tracks.previewKey, previewOpusKey: tracks.previewOpusKey })
    .from(tracks)
    .where(stillProcessing(trackId))
    .for('update');
  return row;
}

export async function recordTrackPreview(tx: Tx, trackId: string, preview: TrackPreview): Promise<void> {
  await tx
    .update(tracks)
    .set({
      previewKey: preview.previewKey,
      previewOpusKey: preview.previewOpusKey,
      peaks: preview.peaks,
      durationSeconds: preview.durationSeconds,
      status: 'ready',
      processingError: null,
    })
    .where(eq(tracks.id, trackId));
}

/** The artist of a track that was still processing and is now failed with `message`; null when it was not processing. */
export async function failProcessingTrack(q: Queryable, trackId: string, message: string): Promise<string | null> {
  const [row] = await q
    .update(tracks)
    .set({ status: 'failed', processingError: message })
    .where(stillProcessing(trackId))
    .returning({ artistId: tracks.artistId });
  return row?.artistId ?? null;
}
