import type { TAdminReason } from '@beatpasal/shared/schemas/admin';
import { TAKEDOWN_MESSAGES } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../../context';
import { findTrackForModeration, setTrackHidden } from '../../../db/repositories/moderation-repository';
import { decideTakedown as saveDecision, findTakedownForUpdate } from '../../../db/repositories/takedowns-repository';
import { AppError } from '../../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../../realtime/event-bus';
import { mailTakedownDecided } from './takedown-mails';
import type { TAdminActor } from '../../admin/admin-actor';
import { recordAudit } from '../../admin/record-audit';
import { notifyTrackModerated } from '../../notifications/notify-people';

/**
 * POST /api/admin/takedowns/:id/restore | remove: restoring makes the track public again (unless its
 * artist deleted it meanwhile); removing keeps it hidden for good. Artist and claimant are e-mailed
 * the note; one transaction with the audit entry.
 */
export async function decideTakedown(
  ctx: AppContext,
  actor: TAdminActor,
  input: { takedownId: string; decision: 'restored' | 'removed' } & TAdminReason,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const takedown = await findTakedownForUpdate(tx, input.takedownId);
    if (!takedown) throw new AppError('NOT_FOUND', { userMessage: TAKEDOWN_MESSAGES.notFound });
    if (takedown.status !== 'pending') throw new AppError('CONFLICT', { userMessage: TAKEDOWN_MESSAGES.decided });
    const track = await findTrackForModeration(tx, takedown.trackId);
    const isRestored = input.decision === 'restored';
    const isHiddenAfter = !isRestored || !track || track.isDeleted;
    await saveDecision(tx, takedown.id, input.decision, input.reason);
    if (track && !track.isDeleted && track.isHidden !== isHiddenAfter)
      await setTrackHidden(tx, track.id, isHiddenAfter);
    await recordAudit(tx, actor, {
      action: isRestored ? 'takedown.restore' : 'takedown.remove',
      targetType: 'takedown',
      targetId: takedown.id,
      reason: input.reason,
      before: { status: 'pending', trackId: takedown.trackId, isHidden: track?.isHidden ?? true },
      after: { status: input.decision, trackId: takedown.trackId, isHidden: isHiddenAfter },
    });
    const mail = {
      publicUrl: ctx.env.PUBLIC_URL,
      takedownId: takedown.id,
      title: takedown.trackTitle,
      isRestored,
      note: input.reason,
    };
    await mailTakedownDecided(tx, { ...mail, to: takedown.artistEmail, role: 'artist' });
    await mailTakedownDecided(tx, {
      ...mail,
      to: takedown.contactEmail,
      role: 'claimant',
      language: takedown.claimantLanguage,
    });
    await ctx.events.publish(tx, {
      userIds: [takedown.artistId],
      type: 'track.moderated',
      data: { trackId: takedown.trackId },
    });
    if (track && !track.isDeleted) await notifyTrackModerated(tx, track, isHiddenAfter);
    await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { trackId: takedown.trackId } });
  });
  ctx.worker.notify();
}
