import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { TTakedownStatus } from '@beatpasal/shared/schemas/admin-queues';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { takedowns } from '../schema/takedowns';
import { tracks } from '../schema/tracks';

export type TTakedownRow = typeof takedowns.$inferSelect;
export interface TTakedownWithTrack extends TTakedownRow {
  trackTitle: string;
  artistEmail: string;
}

const withTrack = { ...getTableColumns(takedowns), trackTitle: tracks.title, artistEmail: users.email };

export async function insertTakedown(q: Queryable, values: typeof takedowns.$inferInsert): Promise<TTakedownRow> {
  const [row] = await q.insert(takedowns).values(values).returning();
  return row!;
}

export async function hasPendingTakedown(q: Queryable, trackId: string): Promise<boolean> {
  const rows = await q
    .select({ id: takedowns.id })
    .from(takedowns)
    .where(and(eq(takedowns.trackId, trackId), eq(takedowns.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** The notices about an artist's tracks, newest first. */
export async function listTakedownsOfArtist(q: Queryable, artistId: string): Promise<TTakedownWithTrack[]> {
  return q
    .select(withTrack)
    .from(takedowns)
    .innerJoin(tracks, eq(tracks.id, takedowns.trackId))
    .innerJoin(users, eq(users.id, takedowns.artistId))
    .where(eq(takedowns.artistId, artistId))
    .orderBy(desc(takedowns.createdAt));
}

/** The counter-statement, once, while the notice is pending and only by the track's artist; false otherwise. */
export async function setCounterStatementOnce(
  q: Queryable,
  input: { id: string; artistId: string; counterStatement: string },
): Promise<boolean> {
  const rows = await q
    .update(takedowns)
    .set({ counterStatement: input.counterStatement, answeredAt: sql`now()` })
    .where(
      and(
        eq(takedowns.id, input.id),
        eq(takedowns.artistId, input.artistId),
        eq(takedowns.status, 'pending'),
        isNull(takedowns.counterStatement),
      ),
    )
    .returning({ id: takedowns.id });
  return rows.length > 0;
}

export async function findOwnTakedown(q: Queryable, id: string, artistId: string): Promise<TTakedownRow | null> {
  const [row] = await q
    .select()
    .from(takedowns)
    .where(and(eq(takedowns.id, id), eq(takedowns.artistId, artistId)));
  return row ?? null;
}

export async function findTakedownForUpdate(q: Queryable, id: string): Promise<TTakedownWithTrack | null> {
  const [row] = await q
    .select(withTrack)
    .from(takedowns)
    .innerJoin(tracks, eq(tracks.id, takedowns.trackId))
    .innerJoin(users, eq(users.id, takedowns.artistId))
    .where(eq(takedowns.id, id))
    .for('update', { of: takedowns });
  return row ?? null;
}

export async function decideTakedown(
  q: Queryable,
  id: string,
  status: Exclude<TTakedownStatus, 'pending'>,
  note: string,
): Promise<void> {
  await q
    .update(takedowns)
    .set({ status, decisionNote: note, decidedAt: sql`now()` })
    .where(eq(takedowns.id, id));
}

/** One status of the queue newest first, a keyset page on takedowns_status_idx. */
export async function listTakedownQueue(
  q: Queryable,
  page: { status: TTakedownStatus; after: { createdAt: string; id: string } | null; limit: number },
): Promise<TTakedownWithTrack[]> {
  return q
    .select(withTrack)
    .from(takedowns)
    .innerJoin(tracks, eq(tracks.id, takedowns.trackId))
    .innerJoin(users, eq(users.id, takedowns.artistId))
    .where(
      and(
        eq(takedowns.status, page.status),
        page.after
          ? sql`(${takedowns.createdAt}, ${takedowns.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(takedowns.createdAt), desc(takedowns.id))
    .limit(page.limit);
}
