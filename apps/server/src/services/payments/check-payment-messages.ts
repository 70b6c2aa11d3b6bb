import { parseCreditMessage, splitCreditMessages } from '@beatpasal/shared/payments/credit-messages';
import type { TPastedPaymentMessages } from '@beatpasal/shared/payments/credit-message-api';
import type { AppContext } from '../../context';
import { requireSeller } from '../purchases/purchase-access';
import { findCreditMatches } from './find-credit-matches';

/** More messages than this in one paste are left out; a day's SMS fit many times over. */
const MAX_MESSAGES = 200;
const EXCERPT_CHARS = 120;

/**
 * POST /api/me/payment-messages: what each pasted message is and which order it names. Nothing is
 * written: the text lives only in this request (decision 065), and confirming is a separate tap.
 */
export async function checkPaymentMessages(
  ctx: AppContext,
  input: { userId: string; text: string },
): Promise<TPastedPaymentMessages> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const texts = splitCreditMessages(input.text).slice(0, MAX_MESSAGES);
  const matches = await findCreditMatches(
    db,
    input.userId,
    texts.map((text, i) => parseCreditMessage(text, i + 1)),
  );
  return {
    items: matches.map((match, i) => ({ ...match, excerpt: texts[i]!.replace(/\s+/g, ' ').slice(0, EXCERPT_CHARS) })),
  };
}
