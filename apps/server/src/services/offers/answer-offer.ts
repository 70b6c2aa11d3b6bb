import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { findOfferView, lockOfferTrack, lockOwnOffer, type TOfferRow } from '../../db/repositories/offers-repository';
import { actorOf, offerNotFound, requireOfferTransition } from './offer-access';
import { presentOffer } from './present-offer';
import { settleLapsedOffer } from './settle-lapsed-offer';

type TAnswer = 'accept' | 'decline' | 'counter';
type TLockedTrack = NonNullable<Awaited<ReturnType<typeof lockOfferTrack>>>;
type TTransition = ReturnType<typeof requireOfferTransition>;

/** Answering again what one already answered this way changes nothing (a counter always makes a new offer). */
const REPEATABLE: Partial<Record<TAnswer, TOfferRow['status']>> = { accept: 'accepted', decline: 'declined' };

/**
 * The receiver's answer to an offer, in one transaction that locks the track, then the offer, and
 * checks its state, so that of an accept, a decline and a counter at once exactly one wins. An
 * offer found expired or void is written down as such and then refused. `answer` returns the id of
 * the offer to show afterwards (a counter's new one), or nothing for the answered offer itself.
 */
export async function answerOffer(
  ctx: AppContext,
  input: { userId: string; offerId: string },
  action: TAnswer,
  answer: (tx: Tx, offer: TOfferRow, track: TLockedTrack, transition: TTransition) => Promise<string | void>,
): Promise<TOffer> {
  const { db } = ctx.database;
  const found = await findOfferView(db, input.offerId, input.userId);
  if (!found) throw offerNotFound();
  const outcome = await db.transaction(async (tx) => {
    const track = await lockOfferTrack(tx, found.offer.trackId);
    const offer = await lockOwnOffer(tx, found.offer.id, input.userId);
    if (!offer || !track) throw offerNotFound();
    if (offer.status === REPEATABLE[action] && actorOf(offer, input.userId) === 'receiver') return undefined;
    const transition = requireOfferTransition(offer, action, input.userId);
    const lapsed = await settleLapsedOffer(tx, offer, track);
    if (lapsed) return lapsed;
    return (await answer(tx, offer, track, transition)) ?? undefined;
  });
  if (outcome instanceof Error) throw outcome;
  return presentOffer(ctx.storage, (await findOfferView(db, outcome ?? found.offer.id, input.userId))!);
}
