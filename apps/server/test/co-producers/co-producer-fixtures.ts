import { sameOrigin, type TestAccount } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { pendingPurchase, send } from '../purchases/purchase-fixtures';

export const coProducersUrl = (trackId: string) => `/api/me/tracks/${trackId}/co-producers`;

/** The lead's PUT of the whole list: `lines` as [username, percent]. */
export function nameCoProducers(
  t: TestApp,
  lead: TestAccount,
  trackId: string,
  leadSharePercent: number,
  lines: [string, number][],
) {
  return t.app.inject({
    method: 'PUT',
    url: coProducersUrl(trackId),
    headers: sameOrigin(t, lead.cookie),
    payload: { leadSharePercent, coProducers: lines.map(([username, sharePercent]) => ({ username, sharePercent })) },
  });
}

/** The co-producer's invitation on that track, from their own list. */
export async function invitationOf(t: TestApp, coProducer: TestAccount, trackId: string): Promise<string> {
  const res = await send(t, 'GET', '/api/me/co-productions', coProducer.cookie);
  const found = (res.json().coProductions as { id: string; trackId: string }[]).find((row) => row.trackId === trackId);
  if (!found) throw new Error(`no invitation on ${trackId}: ${res.body}`);
  return found.id;
}

/** Names `coProducer` on the lead's track with `percent` and has them accept; the invitation's id. */
export async function addAcceptedCoProducer(
  t: TestApp,
  lead: TestAccount,
  coProducer: TestAccount,
  trackId: string,
  percent = 30,
): Promise<string> {
  const named = await nameCoProducers(t, lead, trackId, 100 - percent, [[coProducer.username, percent]]);
  if (named.statusCode !== 200) throw new Error(`naming: ${named.statusCode} ${named.body}`);
  const id = await invitationOf(t, coProducer, trackId);
  const accepted = await send(t, 'POST', `/api/co-productions/${id}/accept`, coProducer.cookie);
  if (accepted.statusCode !== 200) throw new Error(`accepting: ${accepted.statusCode} ${accepted.body}`);
  return id;
}

/** A lease of the track bought and confirmed: the purchase's id. */
export async function confirmedSale(t: TestApp, lead: TestAccount, buyer: TestAccount, trackId: string) {
  const purchaseId = await pendingPurchase(t, buyer, trackId, 'lease');
  const approved = await send(t, 'POST', `/api/purchases/${purchaseId}/approve`, lead.cookie, {});
  if (approved.statusCode !== 200) throw new Error(`approving: ${approved.statusCode} ${approved.body}`);
  return purchaseId;
}

export const sharesOf = async (t: TestApp, who: TestAccount, role: 'lead' | 'coProducer') =>
  (await send(t, 'GET', `/api/me/co-producer-shares?role=${role}`, who.cookie)).json();
