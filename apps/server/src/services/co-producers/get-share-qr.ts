import type { AppContext } from '../../context';
import { drawWalletAmountQr } from '../payment-qrs/draw-wallet-amount-qr';
import { requireLeadShare } from './share-access';

/**
 * GET /api/co-producer-shares/:id/payment-qr?walletQrId=: for the lead, the co-producer's wallet
 * QR carrying the share's exact amount, paid as a buyer pays an order (decision 089). The share's
 * amount needs no paisa offset: nothing matches credit messages against shares.
 */
export async function getShareQr(
  ctx: AppContext,
  input: { userId: string; shareId: string; walletQrId: string },
): Promise<Buffer> {
  const { db } = ctx.database;
  const share = await requireLeadShare(db, input.userId, input.shareId);
  return drawWalletAmountQr(db, {
    ownerId: share.counterpartId,
    walletQrId: input.walletQrId,
    amountPaisa: share.amountPaisa,
    reference: null,
  });
}
