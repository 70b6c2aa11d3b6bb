import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context';
import { purchases } from '../apps/server/src/db/schema/commerce';
import { purchaseViewColumns } from '../apps/server/src/db/repositories/purchases-repository';
import { encodeCursor } from '../apps/server/src/services/catalogue/page-cursor';
import type { Endpoint } from './bench-endpoints';
import { signInAs } from './seed-purchases';
import { BENCH_ARTIST_ID, BENCH_BUYER_ID } from './seed-sql';

/** The cursor a reader reaches after paging halfway down a list: the keys of its middle row. */
async function middleCursor(ctx: AppContext, listName: string, owner: 'artist' | 'buyer'): Promise<string> {
  const mine =
    owner === 'artist'
      ? and(eq(purchases.artistId, BENCH_ARTIST_ID), notInArray(purchases.status, ['awaiting_payment', 'expired']))
      : eq(purchases.buyerId, BENCH_BUYER_ID);
  const total = await ctx.database.db.$count(purchases, mine);
  const [row] = await ctx.database.db
    .select({ at: purchaseViewColumns.cursorAt, id: purchases.id })
    .from(purchases)
    .where(mine)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .offset(Math.floor(total / 2))
    .limit(1);
  if (!row) throw new Error(`no ${owner} purchases to page through`);
  return encodeURIComponent(encodeCursor(listName, [row.at, row.id]));
}

/** The artist's sales list and the buyer's purchase history, first page and a page halfway down, each as its signed-in owner. */
export async function purchaseEndpoints(ctx: AppContext, baseUrl: string): Promise<Endpoint[]> {
  const artist = { cookie: await signInAs(ctx, baseUrl, BENCH_ARTIST_ID) };
  const buyer = { cookie: await signInAs(ctx, baseUrl, BENCH_BUYER_ID) };
  const endpoints: Endpoint[] = [
    { name: 'sales (artist1, with totals)', path: '/api/me/sales', kind: 'page', headers: artist },
    {
      name: 'sales halfway down',
      path: `/api/me/sales?cursor=${await middleCursor(ctx, `sales:${BENCH_ARTIST_ID}:all`, 'artist')}`,
      kind: 'page',
      headers: artist,
    },
    { name: 'sales approved (with totals)', path: '/api/me/sales?status=approved', kind: 'page', headers: artist },
    {
      name: 'sales rejected or closed (with totals)',
      path: '/api/me/sales?status=rejected',
      kind: 'page',
      headers: artist,
    },
    { name: 'purchase history (buyer1)', path: '/api/me/purchases', kind: 'page', headers: buyer },
    {
      name: 'purchase history halfway down',
      path: `/api/me/purchases?cursor=${await middleCursor(ctx, `purchases:${BENCH_BUYER_ID}`, 'buyer')}`,
      kind: 'page',
      headers: buyer,
    },
  ];
  for (const endpoint of endpoints) {
    const response = await fetch(baseUrl + endpoint.path, { headers: endpoint.headers });
    const body = (await response.json()) as { items?: unknown[] };
    if (!response.ok || !body.items?.length)
      throw new Error(`GET ${endpoint.path} answered ${response.status} with ${body.items?.length ?? 0} items`);
  }
  return endpoints;
}
