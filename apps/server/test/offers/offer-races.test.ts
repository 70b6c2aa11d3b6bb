import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TOffer } from '@beatpasal/shared/schemas/offers';
import { offers, purchases } from '../../src/db/schema/index';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack } from '../purchases/purchase-fixtures';
import { answer, counter, offer, startChat } from './offer-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer] = await Promise.all([createArtist(t), createBuyer(t)]);
  await startChat(t, buyer, artist);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const db = () => t.ctx.database.db;

it('of an accept, a decline and a counter sent at once, exactly one wins', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId, priceNpr: 40000 });
    const results = await Promise.all([
      answer(t, buyer, made.id, 'accept'),
      answer(t, buyer, made.id, 'decline'),
      counter(t, buyer, made.id, 30000),
    ]);
    const won = results.filter((res) => res.statusCode < 300);
    expect(won).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(2);
    const [row] = await db().select().from(offers).where(eq(offers.id, made.id));
    const bought = await db().select().from(purchases).where(eq(purchases.trackId, trackId));
    expect(bought).toHaveLength(row!.status === 'accepted' ? 1 : 0);
  }
}, 120_000);

it('the same accept sent several times at once makes one purchase and answers each with it', async () => {
  const { trackId } = await insertSellableTrack(t, artist);
  const made = await offer(t, artist, buyer, { trackId });
  const results = await Promise.all([1, 2, 3, 4].map(() => answer(t, buyer, made.id, 'accept')));
  expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
  const ids = new Set(results.map((res) => (res.json() as TOffer).purchaseId));
  expect(ids.size).toBe(1);
  expect(await db().select().from(purchases).where(eq(purchases.trackId, trackId))).toHaveLength(1);
}, 60_000);

it('the buyer accepting while the artist sends a new price: one outcome, never two open offers or a purchase at a price nobody agreed', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId, priceNpr: 40000 });
    const [accepted, replaced] = await Promise.all([
      answer(t, buyer, made.id, 'accept'),
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${buyer.userId}/offers`,
        headers: { origin: t.env.PUBLIC_URL, cookie: artist.cookie },
        payload: { trackId, licenceKind: 'full_rights', priceNpr: 45000 },
      }),
    ]);
    expect(replaced.statusCode).toBe(201);
    const rows = await db().select().from(offers).where(eq(offers.trackId, trackId));
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    const bought = await db().select().from(purchases).where(eq(purchases.trackId, trackId));
    if (accepted.statusCode === 200) expect(bought.map((row) => row.priceNpr)).toEqual([40000]);
    else expect([accepted.statusCode, bought]).toEqual([409, []]);
  }
}, 120_000);
