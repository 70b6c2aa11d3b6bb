import type { TProofFlag, TProofFields } from '@beatpasal/shared/schemas/purchases';
import type { Queryable } from '../../db/client';
import {
  hasEarlierShortPayment,
  isTransactionOnOtherWallet,
  type TPurchaseRow,
} from '../../db/repositories/purchases-repository';

/** A phone's clock may be a few minutes off: a capture this close to Buy Now is not flagged. */
const CLOCK_SLACK_MS = 10 * 60 * 1000;

/**
 * The advisory signs of decision 026, found in the transaction that stores the proof. Each is a
 * fact the artist may want to look at before Mark as Paid, none a verdict: a payment cannot be made
 * before Buy Now gave its reference, yet the screenshot says it was taken earlier (even reading
 * its clock in the westernmost time zone); the artist already found this buyer's payment short
 * once; the same transaction id was given for another purchase under another wallet.
 */
export async function findProofFlags(
  q: Queryable,
  row: Pick<TPurchaseRow, 'id' | 'buyerId' | 'artistId' | 'createdAt'>,
  proof: TProofFields & { capturedBy: Date | null },
): Promise<TProofFlag[]> {
  const flags: TProofFlag[] = [];
  if (proof.capturedBy && proof.capturedBy.getTime() < row.createdAt.getTime() - CLOCK_SLACK_MS)
    flags.push('taken_before_order');
  if (await hasEarlierShortPayment(q, row)) flags.push('earlier_not_enough_fund');
  if (
    await isTransactionOnOtherWallet(q, {
      purchaseId: row.id,
      wallet: proof.wallet,
      transactionId: proof.transactionId,
    })
  )
    flags.push('transaction_on_other_wallet');
  return flags;
}
