import { and, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';
import { limitRows } from './card-page-source';
import { statementName } from './execute-named';
import { viewQuery, type TPurchaseView, type TSaleStatus } from './purchases-repository';

export interface PurchasePageInput {
  /** `(created_at, id)` of the last row of the previous page. */
  after: readonly [string, string] | null;
  limit: number;
}

/** Whose list: a buyer's purchases, or an artist's sales in the given states (all sales when null). */
type TPageOwner = { buyerId: string } | { artistId: string; statuses: readonly TSaleStatus[] | null };

const OWNER_ID = sql.placeholder('ownerId');
const AFTER_CURSOR = sql`(${purchases.createdAt}, ${purchases.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
/** Spelled as the keyset indexes are built (drizzle's index `.desc()` is DESC NULLS LAST; a bare DESC means NULLS FIRST and cannot walk them). */
const NEWEST_FIRST = sql`${purchases.createdAt} desc nulls last, ${purchases.id} desc nulls last`;
/** Written into the text, as the status is part of which index the page walks. */
const IN_STATE: Record<TSaleStatus, SQL> = {
  pending: sql`${purchases.status} = 'pending'`,
  approved: sql`${purchases.status} = 'approved'`,
  rejected: sql`${purchases.status} = 'rejected'`,
  closed: sql`${purchases.status} = 'closed'`,
};

/** One filter per keyset index scan: the buyer's, all the artist's sales, or one per state asked for. */
function alternatives(owner: TPageOwner): SQL[] {
  if ('buyerId' in owner) return [sql`${purchases.buyerId} = ${OWNER_ID}`];
  // A grouped request is one sale: its lead, which lists the other lines (decision 091).
  const mine = sql`${purchases.artistId} = ${OWNER_ID} and ${purchases.leadPurchaseId} is null`;
  return owner.statuses
    ? owner.statuses.map((status) => sql`${mine} and ${IN_STATE[status]}`)
    : [sql`${mine} and ${purchases.status} not in ('awaiting_payment', 'expired')`];
}

/**
 * The page's rows are picked from purchases alone, and only those are joined to their track and
 * people: joining first lets the planner hash-join whole tables and sort, a cost that grows with
 * the table. Each alternative filter is its own keyset index scan that stops after `limit` rows;
 * their union is cut to the page.
 */
function pageQuery(q: Queryable, owner: TPageOwner, hasAfter: boolean, limit: number) {
  const scans = alternatives(owner).map(
    (mine) =>
      sql`(select ${purchases.id}, ${purchases.createdAt} from ${purchases}
        where ${and(mine, hasAfter ? AFTER_CURSOR : undefined)} order by ${NEWEST_FIRST} ${limitRows(limit)})`,
  );
  const pageIds = sql`select id from (${sql.join(scans, sql` union all `)}) as page
    order by created_at desc nulls last, id desc nulls last ${limitRows(limit)}`;
  return viewQuery(q)
    .where(sql`${purchases.id} in (${pageIds})`)
    .orderBy(NEWEST_FIRST);
}

type TPreparedPage = ReturnType<ReturnType<typeof pageQuery>['prepare']>;

/** Each shape's statement, built once per database handle (its text does not change with the values). */
const prepared = new WeakMap<Queryable, Map<string, TPreparedPage>>();

/**
 * A named statement per shape (whose list, which states, first page or after a cursor, page
 * size): PostgreSQL parses it once per pooled connection and, after five runs, keeps one plan.
 */
function preparedPage(q: Queryable, owner: TPageOwner, hasAfter: boolean, limit: number): TPreparedPage {
  const shape = `${'buyerId' in owner ? 'buyer' : `artist:${owner.statuses?.join(',') ?? 'sales'}`}:${hasAfter}:${limit}`;
  const byShape = prepared.get(q) ?? new Map<string, TPreparedPage>();
  prepared.set(q, byShape);
  let statement = byShape.get(shape);
  if (!statement) {
    const query = pageQuery(q, owner, hasAfter, limit);
    statement = query.prepare(statementName(query.toSQL().sql));
    byShape.set(shape, statement);
  }
  return statement;
}

async function viewPage(q: Queryable, owner: TPageOwner, page: PurchasePageInput): Promise<TPurchaseView[]> {
  const ownerId = 'buyerId' in owner ? owner.buyerId : owner.artistId;
  const [afterAt, afterId] = page.after ?? [];
  return preparedPage(q, owner, page.after !== null, page.limit).execute({ ownerId, afterAt, afterId });
}

/** A buyer's purchases newest first, by keyset on (buyer_id, created_at, id). */
export async function listBuyerPurchases(
  q: Queryable,
  buyerId: string,
  page: PurchasePageInput,
): Promise<TPurchaseView[]> {
  return viewPage(q, { buyerId }, page);
}

/**
 * An artist's sales (never unpaid carts) newest first: all of them by keyset on the partial index
 * (artist_id, created_at, id), or those of the given states on (artist_id, status, created_at, id).
 */
export async function listArtistSales(
  q: Queryable,
  artistId: string,
  statuses: readonly TSaleStatus[] | null,
  page: PurchasePageInput,
): Promise<TPurchaseView[]> {
  return viewPage(q, { artistId, statuses }, page);
}
