import { CART_MESSAGES, MAX_CART_ITEMS, type TCart, type TCartRemoval } from '@beatpasal/shared/schemas/cart';
import { PURCHASE_MESSAGES } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import {
  countCartItems,
  insertCartItems,
  listOfferedLicences,
  lockCart,
  type TCartKey,
} from '../../db/repositories/cart-repository';
import { AppError } from '../../errors/app-error';
import { trackNotFound } from '../catalogue/track-not-found';
import { requireBuyer } from '../purchases/purchase-access';
import { readCart, removalOf, whyNotBuyable } from './cart-lines';

/**
 * PUT /api/me/cart/items: one licence into the buyer's cart. Adding a line the cart holds changes
 * nothing. A track that cannot be seen answers 404 as anywhere else; a sold one, a negotiable or
 * unpriced licence, and the buyer's own track are refused with why.
 */
export async function addToCart(ctx: AppContext, input: { userId: string } & TCartKey): Promise<TCart> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const [offered] = await listOfferedLicences(db, [input]);
  if (!offered || !offered.isOnSale) throw trackNotFound();
  if (offered.artistId === input.userId) throw new AppError('FORBIDDEN', { userMessage: PURCHASE_MESSAGES.ownTrack });
  if (offered.isSold) throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.sold });
  if (whyNotBuyable(offered)) throw new AppError('UNPROCESSABLE', { userMessage: CART_MESSAGES.notAvailable });
  return db.transaction(async (tx) => {
    await lockCart(tx, input.userId);
    await insertCartItems(tx, input.userId, [{ trackId: input.trackId, licenceKind: input.licenceKind }]);
    if ((await countCartItems(tx, input.userId)) > MAX_CART_ITEMS)
      throw new AppError('CONFLICT', { userMessage: CART_MESSAGES.full });
    return readCart(tx, ctx.storage, input.userId);
  });
}

/**
 * POST /api/me/cart/merge: a visitor's cart, kept in the browser, joins the account's at sign-in.
 * Lines that cannot be bought (or are the buyer's own) are reported as removed, lines already held
 * stay as they are, and lines past the cart's size are left out: sending the same list twice
 * changes nothing the second time.
 */
export async function mergeCart(ctx: AppContext, input: { userId: string; items: TCartKey[] }): Promise<TCart> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const offered = await listOfferedLicences(db, input.items);
  const removed: TCartRemoval[] = [];
  const buyable: TCartKey[] = [];
  for (const row of offered) {
    const reason = row.artistId === input.userId ? 'unavailable' : whyNotBuyable(row);
    if (reason) removed.push(removalOf(row, reason));
    else buyable.push({ trackId: row.trackId, licenceKind: row.licenceKind });
  }
  return db.transaction(async (tx) => {
    await lockCart(tx, input.userId);
    const room = MAX_CART_ITEMS - (await countCartItems(tx, input.userId));
    await insertCartItems(tx, input.userId, buyable.slice(0, Math.max(0, room)));
    return readCart(tx, ctx.storage, input.userId, removed);
  });
}
