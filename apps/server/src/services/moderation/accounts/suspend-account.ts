import { TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { TAdminReason } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import {
  deleteSessionsOf,
  hideTracksWithAccount,
  setAccountSuspended,
} from '../../../db/repositories/account-states-repository';
import { dropPendingInvitations } from '../../../db/repositories/co-producers-repository';
import { AppError } from '../../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../../realtime/event-bus';
import type { TAdminActor } from '../../admin/admin-actor';
import { recordAudit } from '../../admin/record-audit';
import { lockAccountForAction } from './account-action-target';
import { mailAccountRemoved, mailAccountSuspended } from '../dispute-and-account-mails';

/**
 * POST /api/admin/users/:userId/suspend (and /remove, `isRemoval`). In one transaction: the
 * profile is marked, every session is deleted (migration 0014 tells every instance's session
 * cache), the artist's visible tracks leave every list, the audit entry and the e-mail are
 * written. Sign-in refuses the account (auth/refuse-suspended-sign-in.ts) and its purchases freeze.
 * A removal also applies to an account already suspended; files are kept for disputes.
 */
export async function suspendAccount(
  ctx: AppContext,
  actor: TAdminActor,
  input: { userId: string; isRemoval?: boolean } & TAdminReason,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const account = await lockAccountForAction(tx, actor, input.userId);
    if (account.suspendedAt && !input.isRemoval)
      throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.alreadySuspended });
    const now = new Date();
    const suspendedAt = account.suspendedAt ?? now;
    await setAccountSuspended(tx, account.id, { suspendedAt, ...(input.isRemoval && { removedAt: now }) });
    const sessionsEnded = await deleteSessionsOf(tx, account.id);
    const tracksHidden = account.role === 'artist' ? await hideTracksWithAccount(tx, account.id) : 0;
    await dropPendingInvitations(tx, account.id);
    await recordAudit(tx, actor, {
      action: input.isRemoval ? 'user.remove' : 'user.suspend',
      targetType: 'user',
      targetId: account.id,
      reason: input.reason,
      before: { suspendedAt: account.suspendedAt?.toISOString() ?? null, removedAt: null },
      after: {
        suspendedAt: suspendedAt.toISOString(),
        removedAt: input.isRemoval ? now.toISOString() : null,
        sessionsEnded,
        tracksHidden,
      },
    });
    const mail = {
      to: account.email,
      publicUrl: ctx.env.PUBLIC_URL,
      reason: input.reason,
      actionId: `${account.id}:${now.getTime()}`,
    };
    await (input.isRemoval ? mailAccountRemoved(tx, mail) : mailAccountSuspended(tx, mail));
    if (tracksHidden > 0)
      await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { artistId: account.id } });
  });
  ctx.worker.notify();
}
