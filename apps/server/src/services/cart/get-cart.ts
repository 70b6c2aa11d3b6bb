import type { TCart } from '@beatpasal/shared/schemas/cart';
import type { AppContext } from '../../context';
import { requireBuyer } from '../purchases/purchase-access';
import { readCart } from './cart-lines';

/** GET /api/me/cart: the buyer's cart at today's prices; what can no longer be bought leaves it with a reason. */
export async function getCart(ctx: AppContext, input: { userId: string }): Promise<TCart> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  return readCart(db, ctx.storage, input.userId);
}
