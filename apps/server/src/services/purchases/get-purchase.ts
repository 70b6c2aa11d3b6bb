import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { findOwnPurchase, findPurchaseView } from '../../db/repositories/purchases-repository';
import { listWalletQrs } from '../../db/repositories/wallet-qrs-repository';
import { classifyStoredWalletQrs } from '../wallet-qrs/classify-stored-wallet-qrs';
import { presentWalletQr } from '../wallet-qrs/present-wallet-qr';
import { presentPurchase } from './present-purchase';
import { purchaseNotFound } from './purchase-access';

/** GET /api/purchases/:id for its buyer or its artist: the purchase and the artist's wallet QR codes to pay with. */
export async function getPurchase(
  ctx: AppContext,
  input: { userId: string; purchaseId: string },
): Promise<TPurchaseDetail> {
  const { db } = ctx.database;
  const row = await findOwnPurchase(db, input.purchaseId, { buyerOrArtistId: input.userId });
  if (!row) throw purchaseNotFound();
  await classifyStoredWalletQrs(db, row.artistId);
  const [view, wallets] = await Promise.all([findPurchaseView(db, row.id), listWalletQrs(db, row.artistId)]);
  return {
    ...presentPurchase(ctx.storage, view!),
    wallets: wallets.map((wallet) => presentWalletQr(ctx.storage, wallet)),
  };
}
