import { and, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { strikes } from '../schema/admin';
import { users } from '../schema/auth';

export type TStrikeRow = typeof strikes.$inferSelect;

export async function insertStrike(q: Queryable, values: typeof strikes.$inferInsert): Promise<TStrikeRow> {
  const [row] = await q.insert(strikes).values(values).returning();
  return row!;
}

export async function listStrikesOf(q: Queryable, userId: string): Promise<TStrikeRow[]> {
  return q.select().from(strikes).where(eq(strikes.userId, userId)).orderBy(desc(strikes.createdAt));
}

export async function findOwnStrike(q: Queryable, userId: string, strikeId: string): Promise<TStrikeRow | null> {
  const [row] = await q
    .select()
    .from(strikes)
    .where(and(eq(strikes.id, strikeId), eq(strikes.userId, userId)))
    .for('update');
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

/** Warnings that count: every strike but those withdrawn on appeal. */
const counts = sql`${strikes.appealDecision} is distinct from 'withdrawn'`;

export async function countActiveStrikes(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(strikes)
    .where(and(eq(strikes.userId, userId), counts));
  return row?.n ?? 0;
}

export interface TAppealRow extends TStrikeRow {
  email: string;
  activeStrikes: number;
}

/** Appealed strikes, pending or decided, newest appeal first; a keyset page on strikes_appeals_idx. */
export async function listAppealQueue(
  q: Queryable,
  page: { isDecided: boolean; after: { createdAt: string; id: string } | null; limit: number },
): Promise<TAppealRow[]> {
  const active = sql<number>`(select count(*)::int from strikes s where s.user_id = ${strikes.userId} and s.appeal_decision is distinct from 'withdrawn')`;
  return q
    .select({ ...getTableColumns(strikes), email: users.email, activeStrikes: active })
    .from(strikes)
    .innerJoin(users, eq(users.id, strikes.userId))
    .where(
      and(
        isNotNull(strikes.appeal),
        page.isDecided ? isNotNull(strikes.decidedAt) : isNull(strikes.decidedAt),
        page.after
          ? sql`(${strikes.appealedAt}, ${strikes.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(strikes.appealedAt), desc(strikes.id))
    .limit(page.limit);
}

export async function findStrikeForUpdate(q: Queryable, strikeId: string): Promise<TStrikeRow | null> {
  const [row] = await q.select().from(strikes).where(eq(strikes.id, strikeId)).for('update');
  return row ?? null;
}

export async function decideAppeal(
  q: Queryable,
  strikeId: string,
  decision: 'upheld' | 'withdrawn',
  note: string,
): Promise<void> {
  await q
    .update(strikes)
    .set({ appealDecision: decision, decisionNote: note, decidedAt: sql`now()` })
    .where(eq(strikes.id, strikeId));
}
