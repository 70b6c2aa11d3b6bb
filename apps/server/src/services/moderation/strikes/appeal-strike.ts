import { REPORT_MESSAGES, type TAppealStrike } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import { findOwnStrike, setAppealOnce } from '../../../db/repositories/strikes-repository';
import { AppError } from '../../../errors/app-error';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { renderMail } from '../../../mail/render-mail';

/** POST /api/me/strikes/:id/appeal: once per strike; someone else's strike is not found. Support hears of it by e-mail. */
export async function appealStrike(
  ctx: AppContext,
  input: { userId: string; strikeId: string } & TAppealStrike,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const strike = await findOwnStrike(tx, input.userId, input.strikeId);
    if (!strike) throw new AppError('NOT_FOUND', { userMessage: REPORT_MESSAGES.strikeNotFound });
    if (!(await setAppealOnce(tx, strike.id, input.appeal)))
      throw new AppError('CONFLICT', { userMessage: REPORT_MESSAGES.alreadyAppealed });
    await enqueueMail(
      tx,
      renderMail({
        to: ctx.env.SUPPORT_EMAIL,
        dedupeKey: `strike-appeal:${strike.id}`,
        subject: 'A warning was appealed',
        heading: 'A warning was appealed',
        paragraphs: [
          `Warning: ${strike.reason}`,
          'Appeal:',
          ...input.appeal.split(/\n+/).filter((line) => line.trim() !== ''),
        ],
        footnote: `Strike id ${strike.id}, user id ${input.userId}.`,
      }),
    );
  });
  ctx.worker.notify();
}
