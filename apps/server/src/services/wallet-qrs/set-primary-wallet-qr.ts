import { ACCESS_MESSAGES, WALLET_QR_MESSAGES, type TWalletQrList } from '@beatpasal/shared/schemas/account-api';
import type { AppContext } from '../../context';
import { findOwnWalletQr, makeWalletQrPrimary } from '../../db/repositories/wallet-qrs-repository';
import { AppError } from '../../errors/app-error';
import { requireRole } from '../accounts/require-role';
import { listWalletQrs } from './list-wallet-qrs';

/** The QR buyers see at checkout; exactly one per artist (partial unique index). */
export async function setPrimaryWalletQr(
  ctx: AppContext,
  input: { userId: string; walletQrId: string },
): Promise<TWalletQrList> {
  return ctx.database.db.transaction(async (tx) => {
    await requireRole(tx, input.userId, 'artist', {
      wrongRoleMessage: ACCESS_MESSAGES.walletArtistOnly,
      forUpdate: true,
    });
    const qr = await findOwnWalletQr(tx, input.userId, input.walletQrId);
    if (!qr) throw new AppError('NOT_FOUND', { userMessage: WALLET_QR_MESSAGES.notFound });
    if (!qr.isPrimary) await makeWalletQrPrimary(tx, input.userId, qr.id);
    return listWalletQrs(ctx, input, tx);
  });
}
