import { isExclusiveKind } from '@beatpasal/shared/licences';
import type { TCartLine, TCartRemoval, TPaymentRequests } from '@beatpasal/shared/schemas/cart';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { deleteCartItems, lockCart } from '../../db/repositories/cart-repository';
import { listOpenPurchaseKeys } from '../../db/repositories/payment-requests-repository';
import { lockTrackForSale } from '../../db/repositories/purchases-repository';
import { requireBuyer } from '../purchases/purchase-access';
import { insertPaymentRequest } from '../purchases/insert-payment-request';
import { listPaymentRequests } from '../purchases/list-payment-requests';
import { claimCodeUse } from '../deals/load-price-rules';
import { readCart, removalOf } from './cart-lines';
import { asCodeTry, loadCheckoutRules } from './checkout-price-rules';

const keyOf = (line: { trackId: string; licenceKind: string }) => `${line.trackId}|${line.licenceKind}`;

/** The lines still buyable once their tracks are locked against a sale: a track sold meanwhile leaves. */
async function lockBuyable(tx: Tx, lines: TCartLine[], removed: TCartRemoval[]): Promise<TCartLine[]> {
  const sold = new Set<string>();
  for (const trackId of [...new Set(lines.map((line) => line.trackId))].sort()) {
    const track = await lockTrackForSale(tx, trackId, 'share');
    if (!track || track.isSold) sold.add(trackId);
  }
  for (const line of lines.filter((line) => sold.has(line.trackId))) removed.push(removalOf(line, 'sold'));
  return lines.filter((line) => !sold.has(line.trackId));
}

/**
 * POST /api/me/checkout (decision 091): the buyer's cart becomes one payment request per artist, each
 * with one exact amount, its lines priced and fixed now. In one transaction under the cart's lock:
 * what can no longer be bought leaves with a reason, a line the buyer already has an open order for
 * leaves for that order, and every line checked out leaves the cart. Exclusive licences stay in the
 * cart for Buy Now. The artists' sales and deals, and the buyer's code, price the lines; the code's
 * use is claimed in the same transaction. Checking out twice (or from two tabs) makes nothing the second time.
 */
export async function checkOutCart(
  ctx: AppContext,
  input: { userId: string; code?: string },
): Promise<TPaymentRequests> {
  const { db } = ctx.database;
  const buyerId = input.userId;
  await requireBuyer(db, buyerId);
  const code = input.code?.trim() || undefined;
  const checkOut = () =>
    db.transaction(async (tx) => {
      await lockCart(tx, buyerId);
      const cart = await readCart(tx, ctx.storage, buyerId);
      const removed = [...cart.removed];
      const grouped = cart.lines.filter((line) => !isExclusiveKind(line.licenceKind));
      const buyable = await lockBuyable(tx, grouped, removed);
      const open = await listOpenPurchaseKeys(
        tx,
        buyerId,
        buyable.map((line) => line.trackId),
      );
      const ordered = new Set(open.map(keyOf));
      const byArtist = new Map<string, TCartLine[]>();
      for (const line of buyable.filter((line) => !ordered.has(keyOf(line)))) {
        byArtist.set(line.artist.id, [...(byArtist.get(line.artist.id) ?? []), line]);
      }
      const at = new Date();
      const rules = await loadCheckoutRules(tx, { buyerId, artistIds: [...byArtist.keys()], code, at });
      for (const [artistId, lines] of byArtist) {
        const artistRules = rules.get(artistId)!;
        const lead = await insertPaymentRequest(tx, { buyerId, artistId, lines, rules: artistRules, at });
        // The code's use is taken with the request, so of two buyers racing for its last use one is refused.
        const claimed = artistRules.code;
        if (claimed) await claimCodeUse(tx, { codeId: claimed.id, buyerId, requestId: lead.id });
      }
      await deleteCartItems(tx, buyerId, grouped);
      return removed;
    });
  const removed = await asCodeTry(db, buyerId, code, checkOut);
  ctx.worker.notify();
  return { requests: await listPaymentRequests(ctx, buyerId), removed };
}
