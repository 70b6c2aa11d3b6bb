import { z } from 'zod';
import { defineMessages } from '../message-keys';
import { FORWARDED_MESSAGE_OUTCOMES } from './payment-kinds';

/** Request and response contracts of confirming sales from credit messages (issue 30 item 4, decision 065). */

/** A paste of many SMS stays well under this; the text is read once and never stored. */
export const MAX_PASTE_CHARS = 20_000;
/** One forwarded SMS (or a few) from a forwarding app. */
export const MAX_FORWARDED_BYTES = 4096;
export const FORWARDED_PAGE_SIZE = 20;

export const CREDIT_MESSAGE_MESSAGES = defineMessages('creditMessages', {
  pasteRequired: 'Paste at least one payment message.',
  pasteTooLong: 'That is too much text at once: paste at most 20,000 characters.',
  amountMismatch: "This message's amount is not this order's amount. Check the payment, then use Mark as Paid.",
  rrnUsed: 'This transaction (RRN) already confirmed another sale. One payment confirms one sale.',
  alreadyPaid: 'This sale is already marked as paid.',
  notMatched: 'This message does not match one order exactly. Check it in Sales and use Mark as Paid.',
  inboxOff: 'Turn on the forwarding address first.',
  inboxUnknown: 'This forwarding address does not exist. Copy the current address from your dashboard.',
  forwardedEmpty: 'The forwarded message is empty.',
  forwardedNotFound: 'Forwarded message not found.',
  tooMany: 'Too many payment messages at once. Wait a few minutes and try again.',
  badFields: 'The RRN or the time of this message could not be read. Paste the message again.',
});

/** Why a message did not match one order: keys the web translates (purchases.creditMessages.reason.*). */
export const CREDIT_MATCH_REASONS = [
  'no_amount',
  'debit',
  'no_pending_order',
  'rrn_used',
  'repeated',
  'several_orders',
  'amount_differs',
  'rupees_only',
  'auto_confirm_refused',
] as const;
export type TCreditMatchReason = (typeof CREDIT_MATCH_REASONS)[number];

export const CREDIT_MATCH_SIGNALS = ['amount', 'transaction_id', 'reference'] as const;
export type TCreditMatchSignal = (typeof CREDIT_MATCH_SIGNALS)[number];

export const ZCreditMatchOrder = z.object({
  purchaseId: z.string(),
  reference: z.string(),
  buyerUsername: z.string().nullable(),
  amountPaisa: z.number().int(),
  status: z.enum(['awaiting_payment', 'pending']),
});
export type TCreditMatchOrder = z.infer<typeof ZCreditMatchOrder>;

/** What one message (one SMS or one statement row) is, and which order it names. */
export const ZCreditMatch = z.object({
  index: z.number().int(),
  amountPaisa: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  sender: z.string().nullable(),
  rrn: z.string().nullable(),
  outcome: z.enum(['matched', 'ambiguous', 'unmatched']),
  reason: z.enum(CREDIT_MATCH_REASONS).nullable(),
  matchedBy: z.array(z.enum(CREDIT_MATCH_SIGNALS)),
  /** The order a 'matched' message confirms with one tap; the orders it might be when 'ambiguous'. */
  candidates: z.array(ZCreditMatchOrder),
});
export type TCreditMatch = z.infer<typeof ZCreditMatch>;

export const ZPastedCreditMatch = ZCreditMatch.extend({
  /** The start of the message as pasted, so the artist knows which line this is; sent back, never stored. */
  excerpt: z.string(),
});
export type TPastedCreditMatch = z.infer<typeof ZPastedCreditMatch>;

export const ZPastePaymentMessages = z.object({
  text: z
    .string({ error: CREDIT_MESSAGE_MESSAGES.pasteRequired.key })
    .trim()
    .min(1, CREDIT_MESSAGE_MESSAGES.pasteRequired.key)
    .max(MAX_PASTE_CHARS, CREDIT_MESSAGE_MESSAGES.pasteTooLong.key),
});
export const ZPastedPaymentMessages = z.object({ items: z.array(ZPastedCreditMatch) });
export type TPastedPaymentMessages = z.infer<typeof ZPastedPaymentMessages>;

/** An RRN or transaction id as the parser writes it: upper case, no spaces. */
export const CREDIT_RRN = /^[A-Z0-9-]{4,40}$/;

/** The fields of one matched message, sent back to confirm it; the server checks the RRN and time after the order is found to be the artist's. */
export const ZConfirmPaymentMessage = z.object({
  purchaseId: z.string().max(64),
  amountPaisa: z.number().int().positive().max(2_000_000_000),
  rrn: z.string().trim().max(40).nullable(),
  sender: z.string().trim().max(80).nullable(),
  sentAt: z.string().max(40).nullable(),
});
export type TConfirmPaymentMessage = z.infer<typeof ZConfirmPaymentMessage>;

export const ZPaymentInbox = z.object({
  isOn: z.boolean(),
  autoConfirm: z.boolean(),
  createdAt: z.string().nullable(),
});
export type TPaymentInbox = z.infer<typeof ZPaymentInbox>;

/** Turned on or rotated: the only time the secret address is shown. */
export const ZPaymentInboxAddress = ZPaymentInbox.extend({ url: z.string() });
export type TPaymentInboxAddress = z.infer<typeof ZPaymentInboxAddress>;

export const ZPaymentInboxSettings = z.object({ autoConfirm: z.boolean() });

export const ZForwardedPayment = z.object({
  id: z.string(),
  amountPaisa: z.number().int().nullable(),
  rrn: z.string().nullable(),
  sender: z.string().nullable(),
  sentAt: z.string().nullable(),
  outcome: z.enum(FORWARDED_MESSAGE_OUTCOMES),
  reason: z.enum(CREDIT_MATCH_REASONS).nullable(),
  purchase: z
    .object({
      id: z.string(),
      reference: z.string(),
      buyerUsername: z.string().nullable(),
      amountPaisa: z.number().int(),
      status: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type TForwardedPayment = z.infer<typeof ZForwardedPayment>;

export const ZForwardedPaymentPage = z.object({ items: z.array(ZForwardedPayment), nextCursor: z.string().nullable() });
export type TForwardedPaymentPage = z.infer<typeof ZForwardedPaymentPage>;

/** What the forwarding app is told: only that the message arrived and what became of it. */
export const ZForwardedReceipt = z.object({
  received: z.number().int(),
  outcomes: z.array(z.enum(FORWARDED_MESSAGE_OUTCOMES)),
});

/** The realtime event the artist's dashboard hears when a forwarded message arrives. */
export const FORWARDED_PAYMENT_EVENT = 'payment.forwarded';
