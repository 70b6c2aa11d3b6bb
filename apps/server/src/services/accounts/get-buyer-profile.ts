import { ACCESS_MESSAGES, type TBuyerProfile } from '@beatpasal/shared/schemas/account-api';
import type { AppContext } from '../../context';
import { requireRole } from './require-role';

export async function getBuyerProfile(ctx: AppContext, input: { userId: string }): Promise<TBuyerProfile> {
  const profile = await requireRole(ctx.database.db, input.userId, 'buyer', {
    wrongRoleMessage: ACCESS_MESSAGES.buyerOnly,
  });
  return { fullName: profile.buyerFullName, address: profile.buyerAddress, phone: profile.buyerPhone };
}
