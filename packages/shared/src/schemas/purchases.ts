import { z } from 'zod';
import { DELIVERABLES, LICENCE_KINDS, ZLicenceKind } from '../licences';
import { PURCHASE_STATUSES } from '../purchase-states';
import { CONFIRMATION_SOURCES } from '../payments/payment-kinds';
import { WALLET_KINDS, ZWalletKind, ZWalletQr } from './profiles';
import { toLatinDigits } from '../digits';
import { defineMessages } from '../message-keys';
import { wordsIn } from '../vocabulary';
import { CATALOGUE_MESSAGES } from './catalogue-api';
import { ZSaleDispute } from './paid-sales';

/** Request and response shapes of /api/purchases, /api/me/purchases and /api/me/sales (DESIGN §6). */

export const PURCHASE_MESSAGES = defineMessages('purchase', {
  visitorBuy: 'Please sign up or log in as a buyer to purchase.',
  artistBuy: 'Only buyer accounts can purchase tracks.',
  sellerOnly: 'Only artist accounts have sales.',
  notFound: 'Purchase record not found.',
  licenceMissing: 'License information missing. Please go back and select a license.',
  licenceNotOffered: 'This track does not offer that licence. Please go back and select another license.',
  negotiable: 'This licence is negotiable: message the artist to agree on a price first.',
  sold: 'This track has been sold and can no longer be bought.',
  ownTrack: 'You cannot buy your own track.',
  screenshotRequired: 'Please select a screenshot file.',
  screenshotTooLarge: 'The screenshot can be at most 10 MB.',
  walletRequired: 'Choose the wallet you paid with.',
  transactionIdRequired: 'Enter the transaction ID shown in your wallet app.',
  transactionIdFormat: 'A transaction ID has 4 to 40 letters, digits or dashes. Copy it from your wallet app.',
  alreadySubmitted: 'Payment proof was already submitted for this purchase.',
  expired: 'This purchase expired before it was paid. Go back to the track and press Buy Now again.',
  closed: 'This purchase is closed. Open your dashboard to see why.',
  screenshotReused: 'This screenshot was already used for another purchase. Upload the screenshot of this payment.',
  transactionReused: 'This transaction ID was already used for another purchase. Check the ID in your wallet app.',
  cannotApprove: 'This purchase can no longer be marked as paid.',
  soldToAnother: 'This track was already sold exclusively to another buyer, so this purchase cannot be marked as paid.',
  cannotReject: 'This purchase can no longer be rejected.',
  reasonRequired: 'Choose a reason for the rejection.',
  noteRequired: 'Please describe the reason.',
  refundInvalid: 'Enter the refund in whole rupees, from 0 up to the price paid.',
  alternateTwice: 'An alternate file was already uploaded for this purchase.',
  alternateNotPaid: 'Mark the purchase as paid before uploading an alternate file.',
  alternateRequired: 'Choose an audio file to upload.',
  alternateTooLarge: 'The alternate file can be at most 200 MB.',
  notApproved: 'Downloads open once the artist confirms your payment.',
  fileNotIncluded: 'This licence does not include that file.',
  preparing: 'This file is still being prepared. Please try again in a minute.',
  paidWithRequest: 'This licence is paid with its payment request: open the request to pay for it or to see its state.',
  busyAtThisPrice: 'This artist has too many unpaid orders at this price right now. Please try again in a few hours.',
});

export const REJECTION_REASONS = [
  'not_enough_fund',
  'wrong_track',
  'settle_by_email',
  'repurchase_request',
  'other',
] as const;
export type TRejectionReason = (typeof REJECTION_REASONS)[number];
/** The spec's wording (§3); `other` carries the artist's own text. */
export const REJECTION_REASON_LABELS: Record<TRejectionReason, string> = wordsIn('rejectionReasons', 'en');

/**
 * Advisory signs on a proof, shown to the artist only (decision 026); none is a verdict:
 * the artist's own wallet statement decides.
 */
export const PROOF_FLAGS = ['taken_before_order', 'earlier_not_enough_fund', 'transaction_on_other_wallet'] as const;
export type TProofFlag = (typeof PROOF_FLAGS)[number];

export const ORDER_REFERENCE = /^BP-[2-9A-HJ-NP-Z]{5}$/;
export const MAX_REJECTION_NOTE = 500;

/** Not a uuid: the service answers 'Purchase record not found.' (404), as for someone else's purchase. */
export const ZPurchaseId = z.object({ id: z.string().max(100) });

export const ZCreatePurchase = z.object({
  trackId: z.uuid({ error: CATALOGUE_MESSAGES.trackNotFound.key }),
  licenceKind: z.enum(LICENCE_KINDS, { error: PURCHASE_MESSAGES.licenceMissing.key }),
});
export type TCreatePurchase = z.infer<typeof ZCreatePurchase>;

/** The text fields sent with the screenshot; the id is kept as the wallet shows it, compared without case or spaces. */
export const ZProofFields = z.object({
  wallet: z.enum(WALLET_KINDS, { error: PURCHASE_MESSAGES.walletRequired.key }),
  transactionId: z
    .string({ error: PURCHASE_MESSAGES.transactionIdRequired.key })
    .trim()
    .min(1, PURCHASE_MESSAGES.transactionIdRequired.key)
    .transform((id) => toLatinDigits(id).replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9-]{4,40}$/, PURCHASE_MESSAGES.transactionIdFormat.key)),
});
export type TProofFields = z.output<typeof ZProofFields>;

export const ZRejectPurchase = z
  .object({
    reason: z.enum(REJECTION_REASONS, { error: PURCHASE_MESSAGES.reasonRequired.key }),
    note: z.string().trim().max(MAX_REJECTION_NOTE).default(''),
    refundNpr: z.int(PURCHASE_MESSAGES.refundInvalid.key).min(0, PURCHASE_MESSAGES.refundInvalid.key),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && input.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: PURCHASE_MESSAGES.noteRequired.key });
  });
export type TRejectPurchase = z.output<typeof ZRejectPurchase>;

export const DOWNLOAD_FILES = ['master', 'mp3', 'alternate'] as const;
export type TDownloadFile = (typeof DOWNLOAD_FILES)[number];
export const ZDownloadQuery = z.object({ file: z.enum(DOWNLOAD_FILES).default('master') });

/** 'none': the licence does not include it; 'preparing': the server is still making it. */
export const ZFileState = z.enum(['ready', 'preparing', 'none']);
export type TFileState = z.infer<typeof ZFileState>;

export const ZPurchaseLicence = z.object({
  kind: ZLicenceKind,
  priceNpr: z.number(),
  terms: z.string().nullable(),
  leaseDays: z.number().nullable(),
  streamCap: z.number().nullable(),
  deliverables: z.array(z.enum(DELIVERABLES)),
});

/** Another licence paid with the same payment request (decision 091), as the request's page lists it. */
export const ZRequestLine = z.object({
  id: z.string(),
  trackTitle: z.string(),
  licenceKind: ZLicenceKind,
  priceNpr: z.number(),
  linePaisa: z.number(),
});
export type TRequestLine = z.infer<typeof ZRequestLine>;

export const ZPurchase = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** When an unpaid purchase lapses; null once paid. */
  expiresAt: z.string().nullable(),
  track: z.object({ id: z.string(), title: z.string(), coverUrl: z.string().nullable(), isSold: z.boolean() }),
  artist: z.object({ id: z.string(), username: z.string(), displayName: z.string().nullable() }),
  licence: ZPurchaseLicence,
  /** The exact amount to pay, in paisa: the price plus this purchase's own paisa (decision 063). */
  amountPaisa: z.number(),
  /** The payment request this licence is paid with, when another line carries it (decision 091). */
  leadPurchaseId: z.string().nullable(),
  /** What this licence costs within a grouped request, after discounts; null when bought with Buy Now. */
  linePaisa: z.number().nullable(),
  /** The request's other licences, when this purchase carries a grouped payment request. */
  lines: z.array(ZRequestLine),
  /** How the sale was marked as paid, once it was. */
  confirmedVia: z.enum(CONFIRMATION_SOURCES).nullable(),
  /** The public code of the licence (`/licence/{code}`), once approved. */
  licenceCode: z.string().nullable(),
  /** When an approved sale was undone through a dispute (the agreement stays, marked revoked). */
  revokedAt: z.string().nullable(),
  wallet: ZWalletKind.nullable(),
  transactionId: z.string().nullable(),
  hasScreenshot: z.boolean(),
  rejection: z
    .object({ reason: z.enum(REJECTION_REASONS).nullable(), note: z.string(), refundNpr: z.number().nullable() })
    .nullable(),
  downloads: z.object({ master: ZFileState, mp3: ZFileState, alternate: ZFileState, agreement: ZFileState }),
});
export type TPurchase = z.infer<typeof ZPurchase>;

/** GET /api/purchases/:id for its buyer: the purchase and, to pay it, the artist's wallet QR codes (primary first). */
export const ZPurchaseDetail = ZPurchase.extend({ wallets: z.array(ZWalletQr) });
export type TPurchaseDetail = z.infer<typeof ZPurchaseDetail>;

/** A sale as its artist sees it: the buyer's contact details (spec §6) with the purchase. */
export const ZSale = ZPurchase.extend({
  buyer: z.object({
    username: z.string(),
    fullName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  proofFlags: z.array(z.enum(PROOF_FLAGS)),
  /** The buyer's open dispute, which the artist may accept with the refund stated (decision 066). */
  openDispute: ZSaleDispute.nullable(),
  /** The credit message that marked it paid (its fields; the text is never kept), decision 065. */
  paymentMessage: z
    .object({
      via: z.enum(['pasted_message', 'forwarded_message', 'automatic']),
      rrn: z.string().nullable(),
      sender: z.string().nullable(),
      receivedAt: z.string().nullable(),
    })
    .nullable(),
});
export type TSale = z.infer<typeof ZSale>;

export const ZPageQuery = z.object({ cursor: z.string().max(200).optional() });
export const SALE_FILTERS = ['open', 'pending', 'approved', 'rejected', 'all'] as const;
export const ZSalesQuery = ZPageQuery.extend({ status: z.enum(SALE_FILTERS).default('all') });
export type TSaleFilter = (typeof SALE_FILTERS)[number];

export const ZPurchasePage = z.object({ items: z.array(ZPurchase), nextCursor: z.string().nullable() });
export type TPurchasePage = z.infer<typeof ZPurchasePage>;
/** Totals are over every sale of the filter, not just the page; only the first page carries them. */
export const ZSalePage = z.object({
  items: z.array(ZSale),
  nextCursor: z.string().nullable(),
  totals: z.object({ count: z.number(), approvedNpr: z.number(), refundedNpr: z.number() }).nullable(),
});
export type TSalePage = z.infer<typeof ZSalePage>;

export const ZFileLink = z.object({ url: z.string(), expiresAt: z.string() });
export type TFileLink = z.infer<typeof ZFileLink>;

export const PURCHASES_PAGE_SIZE = 20;
