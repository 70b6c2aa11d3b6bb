import { TAKEDOWN_MESSAGES, type TAnswerTakedown } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../../context';
import { findOwnTakedown, setCounterStatementOnce } from '../../../db/repositories/takedowns-repository';
import { AppError } from '../../../errors/app-error';

/** POST /api/me/takedowns/:id/answer: the artist's counter-statement, once, while the notice is pending; someone else's notice is not found. */
export async function answerTakedown(
  ctx: AppContext,
  input: { userId: string; takedownId: string } & TAnswerTakedown,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const isSaved = await setCounterStatementOnce(tx, {
      id: input.takedownId,
      artistId: input.userId,
      counterStatement: input.counterStatement,
    });
    if (isSaved) return;
    const takedown = await findOwnTakedown(tx, input.takedownId, input.userId);
    if (!takedown) throw new AppError('NOT_FOUND', { userMessage: TAKEDOWN_MESSAGES.notFound });
    const message = takedown.status === 'pending' ? TAKEDOWN_MESSAGES.alreadyAnswered : TAKEDOWN_MESSAGES.decided;
    throw new AppError('CONFLICT', { userMessage: message });
  });
}
