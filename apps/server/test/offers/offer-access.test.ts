import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@beatpasal/shared/schemas/offers';
import { offers } from '../../src/db/schema/index';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack } from '../purchases/purchase-fixtures';
import { answer, counter, offer, send, startChat, userMessage } from './offer-fixtures';

type TThirdParty = 'visitor' | 'otherBuyer' | 'otherArtist';

let t: TestApp;
let accounts: Record<'buyer' | 'artist' | 'otherBuyer' | 'otherArtist', TestAccount>;
let trackId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [buyer, artist, otherBuyer, otherArtist] = await Promise.all([
    createBuyer(t),
    createArtist(t),
    createBuyer(t),
    createArtist(t),
  ]);
  accounts = { buyer, artist, otherBuyer, otherArtist };
  await startChat(t, buyer, artist);
  ({ trackId } = await insertSellableTrack(t, artist));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const as = (who: TThirdParty) => (who === 'visitor' ? undefined : accounts[who]);
const routes = {
  'GET /api/offers/:id': (who: TestAccount | undefined, id: string) => send(t, 'GET', `/api/offers/${id}`, who?.cookie),
  'POST /api/offers/:id/accept': (who: TestAccount | undefined, id: string) => answer(t, who, id, 'accept'),
  'POST /api/offers/:id/decline': (who: TestAccount | undefined, id: string) => answer(t, who, id, 'decline'),
  'POST /api/offers/:id/counter': (who: TestAccount | undefined, id: string) => counter(t, who, id, 1000),
};

describe.each(Object.entries(routes))('%s', (_name, call) => {
  it.each([
    ['visitor', 401],
    ['otherBuyer', 404],
    ['otherArtist', 404],
  ] as const)('%s gets %i and the offer is untouched', async (who, status) => {
    const made = await offer(t, accounts.artist, accounts.buyer, { trackId });
    const res = await call(as(who), made.id);
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(userMessage(res)).toBe(OFFER_MESSAGES.notFound.text);
    const [row] = await t.ctx.database.db.select().from(offers).where(eq(offers.id, made.id));
    expect(row).toMatchObject({ status: 'pending', purchaseId: null });
  });

  it('an unknown or malformed id is not found', async () => {
    expect((await call(accounts.buyer, crypto.randomUUID())).statusCode).toBe(404);
    expect((await call(accounts.buyer, 'x'.repeat(40))).statusCode).toBe(404);
  });
});

it('both people of the offer see it', async () => {
  const made = await offer(t, accounts.artist, accounts.buyer, { trackId });
  for (const who of [accounts.buyer, accounts.artist])
    expect((await routes['GET /api/offers/:id'](who, made.id)).statusCode).toBe(200);
});

it('a visitor cannot make an offer', async () => {
  const res = await send(t, 'POST', `/api/conversations/${accounts.buyer.userId}/offers`, undefined, {
    trackId,
    licenceKind: 'full_rights',
    priceNpr: 1000,
  });
  expect(res.statusCode).toBe(401);
});
