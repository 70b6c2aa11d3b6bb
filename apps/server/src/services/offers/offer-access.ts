import { findOfferTransition, type TOfferActor, type TOfferEvent } from '@beatpasal/shared/offer-states';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import { OFFER_MESSAGES, type TOfferStatus } from '@beatpasal/shared/schemas/offers';
import { ACCESS_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { Queryable } from '../../db/client';
import type { TOfferRow } from '../../db/repositories/offers-repository';
import { findProfileById } from '../../db/repositories/profiles-repository';
import { findEnabledLicence } from '../../db/repositories/track-licences-repository';
import { AppError } from '../../errors/app-error';

/** 'This offer could not be found.': a missing offer and one between two other people look the same. */
export function offerNotFound(): AppError {
  return new AppError('NOT_FOUND', { userMessage: OFFER_MESSAGES.notFound });
}

/** Who `userId` is to this offer: the one who made it may not answer it. */
export function actorOf(offer: TOfferRow, userId: string): TOfferActor {
  return offer.fromUserId === userId ? 'sender' : 'receiver';
}

/** Why an offer in `status` cannot be answered, as the 409 the person sees. */
export function offerClosed(status: TOfferStatus): AppError {
  const userMessage =
    status === 'expired' ? OFFER_MESSAGES.expired : status === 'void' ? OFFER_MESSAGES.sold : OFFER_MESSAGES.notPending;
  return new AppError('CONFLICT', { userMessage, message: `offer is ${status}` });
}

export function requireOfferTransition(offer: TOfferRow, event: TOfferEvent, userId: string) {
  const who = actorOf(offer, userId);
  if (who === 'sender') throw new AppError('FORBIDDEN', { userMessage: OFFER_MESSAGES.ownOffer });
  const transition = findOfferTransition(offer.status, event, who);
  if (!transition) throw offerClosed(offer.status);
  return transition;
}

/** The buyer and the artist of an offer between the caller and `otherUserId`, each with a chosen role and not suspended. */
export async function requireOfferParties(
  q: Queryable,
  userId: string,
  otherUserId: string,
): Promise<{ buyerId: string; artistId: string; isArtist: boolean }> {
  if (userId === otherUserId) throw new AppError('BAD_REQUEST', { userMessage: MESSAGE_MESSAGES.self });
  const me = await findProfileById(q, userId);
  if (!me?.role || !me.username) throw new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.chooseUsernameFirst });
  if (me.suspendedAt !== null) throw new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.suspended });
  const other = await findProfileById(q, otherUserId);
  if (!other?.role || !other.username || other.suspendedAt !== null)
    throw new AppError('NOT_FOUND', { userMessage: MESSAGE_MESSAGES.notFound });
  const roles = `${me.role}-${other.role}`;
  if (roles === 'artist-buyer') return { buyerId: other.id, artistId: me.id, isArtist: true };
  if (roles === 'buyer-artist') return { buyerId: me.id, artistId: other.id, isArtist: false };
  throw new AppError('FORBIDDEN', { userMessage: OFFER_MESSAGES.notBetween });
}

/** Offers are for negotiable licences only (docs/decisions/025-offers.md): an enabled licence of the track marked negotiable. */
export async function requireNegotiableLicence(q: Queryable, trackId: string, kind: TLicenceKind): Promise<void> {
  const licence = await findEnabledLicence(q, trackId, kind);
  if (!licence?.isNegotiable) throw new AppError('UNPROCESSABLE', { userMessage: OFFER_MESSAGES.licenceNotNegotiable });
}
