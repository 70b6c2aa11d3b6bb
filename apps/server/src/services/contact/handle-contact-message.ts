import { QUEUE_MESSAGES } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { markContactHandled } from '../../db/repositories/contact-messages-repository';
import { AppError } from '../../errors/app-error';
import type { TAdminActor } from '../admin/admin-actor';
import { recordAudit } from '../admin/record-audit';

/** POST /api/admin/contact/:id/handle: the message leaves the open queue; once. */
export async function handleContactMessage(
  ctx: AppContext,
  actor: TAdminActor,
  input: { messageId: string },
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const isMarked = await markContactHandled(tx, input.messageId);
    if (isMarked === null) throw new AppError('NOT_FOUND', { userMessage: QUEUE_MESSAGES.contactNotFound });
    if (!isMarked) throw new AppError('CONFLICT', { userMessage: QUEUE_MESSAGES.contactHandled });
    await recordAudit(tx, actor, {
      action: 'contact.handle',
      targetType: 'contact',
      targetId: input.messageId,
      before: { isHandled: false },
      after: { isHandled: true },
    });
  });
}
