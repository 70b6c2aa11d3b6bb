import { z } from 'zod';
import { MAX_PRICE_NPR, ZLicenceKind } from '../licences';
import { formatNpr } from '../prices';
import { defineMessages } from '../message-keys';
import { CATALOGUE_MESSAGES } from './catalogue-api';

/**
 * Offers for negotiable licences (DESIGN §2 "Negotiable"): made inside a conversation, shown
 * there as a card. The artist offers a licence of their track at a price; the buyer may propose
 * a price instead. The other side accepts, declines or counters (a counter supersedes the offer).
 * Accepting creates the buyer's purchase at the agreed price (then the normal checkout).
 *
 * POST /api/conversations/:userId/offers   ← ZCreateOffer → 201 ZOffer (also posted into the chat)
 * GET  /api/offers/:id                     → 200 ZOffer (only its buyer and artist; anyone else 404)
 * POST /api/offers/:id/accept              → 200 ZOffer (with purchaseId)
 * POST /api/offers/:id/decline             → 200 ZOffer
 * POST /api/offers/:id/counter             ← ZCounterOffer → 201 ZOffer (the new one)
 */

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'countered', 'expired', 'void'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

export const DEFAULT_OFFER_HOURS = 72;
export const MAX_OFFER_HOURS = 24 * 14;

export const OFFER_MESSAGES = defineMessages('offer', {
  priceInvalid: `Enter the price in whole rupees, from ${formatNpr(1)} to ${formatNpr(MAX_PRICE_NPR)}.`,
  licenceNotNegotiable: 'This licence is not open to offers on this track.',
  trackNotYours: 'You can only make offers on your own tracks.',
  notFound: 'This offer could not be found.',
  notPending: 'This offer is no longer open.',
  expired: 'This offer has expired. Ask for a new one in the chat.',
  sold: 'This track has been sold, so the offer no longer stands.',
  ownOffer: 'You cannot answer your own offer.',
  notBetween: 'Offers are made between a buyer and the artist of the track.',
  purchasePending:
    'You have already sent payment for this licence. Wait for the artist to confirm it before accepting another offer.',
  expiryInvalid: `An offer can stay open from 1 hour to ${MAX_OFFER_HOURS / 24} days.`,
});

export const ZOfferId = z.object({ id: z.string().max(100) });

export const ZCreateOffer = z.object({
  trackId: z.uuid({ error: CATALOGUE_MESSAGES.trackNotFound.key }),
  licenceKind: ZLicenceKind,
  priceNpr: z
    .int(OFFER_MESSAGES.priceInvalid.key)
    .min(1, OFFER_MESSAGES.priceInvalid.key)
    .max(MAX_PRICE_NPR, OFFER_MESSAGES.priceInvalid.key),
  expiresInHours: z
    .int(OFFER_MESSAGES.expiryInvalid.key)
    .min(1, OFFER_MESSAGES.expiryInvalid.key)
    .max(MAX_OFFER_HOURS, OFFER_MESSAGES.expiryInvalid.key)
    .default(DEFAULT_OFFER_HOURS),
});
export type TCreateOffer = z.output<typeof ZCreateOffer>;

export const ZCounterOffer = ZCreateOffer.pick({ priceNpr: true, expiresInHours: true });
export type TCounterOffer = z.output<typeof ZCounterOffer>;

export const ZOffer = z.object({
  id: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** Who made it: the artist offering, or the buyer proposing a price. */
  fromUserId: z.string(),
  buyerId: z.string(),
  artistId: z.string(),
  track: z.object({ id: z.string(), title: z.string(), coverUrl: z.string().nullable(), isSold: z.boolean() }),
  licenceKind: ZLicenceKind,
  priceNpr: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Set once accepted: the buyer's purchase at this price, on to checkout. */
  purchaseId: z.string().nullable(),
});
export type TOffer = z.infer<typeof ZOffer>;
