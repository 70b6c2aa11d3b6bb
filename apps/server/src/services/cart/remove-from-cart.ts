import type { TCart } from '@beatpasal/shared/schemas/cart';
import type { AppContext } from '../../context';
import { deleteCartItems, type TCartKey } from '../../db/repositories/cart-repository';
import { requireBuyer } from '../purchases/purchase-access';
import { readCart } from './cart-lines';

/** DELETE /api/me/cart/items: the line leaves the buyer's cart; removing a line it does not hold changes nothing. */
export async function removeFromCart(ctx: AppContext, input: { userId: string } & TCartKey): Promise<TCart> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  await deleteCartItems(db, input.userId, [{ trackId: input.trackId, licenceKind: input.licenceKind }]);
  return readCart(db, ctx.storage, input.userId);
}
