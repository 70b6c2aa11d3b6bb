import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { strikes } from '../schema/admin';

export type TStrikeRow = typeof strikes.$inferSelect;

export async function insertStrike(q: Queryable, values: typeof strikes.$inferInsert): Promise<TStrikeRow> {
  const [row] = await q.insert(strikes).values(values).returning();
  return row!;
}

export async function listStrikesOf(q: Queryable, userId: string): Promise<TStrikeRow[]> {
  return q.select().from(strikes).where(eq(strikes.userId, userId)).orderBy(desc(strikes.createdAt));
}

export async function findOwnStrike(q: Queryable, userId: string, strikeId: string): Promise<TStrikeRow | null> {
  const [row] = await q.select().from(strikes).where(and(eq(strikes.id, strikeId), eq(strikes.userId, userId))).for('update');
  return row ?? null;
}

/** The one appeal a strike may have; false when it already had one. */
export async function setAppealOnce(q: Queryable, strikeId: string, appeal: string): Promise<boolean> {
  const rows = await q
    .update(strikes)
    .set({ appeal, appealedAt: sql`now()` })
    .where(and(eq(strikes.id, strikeId), isNull(strikes.appeal)))
    .returning({ id: strikes.id });
  return rows.length > 0;
}
