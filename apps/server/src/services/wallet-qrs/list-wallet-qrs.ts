import { ACCESS_MESSAGES, type TWalletQrList } from '@beatpasal/shared/schemas/account-api';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { listWalletQrs as listRows } from '../../db/repositories/wallet-qrs-repository';
import { requireRole } from '../accounts/require-role';
import { classifyStoredWalletQrs } from './classify-stored-wallet-qrs';
import { presentWalletQr } from './present-wallet-qr';

export async function listWalletQrs(
  ctx: AppContext,
  input: { userId: string },
  q: Queryable = ctx.database.db,
): Promise<TWalletQrList> {
  await requireRole(q, input.userId, 'artist', { wrongRoleMessage: ACCESS_MESSAGES.walletArtistOnly });
  await classifyStoredWalletQrs(q, input.userId);
  const rows = await listRows(q, input.userId);
  return { walletQrs: rows.map((row) => presentWalletQr(ctx.storage, row)) };
}
