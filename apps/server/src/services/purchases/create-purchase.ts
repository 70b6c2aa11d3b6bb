import { AWAITING_PAYMENT_HOURS } from '@beatpasal/shared/purchase-states';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import { OFFER_MESSAGES } from '@beatpasal/shared/schemas/offers';
import { PURCHASE_MESSAGES, type TPurchase } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { deleteCartItems } from '../../db/repositories/cart-repository';
import { findTrackAccess } from '../../db/repositories/track-access-repository';
import {
  findOpenPurchase,
  findPurchaseView,
  insertPurchase,
  lockTrackForSale,
  type TPurchaseRow,
} from '../../db/repositories/purchases-repository';
import { isUniqueViolation } from '../../db/repositories/postgres-errors';
import { findEnabledLicence } from '../../db/repositories/track-licences-repository';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/enqueue-job';
import { trackNotFound } from '../catalogue/track-not-found';
import { EXPIRE_PURCHASE_JOB } from './expire-purchase';
import { newOrderReference } from './order-reference';
import { pickOpenAmount } from './paisa-offset';
import { presentPurchase } from './present-purchase';
import { requireBuyer } from './purchase-access';

export interface CreatePurchaseInput {
  userId: string;
  trackId: string;
  licenceKind: TLicenceKind;
}

const HOUR_MS = 3600 * 1000;
/** A fresh order reference or paisa amount each time one is already taken (both unique, both rarely). */
const INSERT_ATTEMPTS = 8;
const RETRIED_INDEXES = ['purchases_reference_code_unique', 'purchases_open_amount_idx'];

/** Where the price comes from: the licence's list price (Buy Now), or the price an accepted offer agreed on. */
export type TPriceSource = { kind: 'list' } | { kind: 'agreed'; priceNpr: number };

export interface NewPurchaseInput {
  buyerId: string;
  trackId: string;
  artistId: string;
  licenceKind: TLicenceKind;
  price: TPriceSource;
}

/** A negotiable licence has no list price: only an agreed one buys it, and an agreed price buys nothing else. */
async function findOfferedLicence(q: Queryable, trackId: string, kind: TLicenceKind, price: TPriceSource) {
  const licence = await findEnabledLicence(q, trackId, kind);
  if (!licence) throw new AppError('UNPROCESSABLE', { userMessage: PURCHASE_MESSAGES.licenceNotOffered });
  if (price.kind === 'agreed') {
    if (!licence.isNegotiable)
      throw new AppError('UNPROCESSABLE', { userMessage: OFFER_MESSAGES.licenceNotNegotiable });
    return { ...licence, priceNpr: price.priceNpr };
  }
  if (licence.isNegotiable || licence.priceNpr === null)
    throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.negotiable });
  return { ...licence, priceNpr: licence.priceNpr };
}

/**
 * Inserts the buyer's purchase with a snapshot of the licence at the price `input.price` says, a fresh
 * order reference, its own amount in paisa and its expiry job. Callers check the buyer, the track and any open purchase first;
 * inside a transaction this runs as a savepoint, so the caller's locks are kept.
 */
export async function insertPurchaseWithReference(q: Queryable, input: NewPurchaseInput): Promise<TPurchaseRow> {
  const licence = await findOfferedLicence(q, input.trackId, input.licenceKind, input.price);
  const snapshot = {
    buyerId: input.buyerId,
    trackId: input.trackId,
    artistId: input.artistId,
    licenceKind: licence.kind,
    priceNpr: licence.priceNpr,
    licenceTerms: licence.terms,
    leaseDays: licence.leaseDays,
    streamCap: licence.streamCap,
    deliverables: licence.deliverables as TPurchaseRow['deliverables'],
  };
  for (let attempt = 1; ; attempt += 1) {
    const referenceCode = newOrderReference();
    try {
      return await q.transaction(async (tx) => {
        const amountPaisa = await pickOpenAmount(tx, input.artistId, licence.priceNpr);
        const row = await insertPurchase(tx, { ...snapshot, referenceCode, amountPaisa });
        await enqueueJob(
          tx,
          EXPIRE_PURCHASE_JOB,
          { purchaseId: row.id },
          {
            dedupeKey: `purchase-expire:${row.id}`,
            runAt: new Date(row.createdAt.getTime() + AWAITING_PAYMENT_HOURS * HOUR_MS),
          },
        );
        return row;
      });
    } catch (error) {
      if (!RETRIED_INDEXES.some((index) => isUniqueViolation(error, index)) || attempt >= INSERT_ATTEMPTS) throw error;
    }
  }
}

/**
 * POST /api/purchases (Buy Now): the buyer's open purchase of this track and licence, made now with
 * a snapshot of the licence and an order reference, or the one they already have. Sold tracks,
 * licences the track does not offer and negotiable ones are refused before anything is stored.
 * The licence leaves the buyer's cart, if it waited there.
 */
export async function createPurchase(
  ctx: AppContext,
  input: CreatePurchaseInput,
): Promise<{ purchase: TPurchase; isNew: boolean }> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const access = await findTrackAccess(db, input.trackId);
  if (!access || access.isDeleted || !access.isVisible) throw trackNotFound();
  if (access.artistId === input.userId) throw new AppError('FORBIDDEN', { userMessage: PURCHASE_MESSAGES.ownTrack });

  const { userId: buyerId, trackId, licenceKind } = input;
  const { row, isNew } = await db.transaction(async (tx) => {
    // Shared until the purchase is in: an approval that sells the track (it locks it for update)
    // either commits first, and the track reads sold here, or waits and then closes this purchase.
    const track = await lockTrackForSale(tx, trackId, 'share');
    if (!track) throw trackNotFound();
    if (track.isSold) throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.sold });
    const open = await findOpenPurchase(tx, buyerId, trackId, licenceKind);
    if (open) return { row: open, isNew: false };
    try {
      return {
        row: await insertPurchaseWithReference(tx, {
          buyerId,
          trackId,
          licenceKind,
          artistId: access.artistId,
          price: { kind: 'list' },
        }),
        isNew: true,
      };
    } catch (error) {
      // Two Buy Now clicks at once: the second finds the purchase the first made.
      if (!isUniqueViolation(error, 'purchases_one_open_idx')) throw error;
      const made = await findOpenPurchase(tx, buyerId, trackId, licenceKind);
      if (!made) throw error;
      return { row: made, isNew: false };
    }
  });
  // Bought on its own, the licence no longer waits in the cart.
  await deleteCartItems(db, buyerId, [{ trackId, licenceKind }]);
  const view = await findPurchaseView(db, row.id);
  return { purchase: presentPurchase(ctx.storage, view!), isNew };
}
