import { ADMIN_MESSAGES, type TAdminReason } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import { findTrackForModeration, setTrackHidden } from '../../../db/repositories/moderation-repository';
import { AppError } from '../../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../../realtime/event-bus';
import { trackNotFound } from '../../catalogue/track-not-found';
import type { TAdminActor } from '../../admin/admin-actor';
import { mailTrackRestored } from '../moderation-mails';
import { recordAudit } from '../../admin/record-audit';
import { notifyTrackModerated } from '../../notifications/notify-people';

/** POST /api/admin/tracks/:id/restore: a hidden track is public again; a track its artist deleted stays deleted. */
export async function restoreTrack(
  ctx: AppContext,
  actor: TAdminActor,
  input: { trackId: string } & TAdminReason,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const track = await findTrackForModeration(tx, input.trackId);
    if (!track) throw trackNotFound();
    if (track.isDeleted) throw new AppError('CONFLICT', { userMessage: ADMIN_MESSAGES.trackDeleted });
    if (!track.isHidden) throw new AppError('CONFLICT', { userMessage: ADMIN_MESSAGES.trackNotHidden });
    if (track.isHiddenWithAccount)
      throw new AppError('CONFLICT', { userMessage: ADMIN_MESSAGES.trackHiddenWithAccount });
    await setTrackHidden(tx, track.id, false);
    await recordAudit(tx, actor, {
      action: 'track.restore',
      targetType: 'track',
      targetId: track.id,
      reason: input.reason,
      before: { isHidden: true },
      after: { isHidden: false },
    });
    const mail = {
      to: track.artistEmail,
      publicUrl: ctx.env.PUBLIC_URL,
      reason: input.reason,
      title: track.title,
      trackId: track.id,
    };
    await mailTrackRestored(tx, { ...mail, actionId: `${track.id}:${Date.now()}` });
    await ctx.events.publish(tx, { userIds: [track.artistId], type: 'track.moderated', data: { trackId: track.id } });
    await notifyTrackModerated(tx, track, false);
    await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { trackId: track.id } });
  });
  ctx.worker.notify();
}
