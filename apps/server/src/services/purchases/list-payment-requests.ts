import type { TPaymentRequests } from '@beatpasal/shared/schemas/cart';
import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { listOpenRequestIds } from '../../db/repositories/payment-requests-repository';
import { getPurchase } from './get-purchase';
import { requireBuyer } from './purchase-access';

/** At most this many open requests are listed; unpaid ones lapse in 48 hours. */
const OPEN_REQUESTS_SHOWN = 20;

/**
 * The buyer's open payment requests, newest first, each with its lines and the artist's wallet QR
 * codes to pay it with (decision 091); a Buy Now purchase still open is a request of one.
 */
export async function listPaymentRequests(ctx: AppContext, buyerId: string): Promise<TPurchaseDetail[]> {
  const ids = await listOpenRequestIds(ctx.database.db, buyerId, OPEN_REQUESTS_SHOWN);
  const requests: TPurchaseDetail[] = [];
  for (const purchaseId of ids) requests.push(await getPurchase(ctx, { userId: buyerId, purchaseId }));
  return requests;
}

/** GET /api/me/payment-requests: the buyer's open payment requests, as the checkout page shows them. */
export async function listMyPaymentRequests(ctx: AppContext, input: { userId: string }): Promise<TPaymentRequests> {
  await requireBuyer(ctx.database.db, input.userId);
  return { requests: await listPaymentRequests(ctx, input.userId), removed: [] };
}
