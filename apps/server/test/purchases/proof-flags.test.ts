import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPurchase, TPurchasePage, TSalePage } from '@beatpasal/shared/schemas/purchases';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { buy, insertSellableTrack, pendingPurchase, send, submitProof } from './purchase-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer, otherBuyer] = await Promise.all([createArtist(t), createBuyer(t), createBuyer(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const HOUR = 3600 * 1000;
let seed = 0;
/** A receipt picture whose pixels differ every call. */
const receipt = () =>
  sharp({
    create: { width: 360, height: 640, channels: 3, background: { r: (seed += 7) % 256, g: 200, b: seed % 97 } },
  });
/** EXIF's clock format, written as the phone's local time. */
const exifClock = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

async function jpegTaken(at: Date, offset?: string): Promise<Buffer> {
  return receipt()
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: exifClock(at), ...(offset ? { OffsetTimeOriginal: offset } : {}) } })
    .toBuffer();
}

/** A PNG with a tIME chunk (UTC) right after IHDR, as a phone's screenshot tool writes it. */
async function pngTaken(at: Date): Promise<Buffer> {
  const png = await receipt().png().toBuffer();
  const data = Buffer.alloc(7);
  data.writeUInt16BE(at.getUTCFullYear(), 0);
  data.set([at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()], 2);
  const body = Buffer.concat([Buffer.from('tIME', 'latin1'), data]);
  const chunk = Buffer.alloc(12 + 7);
  chunk.writeUInt32BE(7, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), 15);
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterIhdr), chunk, png.subarray(afterIhdr)]);
}

/** A new purchase of a fresh track and its proof; answers the flags the artist sees on it. */
async function flagsOf(
  who: TestAccount,
  proof: (createdAt: Date) => Promise<Buffer>,
  fields: { wallet?: string; transactionId?: string } = {},
) {
  const { trackId } = await insertSellableTrack(t, artist);
  const purchase = (await buy(t, who, trackId, 'lease')).json() as TPurchase;
  const bytes = await proof(new Date(purchase.createdAt));
  const res = await submitProof(t, who, purchase.id, {
    bytes,
    contentType: bytes[0] === 0x89 ? 'image/png' : 'image/jpeg',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  const sales = (await send(t, 'GET', '/api/me/sales', artist.cookie)).json() as TSalePage;
  return { id: purchase.id, flags: sales.items.find((item) => item.id === purchase.id)!.proofFlags };
}

describe('capture time', () => {
  it('flags a screenshot taken days before Buy Now, from EXIF or from the PNG tIME chunk', async () => {
    expect((await flagsOf(buyer, (at) => jpegTaken(new Date(at.getTime() - 72 * HOUR)))).flags).toEqual([
      'taken_before_order',
    ]);
    expect((await flagsOf(buyer, (at) => pngTaken(new Date(at.getTime() - 2 * HOUR)))).flags).toEqual([
      'taken_before_order',
    ]);
  });

  it('with the offset known, an hour early is enough; without it, a clock six hours behind may be a buyer abroad', async () => {
    const nepal = (at: Date) => new Date(at.getTime() + (5 * 60 + 45) * 60_000);
    expect((await flagsOf(buyer, (at) => jpegTaken(new Date(nepal(at).getTime() - HOUR), '+05:45'))).flags).toEqual([
      'taken_before_order',
    ]);
    expect((await flagsOf(buyer, (at) => jpegTaken(new Date(at.getTime() - 6 * HOUR)))).flags).toEqual([]);
  });

  it('an honest screenshot (taken after Buy Now, or with no date at all) is not flagged', async () => {
    expect((await flagsOf(buyer, (at) => jpegTaken(new Date(at.getTime() + 5 * 60_000), '+00:00'))).flags).toEqual([]);
    expect((await flagsOf(buyer, (at) => pngTaken(new Date(at.getTime() + 60_000)))).flags).toEqual([]);
    expect((await flagsOf(buyer, () => receipt().jpeg().toBuffer())).flags).toEqual([]);
  });
});

describe('history', () => {
  it("flags the next proof of a buyer whose payment the artist found short, and only that buyer's", async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const short = await pendingPurchase(t, otherBuyer, trackId);
    expect(
      (
        await send(t, 'POST', `/api/purchases/${short}/reject`, artist.cookie, {
          reason: 'not_enough_fund',
          refundNpr: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect((await flagsOf(otherBuyer, () => receipt().jpeg().toBuffer())).flags).toEqual(['earlier_not_enough_fund']);
    expect((await flagsOf(buyer, () => receipt().jpeg().toBuffer())).flags).toEqual([]);
  });

  it('flags a transaction id already given under another wallet; the buyer never sees a flag', async () => {
    const transactionId = `TX${Date.now()}`;
    await flagsOf(otherBuyer, () => receipt().jpeg().toBuffer(), { wallet: 'esewa', transactionId });
    const { id, flags } = await flagsOf(buyer, () => receipt().jpeg().toBuffer(), { wallet: 'khalti', transactionId });
    expect(flags).toEqual(['transaction_on_other_wallet']);
    const own = await send(t, 'GET', `/api/purchases/${id}`, buyer.cookie);
    const history = (await send(t, 'GET', '/api/me/purchases', buyer.cookie)).json() as TPurchasePage;
    expect(own.body).not.toContain('proofFlags');
    expect(JSON.stringify(history)).not.toContain('transaction_on_other_wallet');
  });
});
