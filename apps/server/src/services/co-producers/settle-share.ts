import { CO_PRODUCER_MESSAGES, ZShareTransactionId, type TShare } from '@beatpasal/shared/schemas/co-producers';
import { PURCHASE_MESSAGES } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { findLeadShare, settleShare as markSettled } from '../../db/repositories/co-producer-shares-repository';
import { AppError } from '../../errors/app-error';
import { presentShare } from './present-co-producers';
import { requireLeadShare } from './share-access';

/**
 * POST /api/co-producer-shares/:id/settle: the lead paid the share and names the wallet's
 * transaction id. The row is locked: settling again with the same id changes nothing, with another
 * id is refused (the first stays the record).
 */
export async function settleShare(
  ctx: AppContext,
  input: { userId: string; shareId: string; transactionId: string },
): Promise<TShare> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const share = await requireLeadShare(tx, input.userId, input.shareId, { forUpdate: true });
    const parsed = ZShareTransactionId.safeParse(input.transactionId);
    if (!parsed.success) throw new AppError('BAD_REQUEST', { userMessage: PURCHASE_MESSAGES.transactionIdFormat });
    const transactionId = parsed.data;
    if (share.settledAt) {
      if (share.transactionId === transactionId) return;
      throw new AppError('CONFLICT', { userMessage: CO_PRODUCER_MESSAGES.alreadySettled });
    }
    await markSettled(tx, share.id, transactionId);
    await ctx.events.publish(tx, {
      userIds: [input.userId, share.counterpartId],
      type: 'co-producer-share.updated',
      data: { shareId: share.id },
    });
  });
  return presentShare((await findLeadShare(db, input.shareId, input.userId))!);
}
