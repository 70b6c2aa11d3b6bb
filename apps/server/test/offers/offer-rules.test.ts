import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import { OFFER_MESSAGES, type TOffer } from '@beatpasal/shared/schemas/offers';
import { PURCHASE_MESSAGES, type TPurchase, type TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import { offers, purchases, trackLicences, tracks } from '../../src/db/schema/index';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { OFFERS_PER_HOUR } from '../../src/services/offers/offer-rate-limit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { buy, insertSellableTrack, pendingPurchase, submitProof } from '../purchases/purchase-fixtures';
import { history } from '../messages/chat-fixtures';
import { answer, counter, makeOffer, offer, send, startChat, userMessage } from './offer-fixtures';

let t: TestApp;
let artist: TestAccount;
let otherArtist: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, otherArtist, buyer, otherBuyer] = await Promise.all([
    createArtist(t),
    createArtist(t),
    createBuyer(t),
    createBuyer(t),
  ]);
  await startChat(t, buyer, artist);
  await startChat(t, otherBuyer, artist);
  await startChat(t, buyer, otherArtist);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const db = () => t.ctx.database.db;
const offerRows = (trackId: string) => db().select().from(offers).where(eq(offers.trackId, trackId));
const purchaseRows = (trackId: string) => db().select().from(purchases).where(eq(purchases.trackId, trackId));

describe('making an offer', () => {
  it('the artist offers a negotiable licence of their own track; the buyer sees it with the price', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId, priceNpr: 45000 });
    expect(made).toMatchObject({
      status: 'pending',
      fromUserId: artist.userId,
      buyerId: buyer.userId,
      artistId: artist.userId,
      licenceKind: 'full_rights',
      priceNpr: 45000,
      purchaseId: null,
    });
    expect(made.track).toMatchObject({ id: trackId, title: 'Night Drive', isSold: false });
    const hours = (Date.parse(made.expiresAt) - Date.parse(made.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);
    const seen = await send(t, 'GET', `/api/offers/${made.id}`, buyer.cookie);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as TOffer).priceNpr).toBe(45000);
  });

  it('posts each offer into the chat, where both see the card; a counter is posted by its sender', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId, priceNpr: 45000 });
    const buyerView = await history(t, buyer, artist.userId);
    const card = buyerView.items.at(-1)!;
    expect(card).toMatchObject({
      senderId: artist.userId,
      body: 'Offer: Night Drive, Full Rights licence, NPR 45,000',
    });
    expect(card.offer).toMatchObject({ id: made.id, status: 'pending', priceNpr: 45000 });
    const next = (await counter(t, buyer, made.id, 40000)).json() as TOffer;
    const artistView = await history(t, artist, buyer.userId);
    expect(
      artistView.items.slice(-2).map((message) => [message.senderId, message.offer?.id, message.offer?.status]),
    ).toEqual([
      [artist.userId, made.id, 'countered'],
      [buyer.userId, next.id, 'pending'],
    ]);
    expect(artistView.items.at(-1)?.body).toBe('Counter-offer: Night Drive, Full Rights licence, NPR 40,000');
  });

  it('an artist cannot send an offer to a buyer who never wrote to them; nothing is stored', async () => {
    const stranger = await createBuyer(t);
    const { trackId } = await insertSellableTrack(t, artist);
    const res = await makeOffer(t, artist, stranger, { trackId });
    expect([res.statusCode, userMessage(res)]).toEqual([403, MESSAGE_MESSAGES.artistFirst.text]);
    expect(await offerRows(trackId)).toEqual([]);
  });

  it('the buyer may propose a price for a negotiable licence of the artist', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, buyer, artist, { trackId, priceNpr: 20000, expiresInHours: 24 });
    expect(made).toMatchObject({
      status: 'pending',
      fromUserId: buyer.userId,
      buyerId: buyer.userId,
      artistId: artist.userId,
    });
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['a fraction', 1500.5],
    ['huge', 10_000_001],
    ['text', '1500'],
    ['missing', undefined],
  ])('refuses a price that is %s, storing nothing', async (_name, priceNpr) => {
    const { trackId } = await insertSellableTrack(t, artist);
    const res = await makeOffer(t, artist, buyer, { trackId, priceNpr: priceNpr ?? null });
    expect(res.statusCode).toBe(400);
    expect(userMessage(res)).toBe(OFFER_MESSAGES.priceInvalid.text);
    expect(await offerRows(trackId)).toEqual([]);
  });

  it.each([0, 24 * 15, 1.5])('refuses an expiry of %s hours', async (expiresInHours) => {
    const { trackId } = await insertSellableTrack(t, artist);
    const res = await makeOffer(t, artist, buyer, { trackId, expiresInHours });
    expect(res.statusCode).toBe(400);
    expect(userMessage(res)).toBe(OFFER_MESSAGES.expiryInvalid.text);
  });

  it("refuses a fixed-price licence, a disabled one, another artist's track, a sold track, itself and two artists", async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const fixed = await makeOffer(t, artist, buyer, { trackId, licenceKind: 'exclusive' });
    expect([fixed.statusCode, userMessage(fixed)]).toEqual([422, OFFER_MESSAGES.licenceNotNegotiable.text]);
    const absent = await makeOffer(t, artist, buyer, { trackId, licenceKind: 'non_exclusive' });
    expect([absent.statusCode, userMessage(absent)]).toEqual([422, OFFER_MESSAGES.licenceNotNegotiable.text]);

    const notMine = await makeOffer(t, otherArtist, buyer, { trackId });
    expect([notMine.statusCode, userMessage(notMine)]).toEqual([403, OFFER_MESSAGES.trackNotYours.text]);
    const wrongArtist = await makeOffer(t, buyer, otherArtist, { trackId });
    expect(wrongArtist.statusCode).toBe(404);

    expect((await makeOffer(t, artist, artist, { trackId })).statusCode).toBe(400);
    const twoArtists = await makeOffer(t, artist, otherArtist, { trackId });
    expect([twoArtists.statusCode, userMessage(twoArtists)]).toEqual([403, OFFER_MESSAGES.notBetween.text]);
    expect((await makeOffer(t, artist, buyer, { trackId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await makeOffer(t, artist, buyer, { trackId: crypto.randomUUID() })).statusCode).toBe(404);

    await db().update(tracks).set({ isSold: true }).where(eq(tracks.id, trackId));
    const sold = await makeOffer(t, artist, buyer, { trackId });
    expect([sold.statusCode, userMessage(sold)]).toEqual([409, OFFER_MESSAGES.sold.text]);
    expect(await offerRows(trackId)).toEqual([]);
  });

  it('a newer offer on the same licence replaces the open one, which can no longer be accepted', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const first = await offer(t, artist, buyer, { trackId, priceNpr: 50000 });
    const second = await offer(t, artist, buyer, { trackId, priceNpr: 40000 });
    const late = await answer(t, buyer, first.id, 'accept');
    expect([late.statusCode, userMessage(late)]).toEqual([409, OFFER_MESSAGES.notPending.text]);
    const rows = await offerRows(trackId);
    expect(rows.find((row) => row.id === second.id)).toMatchObject({ status: 'pending', supersedesId: first.id });
    expect(rows.find((row) => row.id === first.id)?.status).toBe('countered');
  });
});

describe('answering an offer', () => {
  it("accepting makes the buyer's purchase at the agreed price with the licence snapshot; accepting again returns the same purchase", async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId, priceNpr: 42000 });
    const accepted = await answer(t, buyer, made.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const body = accepted.json() as TOffer;
    expect(body.status).toBe('accepted');
    expect(body.purchaseId).toEqual(expect.any(String));
    const again = await answer(t, buyer, made.id, 'accept');
    expect([again.statusCode, (again.json() as TOffer).purchaseId]).toEqual([200, body.purchaseId]);

    const rows = await purchaseRows(trackId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.purchaseId,
      buyerId: buyer.userId,
      licenceKind: 'full_rights',
      priceNpr: 42000,
      status: 'awaiting_payment',
    });
    const [licence] = await db()
      .select()
      .from(trackLicences)
      .where(and(eq(trackLicences.trackId, trackId), eq(trackLicences.kind, 'full_rights')));
    expect({ terms: rows[0]!.licenceTerms, deliverables: rows[0]!.deliverables }).toEqual({
      terms: licence!.terms,
      deliverables: licence!.deliverables,
    });

    const detail = await send(t, 'GET', `/api/purchases/${body.purchaseId}`, buyer.cookie);
    expect((detail.json() as TPurchaseDetail).licence.priceNpr).toBe(42000);
    // Checkout's Buy Now call finds this purchase rather than refusing the negotiable licence.
    const checkout = await buy(t, buyer, trackId, 'full_rights');
    expect([checkout.statusCode, (checkout.json() as TPurchase).id]).toEqual([200, body.purchaseId]);
    // ...and it is paid through the normal proof.
    expect((await submitProof(t, buyer, body.purchaseId!)).statusCode).toBe(200);
  });

  it('Buy Now on a negotiable licence without an accepted offer is still refused', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    await offer(t, artist, buyer, { trackId });
    const res = await buy(t, buyer, trackId, 'full_rights');
    expect([res.statusCode, userMessage(res)]).toEqual([409, PURCHASE_MESSAGES.negotiable.text]);
  });

  it("the artist accepts a buyer's proposal: the purchase is the buyer's", async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const proposal = await offer(t, buyer, artist, { trackId, priceNpr: 25000 });
    const own = await answer(t, buyer, proposal.id, 'accept');
    expect([own.statusCode, userMessage(own)]).toEqual([403, OFFER_MESSAGES.ownOffer.text]);
    const accepted = await answer(t, artist, proposal.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const [row] = await purchaseRows(trackId);
    expect(row).toMatchObject({ buyerId: buyer.userId, artistId: artist.userId, priceNpr: 25000 });
  });

  it('a counter supersedes the offer; the counter is answered by the other side', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId, priceNpr: 60000 });
    expect((await counter(t, artist, made.id, 50000)).statusCode).toBe(403);
    const countered = await counter(t, buyer, made.id, 45000);
    expect(countered.statusCode).toBe(201);
    const next = countered.json() as TOffer;
    expect(next).toMatchObject({ status: 'pending', fromUserId: buyer.userId, priceNpr: 45000 });
    expect((await send(t, 'GET', `/api/offers/${made.id}`, buyer.cookie)).json()).toMatchObject({
      status: 'countered',
    });

    for (const action of ['accept', 'decline'] as const) {
      const res = await answer(t, buyer, made.id, action);
      expect([res.statusCode, userMessage(res)]).toEqual([409, OFFER_MESSAGES.notPending.text]);
    }
    expect((await counter(t, buyer, made.id, 40000)).statusCode).toBe(409);
    expect((await counter(t, artist, next.id, 0)).statusCode).toBe(400);
    const accepted = await answer(t, artist, next.id, 'accept');
    expect([accepted.statusCode, (accepted.json() as TOffer).status]).toEqual([200, 'accepted']);
    expect((await purchaseRows(trackId))[0]?.priceNpr).toBe(45000);
  });

  it('a declined offer cannot be accepted or countered; declining again changes nothing', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId });
    expect((await answer(t, artist, made.id, 'decline')).statusCode).toBe(403);
    expect((await answer(t, buyer, made.id, 'decline')).statusCode).toBe(200);
    expect((await answer(t, buyer, made.id, 'decline')).statusCode).toBe(200);
    const accept = await answer(t, buyer, made.id, 'accept');
    expect([accept.statusCode, userMessage(accept)]).toEqual([409, OFFER_MESSAGES.notPending.text]);
    expect((await counter(t, buyer, made.id, 1000)).statusCode).toBe(409);
    expect(await purchaseRows(trackId)).toEqual([]);
  });

  it('an expired offer reads as expired and cannot be accepted', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId, expiresInHours: 1 });
    await db()
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, made.id));
    expect((await send(t, 'GET', `/api/offers/${made.id}`, buyer.cookie)).json()).toMatchObject({ status: 'expired' });
    const res = await answer(t, buyer, made.id, 'accept');
    expect([res.statusCode, userMessage(res)]).toEqual([409, OFFER_MESSAGES.expired.text]);
    const [row] = await db().select({ status: offers.status }).from(offers).where(eq(offers.id, made.id));
    expect(row?.status).toBe('expired');
    expect(await purchaseRows(trackId)).toEqual([]);
  });

  it('an offer on a track sold meanwhile is void', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId });
    await db().update(tracks).set({ isSold: true }).where(eq(tracks.id, trackId));
    expect((await send(t, 'GET', `/api/offers/${made.id}`, buyer.cookie)).json()).toMatchObject({ status: 'void' });
    const res = await answer(t, buyer, made.id, 'accept');
    expect([res.statusCode, userMessage(res)]).toEqual([409, OFFER_MESSAGES.sold.text]);
    expect(await purchaseRows(trackId)).toEqual([]);
  });

  it("an exclusive sale writes the track's open offers down as void, so they cannot be accepted", async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const made = await offer(t, artist, buyer, { trackId });
    const sold = await pendingPurchase(t, otherBuyer, trackId, 'exclusive');
    expect((await send(t, 'POST', `/api/purchases/${sold}/approve`, artist.cookie)).statusCode).toBe(200);
    const [row] = await db()
      .select({ status: offers.status, decidedAt: offers.decidedAt })
      .from(offers)
      .where(eq(offers.id, made.id));
    expect(row?.status).toBe('void');
    expect(row?.decidedAt).not.toBeNull();
    const res = await answer(t, buyer, made.id, 'accept');
    expect([res.statusCode, userMessage(res)]).toEqual([409, OFFER_MESSAGES.sold.text]);
  });

  it('a later accepted offer replaces the unpaid purchase of an earlier one, not one already paid', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const first = await offer(t, artist, buyer, { trackId, priceNpr: 50000 });
    const firstPurchase = ((await answer(t, buyer, first.id, 'accept')).json() as TOffer).purchaseId!;
    const second = await offer(t, artist, buyer, { trackId, priceNpr: 45000 });
    const accepted = await answer(t, buyer, second.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const secondPurchase = (accepted.json() as TOffer).purchaseId!;
    const rows = await purchaseRows(trackId);
    expect(rows.find((row) => row.id === firstPurchase)?.status).toBe('expired');
    expect(rows.find((row) => row.id === secondPurchase)).toMatchObject({
      status: 'awaiting_payment',
      priceNpr: 45000,
    });

    expect((await submitProof(t, buyer, secondPurchase)).statusCode).toBe(200);
    const third = await offer(t, artist, buyer, { trackId, priceNpr: 40000 });
    const refused = await answer(t, buyer, third.id, 'accept');
    expect([refused.statusCode, userMessage(refused)]).toEqual([409, OFFER_MESSAGES.purchasePending.text]);
    expect((await purchaseRows(trackId)).filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it("another buyer's offers on the same licence are separate", async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const mine = await offer(t, artist, buyer, { trackId, priceNpr: 30000 });
    const theirs = await offer(t, artist, otherBuyer, { trackId, priceNpr: 35000 });
    expect((await answer(t, buyer, mine.id, 'accept')).statusCode).toBe(200);
    expect((await answer(t, otherBuyer, theirs.id, 'accept')).statusCode).toBe(200);
  });
});

it('offers count against a per-sender limit of their own; refused ones do not count', async () => {
  const [hasty, customer] = await Promise.all([createArtist(t), createBuyer(t)]);
  await startChat(t, customer, hasty);
  const { trackId } = await insertSellableTrack(t, hasty);
  expect((await makeOffer(t, hasty, customer, { trackId, priceNpr: 0 })).statusCode).toBe(400);
  expect((await makeOffer(t, hasty, customer, { trackId, licenceKind: 'exclusive' })).statusCode).toBe(422);
  for (let count = 1; count <= OFFERS_PER_HOUR.max; count += 1) {
    const res = await makeOffer(t, hasty, customer, { trackId, priceNpr: 50_000 - count });
    expect(res.statusCode).toBe(201);
  }
  const refused = await makeOffer(t, hasty, customer, { trackId, priceNpr: 1000 });
  expect([refused.statusCode, userMessage(refused)]).toEqual([429, MESSAGE_MESSAGES.rateLimited.text]);
  expect(refused.headers['retry-after']).toBeDefined();
  expect((await offerRows(trackId)).filter((row) => row.status === 'pending').map((row) => row.priceNpr)).toEqual([
    50_000 - OFFERS_PER_HOUR.max,
  ]);
}, 120_000);
