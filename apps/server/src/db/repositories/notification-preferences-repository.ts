import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TEmailMode } from '@beatpasal/shared/notification-kinds';
import type { Queryable } from '../client';
import { notificationPreferences } from '../schema/notifications';

export interface TKindChoice {
  email: TEmailMode;
  /** Null: the kind's default. */
  push: boolean | null;
}

const CHOICE = { email: notificationPreferences.email, push: notificationPreferences.push };

/** The kinds a person has chosen for, with their choices; other kinds keep their defaults. */
export async function listChoices(q: Queryable, userId: string): Promise<Map<string, TKindChoice>> {
  const rows = await q
    .select({ kind: notificationPreferences.kind, ...CHOICE })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map(({ kind, ...choice }) => [kind, choice]));
}

export async function listEmailChoices(q: Queryable, userId: string): Promise<Map<string, TEmailMode>> {
  return new Map([...(await listChoices(q, userId))].map(([kind, choice]) => [kind, choice.email]));
}

/** The choices of several people for one kind (a fan-out batch): only those who chose. */
export async function findChoicesOfKind(
  q: Queryable,
  userIds: readonly string[],
  kind: string,
): Promise<Map<string, TKindChoice>> {
  if (userIds.length === 0) return new Map();
  const rows = await q
    .select({ userId: notificationPreferences.userId, ...CHOICE })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, [...userIds])));
  return new Map(rows.map(({ userId, ...choice }) => [userId, choice]));
}

/** Upserts one row per kind; on an existing row only the `column` chosen changes. */
async function saveChoices(
  q: Queryable,
  userId: string,
  choices: readonly { kind: string; email: TEmailMode; push?: boolean }[],
  column: 'email' | 'push',
): Promise<void> {
  if (choices.length === 0) return;
  await q
    .insert(notificationPreferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { [column]: sql.raw(`excluded.${column}`), updatedAt: sql`now()` },
    });
}

export async function saveEmailChoices(
  q: Queryable,
  userId: string,
  choices: readonly { kind: string; email: TEmailMode }[],
): Promise<void> {
  await saveChoices(q, userId, choices, 'email');
}

/** Sets push per kind; a kind without a row yet gets `email` (its current mode) beside it. */
export async function savePushChoices(
  q: Queryable,
  userId: string,
  choices: readonly { kind: string; push: boolean; email: TEmailMode }[],
): Promise<void> {
  await saveChoices(q, userId, choices, 'push');
}
