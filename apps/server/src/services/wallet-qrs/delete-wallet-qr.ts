import { ACCESS_MESSAGES, WALLET_QR_MESSAGES, type TWalletQrList } from '@beatpasal/shared/schemas/account-api';
import type { AppContext } from '../../context';
import { countTracksOnSale } from '../../db/repositories/artist-track-counts';
import {
  countWalletQrs,
  deleteOwnWalletQr,
  findOldestWalletQr,
  findOwnWalletQr,
  makeWalletQrPrimary,
} from '../../db/repositories/wallet-qrs-repository';
import { AppError } from '../../errors/app-error';
import { deleteFilesLater } from '../../jobs/handlers/delete-files';
import { IMAGE_RECIPES, imageVariantKeys } from '../../media/images/image-variants';
import { requireRole } from '../accounts/require-role';
import { listWalletQrs } from './list-wallet-qrs';

/**
 * Deleting the primary hands primary to the oldest remaining QR. The last QR stays while the
 * artist has tracks on sale, since buyers could not pay otherwise. The image files go a while
 * after the commit.
 */
export async function deleteWalletQr(
  ctx: AppContext,
  input: { userId: string; walletQrId: string },
): Promise<TWalletQrList> {
  const { userId, walletQrId } = input;
  return ctx.database.db.transaction(async (tx) => {
    await requireRole(tx, userId, 'artist', { wrongRoleMessage: ACCESS_MESSAGES.walletArtistOnly, forUpdate: true });
    const qr = await findOwnWalletQr(tx, userId, walletQrId);
    if (!qr) throw new AppError('NOT_FOUND', { userMessage: WALLET_QR_MESSAGES.notFound });
    if ((await countWalletQrs(tx, userId)) === 1 && (await countTracksOnSale(tx, userId)) > 0) {
      throw new AppError('CONFLICT', { userMessage: WALLET_QR_MESSAGES.keepOneWhileOnSale });
    }
    await deleteOwnWalletQr(tx, userId, qr.id);
    if (qr.isPrimary) {
      const successor = await findOldestWalletQr(tx, userId);
      if (successor) await makeWalletQrPrimary(tx, userId, successor.id);
    }
    await deleteFilesLater(tx, imageVariantKeys(IMAGE_RECIPES.walletQr, qr.imageKey));
    return listWalletQrs(ctx, { userId }, tx);
  });
}
