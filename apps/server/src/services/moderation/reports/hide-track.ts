import { ADMIN_MESSAGES, type TModerationAction } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import { findTrackForModeration, setTrackHidden } from '../../../db/repositories/moderation-repository';
import { AppError } from '../../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../../realtime/event-bus';
import { trackNotFound } from '../../catalogue/track-not-found';
import type { TAdminActor } from '../../admin/admin-actor';
import { mailTrackHidden } from '../moderation-mails';
import { recordAudit } from '../../admin/record-audit';
import { closeAnsweredReport } from './require-open-report';
import { notifyTrackModerated } from '../../notifications/notify-people';

/**
 * POST /api/admin/tracks/:id/hide: the track leaves every public list, search and genre count
 * (the catalogue triggers follow is_hidden) and its page says it is unavailable; the files stay.
 * The artist is e-mailed the reason; the report it answers is closed; all in one transaction.
 */
export async function hideTrack(
  ctx: AppContext,
  actor: TAdminActor,
  input: { trackId: string } & TModerationAction,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const track = await findTrackForModeration(tx, input.trackId);
    if (!track || track.isDeleted) throw trackNotFound();
    if (track.isHidden) throw new AppError('CONFLICT', { userMessage: ADMIN_MESSAGES.trackAlreadyHidden });
    const report = await closeAnsweredReport(tx, input.reportId, { subjectUserId: track.artistId, targetId: track.id });
    await setTrackHidden(tx, track.id, true);
    await recordAudit(tx, actor, {
      action: 'track.hide',
      targetType: 'track',
      targetId: track.id,
      reason: input.reason,
      before: { isHidden: false, ...(report && { reportStatus: report.status }) },
      after: { isHidden: true, ...(report && { reportId: report.id, reportStatus: 'actioned' }) },
    });
    const mail = { to: track.artistEmail, publicUrl: ctx.env.PUBLIC_URL, reason: input.reason, title: track.title };
    await mailTrackHidden(tx, { ...mail, actionId: `${track.id}:${Date.now()}` });
    await ctx.events.publish(tx, { userIds: [track.artistId], type: 'track.moderated', data: { trackId: track.id } });
    await notifyTrackModerated(tx, track, true);
    await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { trackId: track.id } });
  });
  ctx.worker.notify();
}
