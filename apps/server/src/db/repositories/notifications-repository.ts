import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TNotificationData, TNotificationKind } from '@beatpasal/shared/notification-kinds';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { purchases } from '../schema/commerce';
import { notifications } from '../schema/notifications';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';

export interface NewNotification {
  userId: string;
  kind: TNotificationKind;
  data: TNotificationData;
  dedupeKey?: string;
}

/** A notification with its subject's words as they are now (a renamed track reads with its new title). */
export interface TNotificationView {
  id: string;
  userId: string;
  kind: TNotificationKind;
  data: TNotificationData;
  createdAt: Date;
  readAt: Date | null;
  /** The row's place in the list, `<created_at to the microsecond>_<id>`. */
  cursor: string;
  trackTitle: string | null;
  personName: string | null;
}

/** Inserts every row in one statement; a row whose (person, dedupe key) exists is skipped. Returns what was inserted. */
export async function insertNotifications(
  q: Queryable,
  rows: readonly NewNotification[],
): Promise<{ id: string; userId: string }[]> {
  if (rows.length === 0) return [];
  return q
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, dedupeKey: row.dedupeKey ?? null })))
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId });
}

const subjectTrack = alias(tracks, 'subject_track');
const person = alias(profiles, 'person');
const data = (field: keyof TNotificationData) => sql`${notifications.data}->>${field}`;

const viewColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: sql<TNotificationKind>`${notifications.kind}`,
  data: notifications.data,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  cursor: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${notifications.id}`,
  trackTitle: subjectTrack.title,
  personName: sql<string | null>`coalesce(${person.displayName}, ${person.username})`,
};

function selectViews(q: Queryable) {
  return q
    .select(viewColumns)
    .from(notifications)
    .leftJoin(purchases, sql`${purchases.id} = (${data('purchaseId')})::uuid`)
    .leftJoin(subjectTrack, sql`${subjectTrack.id} = coalesce((${data('trackId')})::uuid, ${purchases.trackId})`)
    .leftJoin(person, sql`${person.id} = coalesce(${data('artistId')}, ${data('fromUserId')})`);
}

/** One page of a person's notifications, newest first, after `before` (a cursor's parts, already checked). */
export async function listNotifications(
  q: Queryable,
  userId: string,
  page: { before?: { createdAt: string; id: string }; limit: number },
): Promise<TNotificationView[]> {
  const { before, limit } = page;
  const after: SQL | undefined = before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`
    : undefined;
  return selectViews(q)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function findNotificationViews(q: Queryable, ids: readonly string[]): Promise<TNotificationView[]> {
  if (ids.length === 0) return [];
  return selectViews(q).where(inArray(notifications.id, [...ids]));
}

/** Unread rows of a person, counted up to `max` through the partial index. */
export async function countUnread(q: Queryable, userId: string, max: number): Promise<number> {
  const unread = q
    .select({ one: sql<number>`1`.as('one') })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(max)
    .as('unread');
  const [row] = await q.select({ count: sql<number>`count(*)::int` }).from(unread);
  return row?.count ?? 0;
}

/** Marks one of the person's notifications read; a read one keeps its first read time. Undefined when not theirs. */
export async function markNotificationRead(
  q: Queryable,
  userId: string,
  id: string,
): Promise<{ id: string } | undefined> {
  const [row] = await q
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row;
}

export async function markAllNotificationsRead(q: Queryable, userId: string): Promise<number> {
  const rows = await q
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes up to `limit` notifications created before `cutoff`; returns how many went. */
export async function deleteNotificationsBefore(q: Queryable, cutoff: Date, limit: number): Promise<number> {
  const batch = q
    .select({ id: notifications.id })
    .from(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .limit(limit);
  const rows = await q
    .delete(notifications)
    .where(inArray(notifications.id, batch))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whom a mail goes to: the account's address and the language chosen for e-mails. */
export async function findMailRecipients(
  q: Queryable,
  userIds: readonly string[],
): Promise<Map<string, { email: string; language: 'en' | 'ne' }>> {
  if (userIds.length === 0) return new Map();
  const rows = await q
    .select({ id: users.id, email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, { email: row.email, language: row.language ?? 'en' }]));
}

/** People with unread notifications of `kinds` made in [from, to), in id order after `afterUserId`. */
export async function listUsersWithUnreadBetween(
  q: Queryable,
  window: { from: Date; to: Date; kinds: readonly string[] },
  afterUserId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await q
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        gte(notifications.createdAt, window.from),
        lt(notifications.createdAt, window.to),
        isNull(notifications.readAt),
        inArray(notifications.kind, [...window.kinds]),
        afterUserId === null ? undefined : gt(notifications.userId, afterUserId),
      ),
    )
    .orderBy(asc(notifications.userId))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** A person's unread notifications of `kinds` made in [from, to), oldest first. */
export async function listUnreadBetween(
  q: Queryable,
  userId: string,
  window: { from: Date; to: Date; kinds: readonly string[] },
): Promise<TNotificationView[]> {
  return selectViews(q)
    .where(
      and(
        eq(notifications.userId, userId),
        gte(notifications.createdAt, window.from),
        lt(notifications.createdAt, window.to),
        isNull(notifications.readAt),
        inArray(notifications.kind, [...window.kinds]),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
