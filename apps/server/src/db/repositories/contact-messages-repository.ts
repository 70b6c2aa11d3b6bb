import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { contactMessages } from '../schema/commerce';

export type TNewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(
  q: Queryable,
  input: TNewContactMessage,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await q
    .insert(contactMessages)
    .values(input)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

export type TContactRow = typeof contactMessages.$inferSelect;

/** One state of the queue newest first, a keyset page on contact_messages_queue_idx; with the sender's account e-mail. */
export async function listContactQueue(
  q: Queryable,
  page: { isHandled: boolean; after: { createdAt: string; id: string } | null; limit: number },
): Promise<Array<TContactRow & { accountEmail: string | null }>> {
  return q
    .select({ ...getTableColumns(contactMessages), accountEmail: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(
      and(
        eq(contactMessages.isHandled, page.isHandled),
        page.after
          ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit);
}

/** Marks one open message handled; null when there is no such message, false when it was handled already. */
export async function markContactHandled(q: Queryable, id: string): Promise<boolean | null> {
  const [row] = await q
    .select({ isHandled: contactMessages.isHandled })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!row) return null;
  if (row.isHandled) return false;
  await q
    .update(contactMessages)
    .set({ isHandled: true, handledAt: sql`now()` })
    .where(eq(contactMessages.id, id));
  return true;
}
