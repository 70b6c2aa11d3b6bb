import { z } from 'zod';
import { LICENCE_KINDS } from '../licences';
import { defineMessages } from '../message-keys';
import { multiLineText } from '../plain-text';

/**
 * A paid sale stays paid, and paid money is never closed silently (issue 30 §5, decision 066):
 * what Mark as Paid closes, the refund stated for each order whose proof is in, and the artist
 * accepting the buyer's dispute.
 */

export const MAX_ACCEPT_NOTE = 500;

export const PAID_SALE_MESSAGES = defineMessages('paidSale', {
  approvedStaysPaid:
    'A paid sale cannot be rejected. If the buyer opens a dispute, you can accept it from your sales list with the refund stated.',
  refundMissing:
    'Marking this as paid closes another order whose payment proof is in: state the refund you will send its buyer first.',
  refundInvalid: 'Enter each refund in whole rupees, from 0 up to the price that buyer paid.',
  refundNotClosed: 'The orders this sale closes changed since you looked. Open Mark as Paid again to see them.',
  disputeNotYours: 'Dispute not found.',
  disputeDecided: 'This dispute was already decided.',
  disputeOnPending: 'This order is not paid yet: mark it as paid or reject it from your sales list instead.',
  acceptNoteRequired: 'Tell the buyer what you are refunding and when.',
  revoked: 'This licence was revoked: only its agreement stays available.',
  acceptNoteTooLong: `Keep the note to ${MAX_ACCEPT_NOTE} characters.`,
});

const ZRefundNpr = z.int(PAID_SALE_MESSAGES.refundInvalid.key).min(0, PAID_SALE_MESSAGES.refundInvalid.key);

/** POST /api/purchases/:id/approve: the refund the artist will send each buyer whose paid order this sale closes. */
export const ZApprovePurchase = z.object({
  refunds: z
    .array(z.object({ purchaseId: z.string().max(100), refundNpr: ZRefundNpr }))
    .max(200)
    .default([]),
});
export type TApprovePurchase = z.output<typeof ZApprovePurchase>;

/** One open order that approving this purchase would close. */
export const ZClosingOrder = z.object({
  purchaseId: z.string(),
  reference: z.string(),
  licenceKind: z.enum(LICENCE_KINDS),
  priceNpr: z.number(),
  amountPaisa: z.number(),
  buyer: z.object({ username: z.string(), fullName: z.string().nullable() }),
  /** The buyer sent a payment proof: money may have moved, so a refund must be stated. */
  hasProof: z.boolean(),
  submittedAt: z.string().nullable(),
});
export type TClosingOrder = z.infer<typeof ZClosingOrder>;

/** GET /api/purchases/:id/approval: what Mark as Paid would do, for the artist to confirm. */
export const ZApprovalPreview = z.object({
  purchaseId: z.string(),
  closes: z.array(ZClosingOrder),
});
export type TApprovalPreview = z.infer<typeof ZApprovalPreview>;

export const ZDisputeId = z.object({ id: z.string().max(100) });

/** POST /api/disputes/:id/accept by the artist: the buyer is right, this is the refund. */
export const ZAcceptDispute = z.object({
  refundNpr: ZRefundNpr,
  note: multiLineText({ error: PAID_SALE_MESSAGES.acceptNoteRequired.key })
    .min(1, PAID_SALE_MESSAGES.acceptNoteRequired.key)
    .max(MAX_ACCEPT_NOTE, PAID_SALE_MESSAGES.acceptNoteTooLong.key),
});
export type TAcceptDispute = z.output<typeof ZAcceptDispute>;

/** The buyer's open dispute of a sale, as its artist sees it. */
export const ZSaleDispute = z.object({
  id: z.string(),
  reason: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type TSaleDispute = z.infer<typeof ZSaleDispute>;
