import type { Queryable } from '../client';
import { contactMessages } from '../schema/commerce';

export type TNewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(q: Queryable, input: TNewContactMessage): Promise<{ id: string; createdAt: Date }> {
  const [row] = await q
    .insert(contactMessages)
    .values(input)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
