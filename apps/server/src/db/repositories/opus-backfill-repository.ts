import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { mediaBackfills } from '../schema/infra';
import { tracks } from '../schema/tracks';

export const OPUS_BACKFILL = 'opus-previews';

export interface TrackWithoutOpus {
  id: string;
  masterKey: string;
  voiceTagKey: string | null;
}

export type TBackfillState = typeof mediaBackfills.$inferSelect;

/** Ready tracks (deleted ones kept for buyers included) that have an MP3 preview and no Opus one, after `afterId` in id order. */
export async function listTracksWithoutOpus(
  q: Queryable,
  afterId: string | null,
  limit: number,
): Promise<TrackWithoutOpus[]> {
  return q
    .select({ id: tracks.id, masterKey: tracks.masterKey, voiceTagKey: tracks.voiceTagKey })
    .from(tracks)
    .where(
      and(
        eq(tracks.status, 'ready'),
        sql`${tracks.previewKey} is not null`,
        isNull(tracks.previewOpusKey),
        afterId === null ? undefined : gt(tracks.id, afterId),
      ),
    )
    .orderBy(asc(tracks.id))
    .limit(limit);
}

/** Records the Opus preview only on a ready track that still has none; true when it did. */
export async function recordOpusPreview(q: Queryable, trackId: string, key: string): Promise<boolean> {
  const [row] = await q
    .update(tracks)
    .set({ previewOpusKey: key })
    .where(and(eq(tracks.id, trackId), eq(tracks.status, 'ready'), isNull(tracks.previewOpusKey)))
    .returning({ id: tracks.id });
  return row !== undefined;
}

/** How many tracks the backfill still has to try. */
export async function countTracksWithoutOpus(q: Queryable): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(tracks)
    .where(and(eq(tracks.status, 'ready'), sql`${tracks.previewKey} is not null`, isNull(tracks.previewOpusKey)));
  return row?.count ?? 0;
}

export async function findBackfill(q: Queryable, name: string): Promise<TBackfillState | undefined> {
  const [row] = await q.select().from(mediaBackfills).where(eq(mediaBackfills.name, name));
  return row;
}

/**
 * Sets whether the pass should run, locking its row so two administrators' clicks serialise; the
 * stored position is kept unless `resetPosition` (a finished pass). Returns whether it ran before.
 */
export async function setBackfillRunning(
  q: Queryable,
  name: string,
  isRunning: boolean,
  options: { resetPosition?: boolean } = {},
): Promise<{ wasRunning: boolean; state: TBackfillState }> {
  await q.insert(mediaBackfills).values({ name }).onConflictDoNothing();
  // Selected for update, then written with an upsert: the row exists by now, so this only updates.
  const before = await q
    .select({ isRunning: mediaBackfills.isRunning })
    .from(mediaBackfills)
    .where(eq(mediaBackfills.name, name))
    .for('update');
  const [state] = await q
    .insert(mediaBackfills)
    .values({ name, isRunning })
    .onConflictDoUpdate({
      target: mediaBackfills.name,
      set: { isRunning, updatedAt: sql`now()`, ...(options.resetPosition ? { afterTrackId: null } : {}) },
    })
    .returning();
  return { wasRunning: before[0]?.isRunning ?? false, state: state! };
}

/** Moves the position past `trackId` and counts it; the same track twice counts once. */
export async function advanceBackfill(
  q: Queryable,
  name: string,
  trackId: string,
  outcome: 'converted' | 'skipped',
): Promise<boolean> {
  const counter = outcome === 'converted' ? mediaBackfills.convertedCount : mediaBackfills.skippedCount;
  const [row] = await q
    .update(mediaBackfills)
    .set({
      afterTrackId: trackId,
      [outcome === 'converted' ? 'convertedCount' : 'skippedCount']: sql`${counter} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mediaBackfills.name, name), sql`${mediaBackfills.afterTrackId} is distinct from ${trackId}`))
    .returning({ name: mediaBackfills.name });
  return row !== undefined;
}
