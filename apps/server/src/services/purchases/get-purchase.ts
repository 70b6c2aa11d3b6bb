import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { findOwnPurchase, findPurchaseView } from '../../db/repositories/purchases-repository';
import { listWalletQrs } from '../../db/repositories/wallet-qrs-repository';
import { classifyStoredWalletQrs } from '../wallet-qrs/classify-stored-wallet-qrs';
import { presentWalletQr } from '../wallet-qrs/present-wallet-qr';
import { presentPurchase } from './present-purchase';
import { purchaseNotFound } from './purchase-access';
import { findRequestLines } from './request-lines';

/** GET /api/purchases/:id for its buyer or its artist: the purchase and the artist's wallet QR codes to pay with. */
export async function getPurchase(
  ctx: AppContext,
  input: { userId: string; purchaseId: string },
): Promise<TPurchaseDetail> {
  const { db } = ctx.database;
  const row = await findOwnPurchase(db, input.purchaseId, { buyerOrArtistId: input.userId });
  if (!row) throw purchaseNotFound();
  await classifyStoredWalletQrs(db, row.artistId);
  const [view, wallets, lines] = await Promise.all([
    findPurchaseView(db, row.id),
    listWalletQrs(db, row.artistId),
    findRequestLines(db, [row.id]),
  ]);
  return {
    ...presentPurchase(ctx.storage, view!, lines.get(row.id)),
    wallets: wallets.map((wallet) => presentWalletQr(ctx.storage, wallet)),
  };
}
