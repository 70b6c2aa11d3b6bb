import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { TAKEDOWN_MESSAGES, type TCreateTakedown } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../../context';
import { findTrackForModeration, setTrackHidden } from '../../../db/repositories/moderation-repository';
import { hasPendingTakedown, insertTakedown } from '../../../db/repositories/takedowns-repository';
import { AppError } from '../../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../../realtime/event-bus';
import type { TAdminActor } from '../../admin/admin-actor';
import { recordAudit } from '../../admin/record-audit';
import { mailTakedownFiled } from './takedown-mails';
import { trackIdFromLink } from './track-id-from-link';
import type { TMessage } from '@beatpasal/shared/message-keys';
import { notifyTrackModerated } from '../../notifications/notify-people';

const badLink = (message: TMessage) =>
  new AppError('BAD_REQUEST', { userMessage: message, fieldErrors: { trackUrl: message } });

/**
 * POST /api/takedowns: anyone files a copyright notice about a track on this site. The track is
 * hidden at once pending review (reason: takedown), the artist is e-mailed where to answer, and
 * the hiding is in the audit log with the notice's sender as the actor; all in one transaction.
 */
export async function fileTakedown(
  ctx: AppContext,
  input: { notice: TCreateTakedown; sender: TAdminActor; language: TLanguage },
): Promise<void> {
  const { notice, sender } = input;
  const trackId = trackIdFromLink(notice.trackUrl, ctx.env.PUBLIC_URL);
  if (!trackId) throw badLink(TAKEDOWN_MESSAGES.trackLink);
  await ctx.database.db.transaction(async (tx) => {
    const track = await findTrackForModeration(tx, trackId);
    if (!track || track.isDeleted) throw badLink(TAKEDOWN_MESSAGES.trackNotFound);
    if (await hasPendingTakedown(tx, track.id))
      throw new AppError('CONFLICT', { userMessage: TAKEDOWN_MESSAGES.alreadyPending });
    const { claimantName, contactEmail, originalWork, trackUrl, signature } = notice;
    const fields = { claimantName, contactEmail, originalWork, trackUrl, signature };
    const takedown = await insertTakedown(tx, {
      ...fields,
      claimantLanguage: input.language,
      trackId: track.id,
      artistId: track.artistId,
      ip: sender.ip,
    });
    if (!track.isHidden) await setTrackHidden(tx, track.id, true);
    await recordAudit(tx, sender, {
      action: 'takedown.file',
      targetType: 'track',
      targetId: track.id,
      reason: 'takedown',
      before: { isHidden: track.isHidden },
      after: { isHidden: true, takedownId: takedown.id, takedownStatus: 'pending' },
    });
    const mail = { to: track.artistEmail, publicUrl: ctx.env.PUBLIC_URL, takedownId: takedown.id, title: track.title };
    await mailTakedownFiled(tx, { ...mail, claimantName: notice.claimantName, originalWork: notice.originalWork });
    await ctx.events.publish(tx, { userIds: [track.artistId], type: 'track.moderated', data: { trackId: track.id } });
    await notifyTrackModerated(tx, track, true);
    await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { trackId: track.id } });
  });
  ctx.worker.notify();
}
