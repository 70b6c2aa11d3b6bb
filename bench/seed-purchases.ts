import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context';
import type { Database } from '../apps/server/src/db/client';
import { accounts } from '../apps/server/src/db/schema/auth';
import { buyersSql, purchasesSql } from './seed-sql';

/** One buyer per this many purchases (at least 40, so the exclusive-approval check has buyers of its own). */
const PURCHASES_PER_BUYER = 20;
const MIN_BUYERS = 40;
const BENCH_PASSWORD = 'bench-password-1';

/**
 * Buyers and purchases on top of a seeded catalogue, triggers and foreign-key checks off as for the
 * catalogue; the artists' sale totals the trigger would have kept are then rebuilt by the
 * migration's own function. Returns how many purchases were stored.
 */
export async function seedPurchases(database: Database, purchases: number): Promise<number> {
  const buyers = Math.max(MIN_BUYERS, Math.round(purchases / PURCHASES_PER_BUYER));
  const { db } = database;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of [...buyersSql(buyers), purchasesSql(purchases, buyers)])
      await tx.execute(sql.raw(statement));
  });
  await db.execute(sql`select artist_sale_totals_rebuild()`);
  await db.execute(sql`vacuum analyze purchases, artist_sale_totals, profiles, users`);
  const { rows } = await db.execute(sql`select count(*)::int as n from purchases`);
  return (rows[0] as { n: number }).n;
}

/**
 * A session cookie for a seeded user, through the real sign-in: the user gets a password (hashed
 * by better-auth itself) and signs in over HTTP from the site's own origin.
 */
export async function signInAs(ctx: AppContext, baseUrl: string, userId: string): Promise<string> {
  const { password } = await ctx.auth.$context;
  await ctx.database.db.insert(accounts).values({
    id: `bench-account-${userId}`,
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await password.hash(BENCH_PASSWORD),
  });
  const { rows } = await ctx.database.db.execute(sql`select email from users where id = ${userId}`);
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.env.PUBLIC_URL },
    body: JSON.stringify({ email: (rows[0] as { email: string }).email, password: BENCH_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`signing in ${userId} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}
