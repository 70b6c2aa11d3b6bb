import { parseCreditMessage, splitCreditMessages } from '@beatpasal/shared/payments/credit-messages';
import {
  CREDIT_MESSAGE_MESSAGES,
  FORWARDED_PAYMENT_EVENT,
  type TCreditMatch,
} from '@beatpasal/shared/payments/credit-message-api';
import type { TForwardedMessageOutcome } from '@beatpasal/shared/payments/payment-kinds';
import type { AppContext } from '../../context';
import { findInboxByTokenHash, insertForwardedPayment } from '../../db/repositories/credit-messages-repository';
import { AppError } from '../../errors/app-error';
import { confirmPaymentMessage } from './confirm-payment-message';
import { findCreditMatches } from './find-credit-matches';
import { hashInboxToken } from './manage-payment-inbox';
import { isExactMatch } from './match-credit-message';

/** A forwarding app sends one SMS per request; a few are read, the rest left out. */
const MAX_FORWARDED_MESSAGES = 5;

export const inboxNotFound = () => new AppError('NOT_FOUND', { userMessage: CREDIT_MESSAGE_MESSAGES.inboxUnknown });

/** The artist's inbox behind a secret address, or 404. */
export async function findInboxOfToken(ctx: AppContext, token: string) {
  const inbox =
    token.length >= 20 && token.length <= 64
      ? await findInboxByTokenHash(ctx.database.db, hashInboxToken(token))
      : null;
  if (!inbox) throw inboxNotFound();
  return inbox;
}

/** With "confirm exact matches for me" on, an exact match marks the sale paid; a refusal leaves it a suggestion. */
async function autoConfirm(
  ctx: AppContext,
  artistId: string,
  match: TCreditMatch,
): Promise<{ outcome: TForwardedMessageOutcome; reason: TCreditMatch['reason'] }> {
  const order = match.candidates[0]!;
  try {
    const { changed } = await confirmPaymentMessage(ctx, {
      userId: artistId,
      purchaseId: order.purchaseId,
      amountPaisa: match.amountPaisa!,
      rrn: match.rrn,
      sender: match.sender,
      sentAt: match.sentAt,
      via: 'automatic',
    });
    return changed ? { outcome: 'confirmed', reason: null } : { outcome: 'unmatched', reason: 'rrn_used' };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { outcome: 'matched', reason: 'auto_confirm_refused' };
    throw error;
  }
}

/**
 * POST /api/payment-inbox/:token: an SMS-forwarding app posts a credit message as it arrives. It is
 * parsed and matched like a paste; only the fields are stored, as a suggestion the dashboard shows
 * at once (decision 065). The text is dropped when this returns.
 */
export async function receiveForwardedPayment(
  ctx: AppContext,
  input: { token: string; text: string },
): Promise<{ received: number; outcomes: TForwardedMessageOutcome[] }> {
  const inbox = await findInboxOfToken(ctx, input.token);
  const messages = splitCreditMessages(input.text)
    .slice(0, MAX_FORWARDED_MESSAGES)
    .map((text, i) => parseCreditMessage(text, i + 1));
  if (messages.length === 0) throw new AppError('BAD_REQUEST', { userMessage: CREDIT_MESSAGE_MESSAGES.forwardedEmpty });
  const artistId = inbox.artistId;
  const matches = await findCreditMatches(ctx.database.db, artistId, messages);
  const outcomes: TForwardedMessageOutcome[] = [];
  for (const match of matches) {
    const decided =
      inbox.autoConfirm && isExactMatch(match)
        ? await autoConfirm(ctx, artistId, match)
        : { outcome: match.outcome, reason: match.reason };
    await ctx.database.db.transaction(async (tx) => {
      const row = await insertForwardedPayment(tx, {
        artistId,
        purchaseId: match.candidates.length === 1 ? match.candidates[0]!.purchaseId : null,
        amountPaisa: match.amountPaisa,
        rrn: match.rrn,
        sender: match.sender,
        sentAt: match.sentAt ? new Date(match.sentAt) : null,
        outcome: decided.outcome,
        reason: decided.reason,
      });
      await ctx.events.publish(tx, {
        userIds: [artistId],
        type: FORWARDED_PAYMENT_EVENT,
        data: { forwardedPaymentId: row.id, outcome: row.outcome },
      });
    });
    outcomes.push(decided.outcome);
  }
  return { received: matches.length, outcomes };
}
