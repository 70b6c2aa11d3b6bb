import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { TOfferRow } from '../../db/repositories/offers-repository';

/** Both chats refetch: `conversation.changed` carries, for each person, the other one (messages contract). */
export async function notifyOfferChange(
  ctx: AppContext,
  tx: Tx,
  offer: Pick<TOfferRow, 'buyerId' | 'artistId'>,
): Promise<void> {
  await ctx.events.publish(tx, {
    userIds: [offer.buyerId],
    type: 'conversation.changed',
    data: { userId: offer.artistId },
  });
  await ctx.events.publish(tx, {
    userIds: [offer.artistId],
    type: 'conversation.changed',
    data: { userId: offer.buyerId },
  });
}
