import type { TChatMessage, TChatPerson } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { TMessageRow } from '../../db/repositories/messages-repository';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';
import { loadChatOffers } from '../offers/load-chat-offers';
import type { TSide } from '../../db/repositories/conversations-repository';

export interface TPersonColumns {
  id: string;
  username: string | null;
  displayName: string | null;
  avatarKey: string | null;
  role: string | null;
}

export function presentPerson(storage: ObjectStore, row: TPersonColumns): TChatPerson {
  return {
    id: row.id,
    username: row.username ?? '',
    displayName: row.displayName,
    avatarUrl: publicImageUrl(storage, IMAGE_RECIPES.avatar, row.avatarKey),
    role: row.role as TSide,
  };
}

/**
 * The one place a stored message becomes what the chat shows. Messages that carry an offer
 * (`offer_id`) get their offer card here, all of a page's offers in one query.
 */
export async function presentMessages(
  ctx: AppContext,
  q: Queryable,
  rows: readonly TMessageRow[],
): Promise<TChatMessage[]> {
  const offers = await loadChatOffers(
    q,
    ctx.storage,
    rows.map((row) => row.offerId),
  );
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    senderId: row.senderId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    seenAt: row.seenAt?.toISOString() ?? null,
    offer: row.offerId ? (offers.get(row.offerId) ?? null) : null,
  }));
}
