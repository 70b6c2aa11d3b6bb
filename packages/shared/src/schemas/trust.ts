import { z } from 'zod';
import { ACCOUNT_UNAVAILABLE_MESSAGES } from '../account-states';
import { defineMessages } from '../message-keys';
import { multiLineText } from '../plain-text';
import { ZAdminReason } from './admin';
import { LICENCE_KINDS } from '../licence-kinds';
import { REJECTION_REASONS } from './purchases';

/** Suspension, permanent removal, disputes and the refunds register (issue 12, decision 031). */

/** A pending purchase may be disputed as "not approved" once it has waited this long. */
export const DISPUTE_PENDING_DAYS = 3;
/** A refund the buyer has not confirmed after this long is overdue in the register. */
export const REFUND_OVERDUE_DAYS = 7;
export const MAX_DISPUTE_MESSAGE = 2000;
export const DISPUTE_PAGE_SIZE = 30;
export const REFUND_PAGE_SIZE = 50;
/** The newest messages of the buyer–artist conversation an admin sees beside a dispute. */
export const DISPUTE_MESSAGES_SHOWN = 50;

/** `closed_without_refund`: an order whose proof was in, closed by another buyer's exclusive sale (decision 066). */
export const DISPUTE_REASONS = [
  'not_approved',
  'rejected_without_refund',
  'closed_without_refund',
  'wrong_file',
] as const;
export type TDisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_STATUSES = ['open', 'resolved_buyer', 'resolved_artist', 'closed'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_DECISIONS = ['resolved_buyer', 'resolved_artist', 'closed'] as const;
export type TDisputeDecision = (typeof DISPUTE_DECISIONS)[number];
export const ACCOUNT_STATES = ['active', 'suspended', 'removed'] as const;
export type TAccountState = (typeof ACCOUNT_STATES)[number];

export const TRUST_MESSAGES = defineMessages('trust', {
  accountSuspended: ACCOUNT_UNAVAILABLE_MESSAGES.suspended,
  accountRemoved: ACCOUNT_UNAVAILABLE_MESSAGES.removed,
  signInSuspended: 'Your account is suspended. Contact support if you think this is a mistake.',
  signInRemoved: 'Your account was removed for breaking the rules. Contact support if you think this is a mistake.',
  purchaseFrozen: 'This purchase is frozen while one of its accounts is suspended. An administrator will look at it.',
  accountNotFound: 'Account not found.',
  notYourself: 'You cannot suspend or remove your own account.',
  notAdmin: 'Administrator accounts cannot be suspended or removed. Revoke the admin role first with npm run admin.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  alreadyRemoved: 'This account was removed for good; it cannot be suspended or restored.',
  disputeReason: 'Choose why you are opening a dispute.',
  disputeMessageRequired: 'Tell the administrators what happened.',
  disputeMessageTooLong: `Keep the message to ${MAX_DISPUTE_MESSAGE} characters.`,
  disputeTooEarly: `A purchase can be disputed as not approved once it has waited ${DISPUTE_PENDING_DAYS} days.`,
  disputeNotRejected: 'Only a rejected purchase can be disputed for its refund.',
  disputeNotApproved: 'A wrong file can be disputed only after the purchase was approved.',
  disputeNotClosedPaid: 'Only an order closed after its payment proof was sent can be disputed for its refund.',
  disputeAlreadyOpen: 'This purchase already has an open dispute. The administrators will answer it.',
  disputeNotFound: 'Dispute not found.',
  disputeDecided: 'This dispute was already decided.',
  decisionRequired: 'Choose a decision: for the buyer, for the artist, or closed.',
  decisionRefund: 'State the refund the buyer is owed, in whole rupees from 0 up to the price paid.',
  refundNotRejected: 'Only a rejected purchase, or an order closed after its payment, has a refund to confirm.',
  refundConfirmed: 'You already confirmed this refund.',
});

export const ZDisputeMessage = multiLineText({ error: TRUST_MESSAGES.disputeMessageRequired.key })
  .min(1, TRUST_MESSAGES.disputeMessageRequired.key)
  .max(MAX_DISPUTE_MESSAGE, TRUST_MESSAGES.disputeMessageTooLong.key);

/** POST /api/purchases/:id/dispute, by the buyer. */
export const ZOpenDispute = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: TRUST_MESSAGES.disputeReason.key }),
  message: ZDisputeMessage,
});
export type TOpenDispute = z.output<typeof ZOpenDispute>;

/**
 * POST /api/admin/disputes/:id/decide: the note goes to both sides. `refundNpr` is the refund the
 * buyer is owed: required to decide for the buyer on an approved purchase, which revokes it
 * (decision 066); on a rejected or closed order it replaces the refund stated before.
 */
export const ZDecideDispute = ZAdminReason.extend({
  decision: z.enum(DISPUTE_DECISIONS, { error: TRUST_MESSAGES.decisionRequired.key }),
  refundNpr: z.int(TRUST_MESSAGES.decisionRefund.key).min(0, TRUST_MESSAGES.decisionRefund.key).optional(),
});
export type TDecideDispute = z.output<typeof ZDecideDispute>;

/** What the buyer's purchase view shows about disputes and the refund. */
export const ZPurchaseTrust = z.object({
  /** The reasons the buyer may open a dispute for now; empty when none (or one is open). */
  disputeReasons: z.array(z.enum(DISPUTE_REASONS)),
  openDispute: z
    .object({ id: z.string(), reason: z.enum(DISPUTE_REASONS), createdAt: z.iso.datetime({ offset: true }) })
    .nullable(),
  lastDecision: z
    .object({ status: z.enum(DISPUTE_STATUSES), note: z.string(), decidedAt: z.iso.datetime({ offset: true }) })
    .nullable(),
  refundConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
  canConfirmRefund: z.boolean(),
  isFrozen: z.boolean(),
});
export type TPurchaseTrust = z.infer<typeof ZPurchaseTrust>;

export const ZDisputesQuery = z.object({
  status: z.enum(DISPUTE_STATUSES).default('open'),
  /** `createdAt|id` of the last dispute of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type TDisputesQuery = z.output<typeof ZDisputesQuery>;

const ZParty = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  accountState: z.enum(ACCOUNT_STATES),
});

export const ZDisputeSummary = z.object({
  id: z.string(),
  purchaseId: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  trackTitle: z.string(),
  referenceCode: z.string(),
  buyer: ZParty,
  artist: ZParty,
  createdAt: z.iso.datetime({ offset: true }),
});
export type TDisputeSummary = z.infer<typeof ZDisputeSummary>;
export const ZDisputePage = z.object({ disputes: z.array(ZDisputeSummary), nextCursor: z.string().nullable() });
export type TDisputePage = z.infer<typeof ZDisputePage>;

export const ZDisputeDetail = ZDisputeSummary.extend({
  message: z.string(),
  decisionNote: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  purchase: z.object({
    status: z.string(),
    licenceKind: z.enum(LICENCE_KINDS),
    priceNpr: z.number(),
    licenceTerms: z.string().nullable(),
    leaseDays: z.number().nullable(),
    streamCap: z.number().nullable(),
    deliverables: z.array(z.string()),
    walletLabel: z.string().nullable(),
    walletTransactionId: z.string().nullable(),
    submittedAt: z.iso.datetime({ offset: true }).nullable(),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
    rejectionReason: z.enum(REJECTION_REASONS).nullable(),
    rejectionNote: z.string().nullable(),
    refundNpr: z.number().nullable(),
    refundConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
    /** A signed private link valid for an hour, or null when no proof was sent. */
    screenshotUrl: z.string().nullable(),
  }),
  /** The newest messages between the two, oldest first. */
  messages: z.array(
    z.object({
      id: z.string(),
      from: z.enum(['buyer', 'artist']),
      body: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type TDisputeDetail = z.infer<typeof ZDisputeDetail>;

export const ZRefundsQuery = z.object({
  /** `decidedAt|id` of the last refund of the previous page. */
  cursor: z.string().max(200).optional(),
});
export const ZRefund = z.object({
  purchaseId: z.string(),
  referenceCode: z.string(),
  trackTitle: z.string(),
  buyerEmail: z.string(),
  artistEmail: z.string(),
  refundNpr: z.number().nullable(),
  priceNpr: z.number(),
  rejectedAt: z.iso.datetime({ offset: true }),
  ageDays: z.number(),
  refundConfirmedAt: z.iso.datetime({ offset: true }).nullable(),
  isOverdue: z.boolean(),
  hasOpenDispute: z.boolean(),
});
export type TRefund = z.infer<typeof ZRefund>;
export const ZRefundPage = z.object({ refunds: z.array(ZRefund), nextCursor: z.string().nullable() });
export type TRefundPage = z.infer<typeof ZRefundPage>;

/** GET /api/admin/users/:userId: enough to decide a suspension. */
export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(['artist', 'buyer', 'admin']).nullable(),
  accountState: z.enum(ACCOUNT_STATES),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUserQuery = z.object({ q: z.string().trim().min(1, TRUST_MESSAGES.accountNotFound.key).max(320) });

/** A rejected purchase, or an order closed after its proof was in: the two that owe the buyer a refund. */
export function owesRefund(purchase: { status: string; submittedAt: Date | null }): boolean {
  return purchase.status === 'rejected' || (purchase.status === 'closed' && purchase.submittedAt !== null);
}

/** Whether a refund was rejected this long ago without the buyer confirming it. */
export function isRefundOverdue(rejectedAt: Date, confirmedAt: Date | null, now: Date): boolean {
  return confirmedAt === null && now.getTime() - rejectedAt.getTime() >= REFUND_OVERDUE_DAYS * 86_400_000;
}

/** The dispute reasons a purchase in this state allows (spec: not approved within 3 days, rejected without refund, wrong file). */
export function disputeReasonsFor(purchase: { status: string; submittedAt: Date | null }, now: Date): TDisputeReason[] {
  if (purchase.status === 'rejected') return ['rejected_without_refund'];
  if (purchase.status === 'closed' && purchase.submittedAt) return ['closed_without_refund'];
  if (purchase.status === 'approved') return ['wrong_file'];
  const waited = purchase.submittedAt ? now.getTime() - purchase.submittedAt.getTime() : 0;
  if (purchase.status === 'pending' && waited >= DISPUTE_PENDING_DAYS * 86_400_000) return ['not_approved'];
  return [];
}
