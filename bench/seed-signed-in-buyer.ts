import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context';
import { seedPurchases, signInAs } from './seed-purchases';
import { BENCH_BUYER_ID } from './seed-sql';

/** Enough purchases that bench-buyer-1 owns or awaits some of artist1's tracks (every tenth is theirs). */
const BUYER_PURCHASES = 1000;
/** bench-buyer-1 likes every third of the newest tracks, so the first feed pages carry likes. */
const LIKED_OF_NEWEST = 300;

/**
 * A buyer with likes, pending and approved purchases on the catalogue, signed in over HTTP:
 * the signed-in rows measure the cards with their per-user flags, as that buyer sees them.
 */
export async function seedSignedInBuyer(ctx: AppContext, baseUrl: string): Promise<Record<string, string>> {
  await seedPurchases(ctx.database, BUYER_PURCHASES);
  await ctx.database.db.execute(sql`insert into likes (user_id, track_id)
    select ${BENCH_BUYER_ID}, id from (select id, row_number() over (order by created_at desc) as n from tracks order by created_at desc limit ${LIKED_OF_NEWEST}) newest
    where n % 3 = 0 on conflict do nothing`);
  await ctx.database.db.execute(sql`analyze likes`);
  return { cookie: await signInAs(ctx, baseUrl, BENCH_BUYER_ID) };
}
