import type { FastifyBaseLogger } from 'fastify';
import { PURCHASE_MESSAGES, type TProofFields, type TPurchase } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import {
  findOwnPurchase,
  findProofReuse,
  findPurchaseView,
  updatePurchase,
  type TPurchaseRow,
} from '../../db/repositories/purchases-repository';
import { updateRequestLines } from '../../db/repositories/payment-requests-repository';
import { isUniqueViolation } from '../../db/repositories/postgres-errors';
import { AppError } from '../../errors/app-error';
import { storeObjectsThenCommit } from '../../media/uploads/store-objects';
import { readCaptureTime } from '../../media/images/read-capture-time';
import { findProofFlags } from './find-proof-flags';
import { notifyPaymentSubmitted } from '../notifications/notify-people';
import { prepareScreenshot } from './prepare-screenshot';
import { requireRequestLead } from './request-lines';
import { presentPurchase } from './present-purchase';
import { purchaseNotFound, requireBuyer, requireNotFrozen, requireTransition } from './purchase-access';

export interface SubmitProofInput extends TProofFields {
  userId: string;
  purchaseId: string;
  screenshot: Buffer;
  log: FastifyBaseLogger;
}

const reused = (what: 'screenshot' | 'transaction') =>
  new AppError('CONFLICT', {
    userMessage: what === 'screenshot' ? PURCHASE_MESSAGES.screenshotReused : PURCHASE_MESSAGES.transactionReused,
    fieldErrors:
      what === 'screenshot'
        ? { screenshot: PURCHASE_MESSAGES.screenshotReused }
        : { transactionId: PURCHASE_MESSAGES.transactionReused },
  });

const isSameProof = (row: TPurchaseRow, input: SubmitProofInput, sha256: string) =>
  row.screenshotSha256 === sha256 &&
  row.walletLabel === input.wallet &&
  row.walletTransactionId === input.transactionId;

/**
 * POST /api/purchases/:id/proof: the buyer's screenshot and wallet transaction id move the purchase
 * to pending, e-mail the artist and tell their open dashboard. The same proof sent again changes
 * nothing; a screenshot or transaction id already used on another purchase is refused.
 */
export async function submitProof(ctx: AppContext, input: SubmitProofInput): Promise<TPurchase> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const owner = { buyerId: input.userId };
  const before = await findOwnPurchase(db, input.purchaseId, owner);
  if (!before) throw purchaseNotFound();
  requireRequestLead(before);
  await requireNotFrozen(db, before);
  // Read before prepareScreenshot re-encodes the picture and drops its metadata.
  const capturedBy = await readCaptureTime(input.screenshot);
  const prepared = await prepareScreenshot(input.screenshot);
  if (isSameProof(before, input, prepared.sha256))
    return presentPurchase(ctx.storage, (await findPurchaseView(db, before.id))!);
  requireTransition(before.status, 'submit_proof', 'buyer');

  const commit = () =>
    db.transaction(async (tx) => {
      const row = await findOwnPurchase(tx, input.purchaseId, owner, { forUpdate: true });
      if (!row) throw purchaseNotFound();
      await requireNotFrozen(tx, row);
      requireTransition(row.status, 'submit_proof', 'buyer');
      const reuse = await findProofReuse(tx, {
        purchaseId: row.id,
        screenshotSha256: prepared.sha256,
        wallet: input.wallet,
        transactionId: input.transactionId,
      });
      if (reuse) throw reused(reuse);
      const proofFlags = await findProofFlags(tx, row, {
        wallet: input.wallet,
        transactionId: input.transactionId,
        capturedBy,
      });
      const updated = await updatePurchase(tx, row.id, {
        status: 'pending',
        screenshotKey: prepared.key,
        screenshotSha256: prepared.sha256,
        walletLabel: input.wallet,
        walletTransactionId: input.transactionId,
        submittedAt: new Date(),
        proofFlags,
      });
      // A grouped request's other lines wait for the artist with it; the proof stays on the lead (decision 091).
      await updateRequestLines(tx, row.id, row.status, { status: 'pending', submittedAt: updated.submittedAt });
      await notifyPaymentSubmitted(ctx, tx, updated);
      await ctx.events.publish(tx, {
        userIds: [row.artistId],
        type: 'purchase.submitted',
        data: { purchaseId: row.id },
      });
      return updated;
    });
  try {
    await storeObjectsThenCommit(ctx.storage, prepared.objects, input.log, commit);
  } catch (error) {
    // Two purchases sent the same proof at the same moment: the unique indexes let only one through.
    if (isUniqueViolation(error, 'purchases_screenshot_sha_idx')) throw reused('screenshot');
    if (isUniqueViolation(error, 'purchases_wallet_transaction_idx')) throw reused('transaction');
    throw error;
  }
  ctx.worker.notify();
  return presentPurchase(ctx.storage, (await findPurchaseView(db, input.purchaseId))!);
}
