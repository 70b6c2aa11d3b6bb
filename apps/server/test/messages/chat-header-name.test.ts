import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buy, insertSellableTrack, pendingPurchase } from '../purchases/purchase-fixtures';
import { header, sent } from './chat-fixtures';

/**
 * Issue 31.9: the artist's chat header names a buyer as the sales list does (full name, then the
 * handle), and never shows more than that list: only buyers in the artist's sales, only to them.
 */
describe("the chat header's name for a buyer", () => {
  let t: TestApp;
  let artist: TestAccount;
  let otherArtist: TestAccount;
  let trackId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [artist, otherArtist] = await Promise.all([createArtist(t), createArtist(t)]);
    ({ trackId } = await insertSellableTrack(t, artist));
  }, 120_000);
  afterAll(() => t.close());

  it('is the full name for the artist the buyer bought from, and only for them', async () => {
    const buyer = await createBuyer(t, { fullName: 'Sita Sharma' });
    await pendingPurchase(t, buyer, trackId);
    await sent(t, buyer, artist, 'Sent the proof.');
    expect(await header(t, artist, buyer.userId)).toMatchObject({
      other: { username: buyer.username },
      otherFullName: 'Sita Sharma',
    });
    // Another artist the buyer never bought from, and the buyer looking at the artist, see no full name.
    expect((await header(t, otherArtist, buyer.userId)).otherFullName).toBeNull();
    expect((await header(t, buyer, artist.userId)).otherFullName).toBeNull();
  });

  it('is not shown for a buyer who only wrote, or left an unpaid cart (the sales list shows neither)', async () => {
    const [writer, cart] = await Promise.all([
      createBuyer(t, { fullName: 'Hari Thapa' }),
      createBuyer(t, { fullName: 'Gita Rai' }),
    ]);
    await sent(t, writer, artist, 'Is the exclusive still available?');
    expect((await buy(t, cart, trackId, 'lease')).statusCode).toBe(201);
    expect((await header(t, artist, writer.userId)).otherFullName).toBeNull();
    expect((await header(t, artist, cart.userId)).otherFullName).toBeNull();
  });
});
