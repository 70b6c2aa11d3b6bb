import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { TestAccount } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { sent } from '../messages/chat-fixtures';
import { send } from '../purchases/purchase-fixtures';

export { send };

export interface OfferBody {
  trackId: string;
  licenceKind?: string;
  priceNpr?: unknown;
  expiresInHours?: unknown;
}

export const makeOffer = (t: TestApp, from: TestAccount | undefined, to: TestAccount, body: OfferBody) =>
  send(t, 'POST', `/api/conversations/${to.userId}/offers`, from?.cookie, {
    licenceKind: 'full_rights',
    priceNpr: 30000,
    ...body,
  });

/** An offer that must be made: fails the test setup otherwise. */
export async function offer(t: TestApp, from: TestAccount, to: TestAccount, body: OfferBody): Promise<TOffer> {
  const res = await makeOffer(t, from, to, body);
  if (res.statusCode !== 201) throw new Error(`offer failed: ${res.statusCode} ${res.body}`);
  return res.json() as TOffer;
}

export const answer = (t: TestApp, who: TestAccount | undefined, offerId: string, action: 'accept' | 'decline') =>
  send(t, 'POST', `/api/offers/${offerId}/${action}`, who?.cookie);

export const counter = (
  t: TestApp,
  who: TestAccount | undefined,
  offerId: string,
  priceNpr: unknown,
  expiresInHours?: number,
) =>
  send(t, 'POST', `/api/offers/${offerId}/counter`, who?.cookie, {
    priceNpr,
    ...(expiresInHours ? { expiresInHours } : {}),
  });

export const userMessage = (res: { body: string }) =>
  (JSON.parse(res.body) as { error?: { message?: string } }).error?.message;

/** The buyer writes first, so the artist may write (and offer) in the conversation. */
export async function startChat(t: TestApp, buyer: TestAccount, artist: TestAccount): Promise<void> {
  await sent(t, buyer, artist, 'Hello, is the full rights licence negotiable?');
}
