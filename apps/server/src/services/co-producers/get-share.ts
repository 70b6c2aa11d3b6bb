import type { TShareDetail } from '@beatpasal/shared/schemas/co-producers';
import type { AppContext } from '../../context';
import { listWalletQrs } from '../../db/repositories/wallet-qrs-repository';
import { classifyStoredWalletQrs } from '../wallet-qrs/classify-stored-wallet-qrs';
import { presentWalletQr } from '../wallet-qrs/present-wallet-qr';
import { presentShare } from './present-co-producers';
import { requireLeadShare } from './share-access';

/**
 * GET /api/co-producer-shares/:id: one share the lead owes, with the co-producer's wallets to pay
 * it through, as a buyer sees an artist's at checkout.
 */
export async function getShare(ctx: AppContext, input: { userId: string; shareId: string }): Promise<TShareDetail> {
  const { db } = ctx.database;
  const share = await requireLeadShare(db, input.userId, input.shareId);
  await classifyStoredWalletQrs(db, share.counterpartId);
  const wallets = await listWalletQrs(db, share.counterpartId);
  return { ...presentShare(share), wallets: wallets.map((wallet) => presentWalletQr(ctx.storage, wallet)) };
}
