import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationPage } from '@beatpasal/shared/schemas/notifications';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestAccount } from '../helpers/factories';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistAndBuyers, insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';
import { mailsTo } from '../helpers/outbox';
import { api } from './notification-fixtures';

describe('purchases reach the bell; the artist chooses how the proof mail comes', () => {
  let t: TestApp;
  let artist: TestAccount;
  let buyer: TestAccount;
  let trackId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await artistAndBuyers(t, 1);
    artist = made.artist;
    buyer = made.buyers[0]!;
    ({ trackId } = await insertSellableTrack(t, artist));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const kinds = async (who: TestAccount) =>
    (await api(t, 'GET', '/api/notifications', who.cookie)).json<TNotificationPage>().items.map((item) => item.kind);

  it('tells the artist of a payment, mails it at once with an unsubscribe link, and tells the buyer of the answer', async () => {
    const purchaseId = await pendingPurchase(t, buyer, trackId);
    expect(await kinds(artist)).toEqual(['payment_submitted']);
    const [proofMail] = await mailsTo(t, artist.email, `purchase-proof:${purchaseId}`);
    expect(proofMail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    expect((await send(t, 'POST', `/api/purchases/${purchaseId}/approve`, artist.cookie, {})).statusCode).toBe(200);
    expect((await send(t, 'POST', `/api/purchases/${purchaseId}/approve`, artist.cookie, {})).statusCode).toBe(200);
    expect(await kinds(buyer)).toEqual(['payment_confirmed']);
    const [item] = (await api(t, 'GET', '/api/notifications', buyer.cookie)).json<TNotificationPage>().items;
    expect(item).toMatchObject({ path: '/buyer-dashboard', trackTitle: 'Night Drive' });
    // The buyer's own mail about their payment carries no unsubscribe: it cannot be switched off.
    const [approvedMail] = await mailsTo(t, buyer.email, `purchase-approved:${purchaseId}`);
    expect(approvedMail!.headers).toEqual({});
  });

  it('leaves the proof mail to the digest when the artist takes it daily, and still tells the bell', async () => {
    await api(t, 'PUT', '/api/notifications/settings', artist.cookie, {
      settings: [{ kind: 'payment_submitted', byEmail: 'daily' }],
    });
    const purchaseId = await pendingPurchase(t, buyer, trackId, 'exclusive');
    expect(await mailsTo(t, artist.email, `purchase-proof:${purchaseId}`)).toHaveLength(0);
    expect(await kinds(artist)).toEqual(['payment_submitted', 'payment_submitted']);
  });
});
