import { TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { TAdminReason } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import { setAccountSuspended, showTracksWithAccount } from '../../../db/repositories/account-states-repository';
import { AppError } from '../../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../../realtime/event-bus';
import type { TAdminActor } from '../../admin/admin-actor';
import { recordAudit } from '../../admin/record-audit';
import { lockAccountForAction } from './account-action-target';
import { mailAccountRestored } from '../dispute-and-account-mails';

/**
 * POST /api/admin/users/:userId/restore: undoes a suspension (not a removal). The tracks hidden
 * with the account come back; a track an admin hid on its own stays hidden. The person signs in again.
 */
export async function restoreAccount(
  ctx: AppContext,
  actor: TAdminActor,
  input: { userId: string } & TAdminReason,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const account = await lockAccountForAction(tx, actor, input.userId);
    if (!account.suspendedAt) throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.notSuspended });
    await setAccountSuspended(tx, account.id, { suspendedAt: null });
    const tracksShown = await showTracksWithAccount(tx, account.id);
    await recordAudit(tx, actor, {
      action: 'user.restore',
      targetType: 'user',
      targetId: account.id,
      reason: input.reason,
      before: { suspendedAt: account.suspendedAt.toISOString() },
      after: { suspendedAt: null, tracksShown },
    });
    await mailAccountRestored(tx, {
      to: account.email,
      publicUrl: ctx.env.PUBLIC_URL,
      reason: input.reason,
      actionId: `${account.id}:${Date.now()}`,
    });
    if (tracksShown > 0)
      await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { artistId: account.id } });
  });
  ctx.worker.notify();
}
