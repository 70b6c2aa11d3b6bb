import { z } from 'zod';
import { LICENCE_KINDS } from '../licence-kinds';
import { defineMessages } from '../message-keys';
import { CATALOGUE_MESSAGES } from './catalogue-api';
import { PURCHASE_MESSAGES } from './purchases';

/** Request and response shapes of /api/me/cart (issue 35): a buyer's licences waiting to be paid. */

export const CART_MESSAGES = defineMessages('cart', {
  full: 'Your cart is full. Check out or remove an item before adding more.',
  notAvailable: 'This licence cannot be added to a cart: it has no fixed price or the track is not on sale.',
  sold: 'This track was sold and left your cart.',
  unavailable: 'This licence is no longer on offer and left your cart.',
  tooManyItems: 'A cart holds at most 50 items.',
});

/** Why a line left the cart when it was read. */
export const CART_REMOVAL_REASONS = ['sold', 'unavailable'] as const;
export type TCartRemovalReason = (typeof CART_REMOVAL_REASONS)[number];

export const MAX_CART_ITEMS = 50;

export const ZCartItemInput = z.object({
  trackId: z.uuid({ error: CATALOGUE_MESSAGES.trackNotFound.key }),
  licenceKind: z.enum(LICENCE_KINDS, { error: PURCHASE_MESSAGES.licenceMissing.key }),
});
export type TCartItemInput = z.infer<typeof ZCartItemInput>;

/** A visitor's cart, kept in the browser, added to the account's at sign-in. */
export const ZCartMerge = z.object({
  items: z.array(ZCartItemInput).max(MAX_CART_ITEMS, { error: CART_MESSAGES.tooManyItems.key }),
});
export type TCartMerge = z.infer<typeof ZCartMerge>;

export const ZCartLine = z.object({
  trackId: z.string(),
  licenceKind: z.enum(LICENCE_KINDS),
  title: z.string(),
  coverUrl: z.string().nullable(),
  artist: z.object({ id: z.string(), username: z.string(), displayName: z.string() }),
  /** The list price now: a price changed while the line waited shows here, before checkout. */
  priceNpr: z.number().int(),
  addedAt: z.string(),
});
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCartRemoval = z.object({
  trackId: z.string(),
  licenceKind: z.enum(LICENCE_KINDS),
  title: z.string(),
  reason: z.enum(CART_REMOVAL_REASONS),
});
export type TCartRemoval = z.infer<typeof ZCartRemoval>;

/** The cart now, and the lines that left it since it was last read (each reported once). */
export const ZCart = z.object({ lines: z.array(ZCartLine), removed: z.array(ZCartRemoval) });
export type TCart = z.infer<typeof ZCart>;
