import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { tracks } from '../schema/tracks';

/** A listener's plays of one track count once per this many minutes. */
export const PLAY_WINDOW_MINUTES = 10;

/**
 * Records a play unless the listener played the track within the window; true when it counted.
 * An advisory lock on (listener, track) makes concurrent plays of the same pair queue, so two
 * tabs starting at once count once; rows older than the window are dropped on the way.
 */
export async function recordPlay(tx: Tx, listenerKey: string, trackId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${listenerKey}|${trackId}`}, 0))`);
  await tx.execute(sql`delete from plays
    where listener_key = ${listenerKey} and track_id = ${trackId}
      and window_start <= now() - make_interval(mins => ${PLAY_WINDOW_MINUTES})`);
  const inserted = await tx.execute(sql`insert into plays (listener_key, track_id, window_start)
    select ${listenerKey}, ${trackId}, now()
    where not exists (select 1 from plays where listener_key = ${listenerKey} and track_id = ${trackId})
    returning 1 as counted`);
  return inserted.rows.length > 0;
}

export async function incrementPlayCount(tx: Tx, trackId: string): Promise<number> {
  const [row] = await tx
    .update(tracks)
    .set({ playCount: sql`${tracks.playCount} + 1` })
    .where(eq(tracks.id, trackId))
    .returning({ playCount: tracks.playCount });
  return row?.playCount ?? 0;
}

export async function readPlayCount(tx: Tx, trackId: string): Promise<number> {
  const [row] = await tx.select({ playCount: tracks.playCount }).from(tracks).where(eq(tracks.id, trackId));
  return row?.playCount ?? 0;
}
