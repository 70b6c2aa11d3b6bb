import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { blocks } from '../schema/chat';
import { purchases } from '../schema/commerce';

export interface TBlockState {
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** Whether `me` blocked `other`, and whether `other` blocked `me`: one lookup of the primary key each way. */
export async function findBlocks(q: Queryable, me: string, other: string): Promise<TBlockState> {
  const rows = await q
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)),
        and(eq(blocks.blockerId, other), eq(blocks.blockedId, me)),
      ),
    );
  return {
    blockedByMe: rows.some((row) => row.blockerId === me),
    blockedMe: rows.some((row) => row.blockerId === other),
  };
}

export async function insertBlock(q: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await q.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(q: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await q.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The buyer sent this artist proof of payment at least once: the artist has a sale with them. */
export async function hasBoughtFrom(q: Queryable, buyerId: string, artistId: string): Promise<boolean> {
  const [row] = await q
    .select({ one: sql<number>`1` })
    .from(purchases)
    .where(
      and(eq(purchases.buyerId, buyerId), eq(purchases.artistId, artistId), sql`${purchases.submittedAt} is not null`),
    )
    .limit(1);
  return row !== undefined;
}
