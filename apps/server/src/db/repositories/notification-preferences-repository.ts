import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TEmailMode } from '@beatpasal/shared/notification-kinds';
import type { Queryable } from '../client';
import { notificationPreferences } from '../schema/notifications';

/** The kinds a person has chosen for, with their choice; other kinds keep their default. */
export async function listEmailChoices(q: Queryable, userId: string): Promise<Map<string, TEmailMode>> {
  const rows = await q
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((row) => [row.kind, row.email]));
}

/** The choices of several people for one kind (a fan-out batch): only those who chose. */
export async function findEmailChoicesOfKind(
  q: Queryable,
  userIds: readonly string[],
  kind: string,
): Promise<Map<string, TEmailMode>> {
  if (userIds.length === 0) return new Map();
  const rows = await q
    .select({ userId: notificationPreferences.userId, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, [...userIds])));
  return new Map(rows.map((row) => [row.userId, row.email]));
}

export async function saveEmailChoices(
  q: Queryable,
  userId: string,
  choices: readonly { kind: string; email: TEmailMode }[],
): Promise<void> {
  if (choices.length === 0) return;
  await q
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}
