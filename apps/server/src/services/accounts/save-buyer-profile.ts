import { ACCESS_MESSAGES, type TBuyerProfile } from '@beatpasal/shared/schemas/account-api';
import type { TBuyerProfileInput } from '@beatpasal/shared/schemas/profiles';
import type { AppContext } from '../../context';
import { updateBuyerProfile } from '../../db/repositories/profiles-repository';
import { requireRole } from './require-role';

/** /complete-buyer-profile and /edit-buyer-profile; the phone arrives normalised to +977XXXXXXXXXX. */
export async function saveBuyerProfile(
  ctx: AppContext,
  input: { userId: string } & TBuyerProfileInput,
): Promise<TBuyerProfile> {
  const { userId, fullName, address, phone } = input;
  await ctx.database.db.transaction(async (tx) => {
    await requireRole(tx, userId, 'buyer', { wrongRoleMessage: ACCESS_MESSAGES.buyerOnly, forUpdate: true });
    await updateBuyerProfile(tx, userId, { buyerFullName: fullName, buyerAddress: address, buyerPhone: phone });
  });
  return { fullName, address, phone };
}
