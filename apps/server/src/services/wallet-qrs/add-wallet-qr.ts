import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_MESSAGES, MAX_WALLET_QRS, WALLET_QR_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { TWalletKind, TWalletQr } from '@beatpasal/shared/schemas/profiles';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { countWalletQrs, findPrimaryWalletQr, insertWalletQr } from '../../db/repositories/wallet-qrs-repository';
import { AppError } from '../../errors/app-error';
import { storeObjectsThenCommit } from '../../media/uploads/store-objects';
import { requireRole } from '../accounts/require-role';
import { prepareWalletQr } from './prepare-wallet-qr';
import { presentWalletQr } from './present-wallet-qr';

export interface AddWalletQrInput {
  userId: string;
  label: TWalletKind;
  image: Buffer;
  log: FastifyBaseLogger;
}

async function checkAccessAndRoom(q: Queryable, userId: string, forUpdate: boolean): Promise<void> {
  await requireRole(q, userId, 'artist', { wrongRoleMessage: ACCESS_MESSAGES.walletArtistOnly, forUpdate });
  if ((await countWalletQrs(q, userId)) >= MAX_WALLET_QRS) {
    throw new AppError('CONFLICT', { userMessage: WALLET_QR_MESSAGES.limit });
  }
}

/**
 * Adds a labelled QR (eSewa, Khalti, Fonepay, bank); the artist's first one becomes primary. Its
 * payload is classified on the way in (decision 064): a damaged EMVCo QR is refused, nothing stored.
 */
export async function addWalletQr(ctx: AppContext, input: AddWalletQrInput): Promise<TWalletQr> {
  const { database, storage } = ctx;
  await checkAccessAndRoom(database.db, input.userId, false);
  const prepared = await prepareWalletQr(input.image);
  const row = await storeObjectsThenCommit(storage, prepared.objects, input.log, () =>
    database.db.transaction(async (tx) => {
      await checkAccessAndRoom(tx, input.userId, true);
      const hasPrimary = (await findPrimaryWalletQr(tx, input.userId)) !== null;
      return insertWalletQr(tx, {
        artistId: input.userId,
        label: input.label,
        imageKey: prepared.imageKey,
        decodedText: prepared.decodedText,
        ...prepared.payload,
        isPrimary: !hasPrimary,
      });
    }),
  );
  return presentWalletQr(storage, row);
}
