import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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

/** The kinds a person has switched push on or off for; other kinds keep DEFAULT_PUSH. */
export async function listPushChoices(q: Queryable, userId: string): Promise<Map<string, boolean>> {
  const rows = await q
    .select({ kind: notificationPreferences.kind, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), isNotNull(notificationPreferences.push)));
  return new Map(rows.map((row) => [row.kind, row.push!]));
}

/** The push choices of several people for one kind: only those who chose. */
export async function findPushChoicesOfKind(
  q: Queryable,
  userIds: readonly string[],
  kind: string,
): Promise<Map<string, boolean>> {
  if (userIds.length === 0) return new Map();
  const rows = await q
    .select({ userId: notificationPreferences.userId, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.kind, kind),
        inArray(notificationPreferences.userId, [...userIds]),
        isNotNull(notificationPreferences.push),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.push!]));
}

/** Sets push per kind; a kind without a row yet gets `email` (its current mode) beside it. */
export async function savePushChoices(
  q: Queryable,
  userId: string,
  choices: readonly { kind: string; push: boolean; email: TEmailMode }[],
): Promise<void> {
  if (choices.length === 0) return;
  await q
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { push: sql`excluded.push`, updatedAt: sql`now()` },
    });
}
