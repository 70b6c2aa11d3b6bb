import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { Queryable } from '../../db/client';
import { listOfferViews } from '../../db/repositories/offers-repository';
import type { ObjectStore } from '../../storage/object-store';
import { presentOffer } from './present-offer';

/** The offers of one page of chat history, by id, in one query (the history mapper fills `ZChatMessage.offer` from it). */
export async function loadChatOffers(
  q: Queryable,
  storage: ObjectStore,
  offerIds: ReadonlyArray<string | null>,
): Promise<Map<string, TOffer>> {
  const ids = [...new Set(offerIds.filter((id): id is string => id !== null))];
  const now = new Date();
  return new Map((await listOfferViews(q, ids)).map((view) => [view.offer.id, presentOffer(storage, view, now)]));
}
