import { ACCESS_MESSAGES, WALLET_QR_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { TWalletQrSettings } from '@beatpasal/shared/payments/payment-qr-api';
import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import type { AppContext } from '../../context';
import { findOwnWalletQr, setWalletQrIncludeReference } from '../../db/repositories/wallet-qrs-repository';
import { AppError } from '../../errors/app-error';
import { requireRole } from '../accounts/require-role';
import { presentWalletQr } from './present-wallet-qr';

/**
 * Whether this wallet's checkout QRs carry the order reference in tag 62. Off by default: one
 * bank's instant credit SMS stops arriving when tag 62 is present (decision 064). Only the owner.
 */
export async function setWalletQrSettings(
  ctx: AppContext,
  input: { userId: string; walletQrId: string } & TWalletQrSettings,
): Promise<TWalletQr> {
  return ctx.database.db.transaction(async (tx) => {
    await requireRole(tx, input.userId, 'artist', { wrongRoleMessage: ACCESS_MESSAGES.walletArtistOnly });
    const qr = await findOwnWalletQr(tx, input.userId, input.walletQrId);
    if (!qr) throw new AppError('NOT_FOUND', { userMessage: WALLET_QR_MESSAGES.notFound });
    if (qr.includeReference !== input.includeReference)
      await setWalletQrIncludeReference(tx, input.userId, qr.id, input.includeReference);
    return presentWalletQr(ctx.storage, { ...qr, includeReference: input.includeReference });
  });
}
