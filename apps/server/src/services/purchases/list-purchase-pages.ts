import {
  PURCHASES_PAGE_SIZE,
  type TPurchasePage,
  type TSaleFilter,
  type TSalePage,
} from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { listArtistSales, listBuyerPurchases } from '../../db/repositories/purchase-pages-repository';
import { sumArtistSales, type TPurchaseView, type TSaleStatus } from '../../db/repositories/purchases-repository';
import { listOpenDisputesOf } from '../../db/repositories/disputes-repository';
import { decodeCursor, encodeCursor } from '../catalogue/page-cursor';
import { presentPurchase, presentSale } from './present-purchase';
import { requireBuyer, requireSeller } from './purchase-access';
import { findRequestLines } from './request-lines';

const KEY_TYPES = ['timestamp', 'uuid'] as const;

const SALE_STATUSES: Record<TSaleFilter, readonly TSaleStatus[] | null> = {
  all: null,
  open: ['pending'],
  pending: ['pending'],
  approved: ['approved'],
  rejected: ['rejected', 'closed'],
};

function page<T>(rows: TPurchaseView[], listName: string, present: (view: TPurchaseView) => T) {
  const items = rows.slice(0, PURCHASES_PAGE_SIZE);
  const last = items.at(-1);
  const nextCursor =
    rows.length > PURCHASES_PAGE_SIZE && last ? encodeCursor(listName, [last.cursorAt, last.purchase.id]) : null;
  return { items: items.map(present), nextCursor };
}

const afterOf = (cursor: string | undefined, listName: string) => {
  const keys = decodeCursor(cursor, listName, KEY_TYPES);
  return keys ? ([keys[0]!, keys[1]!] as const) : null;
};

/** GET /api/me/purchases: the buyer's purchase history, newest first, a keyset page at a time. */
export async function listMyPurchases(
  ctx: AppContext,
  input: { userId: string; cursor?: string },
): Promise<TPurchasePage> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const listName = `purchases:${input.userId}`;
  const rows = await listBuyerPurchases(db, input.userId, {
    after: afterOf(input.cursor, listName),
    limit: PURCHASES_PAGE_SIZE + 1,
  });
  return page(rows, listName, (view) => presentPurchase(ctx.storage, view));
}

/** GET /api/me/sales: the artist's sales (never unpaid carts), newest first; totals come with the first page. */
export async function listMySales(
  ctx: AppContext,
  input: { userId: string; status: TSaleFilter; cursor?: string },
): Promise<TSalePage> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const statuses = SALE_STATUSES[input.status];
  const listName = `sales:${input.userId}:${input.status}`;
  const after = afterOf(input.cursor, listName);
  // Totals count every sale of the filter, so later pages (which keep their cost flat) leave them out.
  const [rows, totals] = await Promise.all([
    listArtistSales(db, input.userId, statuses, { after, limit: PURCHASES_PAGE_SIZE + 1 }),
    after ? null : sumArtistSales(db, input.userId, statuses),
  ]);
  const ids = rows.map((row) => row.purchase.id);
  const [openDisputes, lines] = await Promise.all([listOpenDisputesOf(db, ids), findRequestLines(db, ids)]);
  const disputes = new Map(
    openDisputes.map((d) => [
      d.purchaseId,
      { id: d.id, reason: d.reason, message: d.message, createdAt: d.createdAt.toISOString() },
    ]),
  );
  return {
    ...page(rows, listName, (view) =>
      presentSale(ctx.storage, view, disputes.get(view.purchase.id) ?? null, lines.get(view.purchase.id)),
    ),
    totals,
  };
}
