import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { TPurchaseRow } from '../../db/repositories/purchases-repository';
import { mailArtistProofSubmitted } from '../purchases/purchase-mails';
import { createNotifications } from './create-notifications';
import { emailModeOf } from './email-modes';
import { unsubscribeLinks } from './unsubscribe-link';

/**
 * The notifications of the flows that already mail (purchases, offers, disputes, moderation), one
 * call each, in the flow's transaction. Their mails stay the flows' own (decision 079).
 */

/** To the artist: a buyer sent proof. Its mail is the purchase mail, sent at once only when the artist takes it so. */
export async function notifyPaymentSubmitted(ctx: AppContext, tx: Tx, row: TPurchaseRow): Promise<void> {
  await createNotifications(tx, [{ userId: row.artistId, kind: 'payment_submitted', data: { purchaseId: row.id } }]);
  if ((await emailModeOf(tx, row.artistId, 'payment_submitted')) !== 'instant') return;
  const links = unsubscribeLinks(ctx.env.PUBLIC_URL, ctx.secret, { userId: row.artistId, kind: 'payment_submitted' });
  await mailArtistProofSubmitted(ctx, tx, row, links);
}

/** To the buyer: the artist confirmed or rejected their payment (its mail is always sent by the flow). */
export async function notifyPaymentDecided(
  tx: Tx,
  row: Pick<TPurchaseRow, 'id' | 'buyerId'>,
  kind: 'payment_confirmed' | 'payment_rejected',
): Promise<void> {
  await createNotifications(tx, [{ userId: row.buyerId, kind, data: { purchaseId: row.id } }]);
}

/** To whoever an offer or a counter-offer is for. */
export async function notifyOfferReceived(
  tx: Tx,
  offer: { id: string; trackId: string; fromUserId: string; toUserId: string },
): Promise<void> {
  await createNotifications(tx, [
    {
      userId: offer.toUserId,
      kind: 'offer_received',
      data: { offerId: offer.id, trackId: offer.trackId, fromUserId: offer.fromUserId },
    },
  ]);
}

/** To both sides of a decided dispute. */
export async function notifyDisputeDecided(
  tx: Tx,
  dispute: { purchaseId: string; buyerId: string; artistId: string },
): Promise<void> {
  const { purchaseId } = dispute;
  await createNotifications(tx, [
    { userId: dispute.buyerId, kind: 'dispute_decided', data: { purchaseId, side: 'buyer' } },
    { userId: dispute.artistId, kind: 'dispute_decided', data: { purchaseId, side: 'artist' } },
  ]);
}

/** To the artist: their track was hidden (after a report or a takedown) or restored. */
export async function notifyTrackModerated(
  tx: Tx,
  track: { id: string; artistId: string },
  isHidden: boolean,
): Promise<void> {
  await createNotifications(tx, [
    { userId: track.artistId, kind: isHidden ? 'track_hidden' : 'track_restored', data: { trackId: track.id } },
  ]);
}
