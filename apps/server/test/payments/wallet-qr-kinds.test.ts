import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16CcittFalse, parseTlv } from '@beatpasal/shared/payments/emvco-qr';
import { EMVCO_VECTORS, JSON_VECTORS } from '@beatpasal/shared/payments/emvco-vectors.test-data';
import { PAYMENT_QR_MESSAGES, paymentQrPath } from '@beatpasal/shared/payments/payment-qr-api';
import { WALLET_QR_PAYLOAD_MESSAGES } from '@beatpasal/shared/payments/wallet-qr-payload';
import type { TPurchase } from '@beatpasal/shared/schemas/purchases';
import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { purchases, walletQrs } from '../../src/db/schema/index';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { rowCount, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testQrPng } from '../helpers/test-images';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { buy, insertSellableTrack, submitProof } from '../purchases/purchase-fixtures';

/** Issue 30 items 1–2 (decision 064): what a wallet QR is, and the checkout QR that carries the amount. */
let t: TestApp;
let artist: TestAccount;
let otherArtist: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let trackId: string;

beforeAll(async () => {
  t = await createTestApp();
  [artist, otherArtist, buyer, otherBuyer] = await Promise.all([
    createArtist(t),
    createArtist(t),
    createBuyer(t),
    createBuyer(t),
  ]);
  ({ trackId } = await insertSellableTrack(t, artist));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const headers = (who?: TestAccount) => sameOrigin(t, who?.cookie);
async function addQr(who: TestAccount, label: string, text: string) {
  const form = await multipart(
    { label },
    { image: { bytes: await testQrPng(text), filename: 'qr.png', contentType: 'image/png' } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/me/wallet-qrs',
    headers: { ...headers(who), ...form.headers },
    payload: form.payload,
  });
}
const listQrs = async (who: TestAccount) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/wallet-qrs', headers: headers(who) })).json()
    .walletQrs as TWalletQr[];
const patchQr = (who: TestAccount | undefined, id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/me/wallet-qrs/${id}`, headers: headers(who), payload: payload as object });
const paymentQr = (who: TestAccount | undefined, purchaseId: string, walletId: string) =>
  t.app.inject({ method: 'GET', url: paymentQrPath(purchaseId, walletId), headers: headers(who) });

async function decodePng(png: Buffer): Promise<Record<string, string> & { text: string }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const text = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)!.data;
  return { ...Object.fromEntries(parseTlv(text)!.map(({ tag, value }) => [tag, value])), text };
}

describe('saving a wallet QR classifies it', () => {
  it.each([
    [
      'fonepay',
      EMVCO_VECTORS.fonepay,
      { payloadKind: 'emvco', payeeName: 'RAM BAHADUR THAPA', payeeNetwork: 'Fonepay' },
    ],
    [
      'bank',
      EMVCO_VECTORS.nepalpay,
      { payloadKind: 'emvco', payeeName: 'SITA KUMARI SHRESTHA', payeeNetwork: 'NEPALPAY' },
    ],
    ['khalti', EMVCO_VECTORS.khalti, { payloadKind: 'emvco', payeeName: 'BEAT GHAR MUSIC', payeeNetwork: 'Khalti' }],
    ['bank', JSON_VECTORS.bank, { payloadKind: 'bank_json', payeeName: 'SITA KUMARI SHRESTHA', payeeNetwork: 'NABIL' }],
    ['khalti', 'khalti:9801234567', { payloadKind: 'other', payeeName: null, payeeNetwork: null }],
  ])('a %s QR reading %s', async (label, text, expected) => {
    const res = await addQr(otherArtist, label, text);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...expected, includeReference: false });
    const [row] = await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.id, res.json().id));
    expect(row).toMatchObject({ ...expected, decodedText: text });
  });

  it('keeps the eSewa JSON QR saved with the profile as esewa_json', async () => {
    expect(await listQrs(artist)).toEqual([
      expect.objectContaining({ payloadKind: 'esewa_json', payeeNetwork: 'eSewa', isPrimary: true }),
    ]);
  });

  it.each([
    ['a wrong CRC', `${EMVCO_VECTORS.fonepay.slice(0, -4)}0000`],
    ['a changed payee name', EMVCO_VECTORS.fonepay.replace('RAM', 'HARI')],
    ['a malformed TLV', `${EMVCO_VECTORS.fonepay.slice(0, 40)}99`],
  ])('refuses an EMVCo QR with %s with a clear 422 and stores nothing', async (_case, text) => {
    const before = { files: await storedKeys(t), rows: await rowCount(t, walletQrs) };
    const res = await addQr(artist, 'fonepay', text);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      message: WALLET_QR_PAYLOAD_MESSAGES.damaged.text,
      messageKey: 'walletQrPayload.damaged',
    });
    expect({ files: await storedKeys(t), rows: await rowCount(t, walletQrs) }).toEqual(before);
  });

  it('refuses a damaged EMVCo QR given with the profile form too', async () => {
    const form = await multipart(
      { displayName: 'Ram', walletQrLabel: 'fonepay' },
      {
        walletQr: {
          bytes: await testQrPng(`${EMVCO_VECTORS.fonepay.slice(0, -4)}0000`),
          filename: 'qr.png',
          contentType: 'image/png',
        },
      },
    );
    const before = await rowCount(t, walletQrs);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/artist-profile',
      headers: { ...headers(artist), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(WALLET_QR_PAYLOAD_MESSAGES.damaged.text);
    expect(await rowCount(t, walletQrs)).toBe(before);
  });

  it('classifies a QR stored before classification existed when the wallets are next read', async () => {
    const [legacy] = await t.ctx.database.db
      .insert(walletQrs)
      .values({
        artistId: otherArtist.userId,
        label: 'fonepay',
        imageKey: 'legacy-key',
        decodedText: EMVCO_VECTORS.khalti,
      })
      .returning({ id: walletQrs.id, payloadKind: walletQrs.payloadKind });
    expect(legacy!.payloadKind).toBe('other');
    const listed = (await listQrs(otherArtist)).find((qr) => qr.id === legacy!.id);
    expect(listed).toMatchObject({ payloadKind: 'emvco', payeeName: 'BEAT GHAR MUSIC', payeeNetwork: 'Khalti' });
    await t.ctx.database.db.delete(walletQrs).where(eq(walletQrs.id, legacy!.id));
  });
});

describe('the order reference switch', () => {
  let walletId: string;
  beforeAll(async () => {
    walletId = (await addQr(artist, 'fonepay', EMVCO_VECTORS.fonepay)).json().id;
  });

  it('is off by default and the owner turns it on and off', async () => {
    expect((await listQrs(artist)).find((qr) => qr.id === walletId)!.includeReference).toBe(false);
    const on = await patchQr(artist, walletId, { includeReference: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: walletId, includeReference: true, payloadKind: 'emvco' });
    expect((await listQrs(artist)).find((qr) => qr.id === walletId)!.includeReference).toBe(true);
    expect((await patchQr(artist, walletId, { includeReference: true })).json().includeReference).toBe(true);
    expect((await patchQr(artist, walletId, { includeReference: false })).json().includeReference).toBe(false);
  });

  it('answers others as the access rules say, and refuses a bad body', async () => {
    expect((await patchQr(undefined, walletId, { includeReference: true })).statusCode).toBe(401);
    expect((await patchQr(buyer, walletId, { includeReference: true })).statusCode).toBe(403);
    const other = await patchQr(otherArtist, walletId, { includeReference: true });
    expect(other.statusCode).toBe(404);
    const bad = await patchQr(artist, walletId, { includeReference: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(PAYMENT_QR_MESSAGES.includeReferenceRequired.text);
    expect((await listQrs(artist)).find((qr) => qr.id === walletId)!.includeReference).toBe(false);
  });
});

describe('GET /api/purchases/:id/payment-qr', () => {
  let purchase: TPurchase;
  let fonepayId: string;
  let esewaId: string;
  let otherArtistsWallet: string;

  beforeAll(async () => {
    const wallets = await listQrs(artist);
    fonepayId = wallets.find((qr) => qr.payloadKind === 'emvco')!.id;
    esewaId = wallets.find((qr) => qr.payloadKind === 'esewa_json')!.id;
    otherArtistsWallet = (await listQrs(otherArtist)).find((qr) => qr.payloadKind === 'emvco')!.id;
    purchase = (await buy(t, buyer, trackId, 'lease')).json() as TPurchase;
  });

  it('draws the buyer a PNG of the artist’s merchant with tag 54 = the purchase’s exact amount, kept by no cache', async () => {
    const res = await paymentQr(buyer, purchase.id, fonepayId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const fields = await decodePng(res.rawPayload);
    const artistFields = Object.fromEntries(parseTlv(EMVCO_VECTORS.fonepay)!.map(({ tag, value }) => [tag, value]));
    const rupees = `${Math.floor(purchase.amountPaisa / 100)}.${String(purchase.amountPaisa % 100).padStart(2, '0')}`;
    expect(purchase.amountPaisa % 100).toBeGreaterThan(0);
    expect(fields).toMatchObject({
      '01': '12',
      '54': rupees,
      '26': artistFields['26'],
      '59': 'RAM BAHADUR THAPA',
      '62': artistFields['62'],
    });
    expect(fields['63']).toBe(crc16CcittFalse(fields.text.slice(0, -4)));
  });

  it('carries the order reference in tag 62 only once the artist switches it on', async () => {
    await patchQr(artist, fonepayId, { includeReference: true });
    const fields = await decodePng((await paymentQr(buyer, purchase.id, fonepayId)).rawPayload);
    expect(parseTlv(fields['62']!)).toEqual([
      { tag: '01', value: purchase.reference },
      { tag: '07', value: 'T001' },
    ]);
    await patchQr(artist, fonepayId, { includeReference: false });
  });

  it('finds nothing for anyone but the buyer, nor for another artist’s wallet', async () => {
    const cases: [TestAccount | undefined, string, number, string][] = [
      [undefined, fonepayId, 401, ''],
      [otherBuyer, fonepayId, 404, 'Purchase record not found.'],
      [artist, fonepayId, 404, 'Purchase record not found.'],
      [buyer, otherArtistsWallet, 404, PAYMENT_QR_MESSAGES.walletNotFound.text],
      [buyer, 'not-a-uuid', 404, PAYMENT_QR_MESSAGES.walletNotFound.text],
      [buyer, esewaId, 409, PAYMENT_QR_MESSAGES.cannotCarryAmount.text],
    ];
    for (const [who, wallet, status, message] of cases) {
      const res = await paymentQr(who, purchase.id, wallet);
      expect(res.statusCode, `${who?.username ?? 'visitor'} ${wallet}`).toBe(status);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/purchases/${purchase.id}/payment-qr`, headers: headers(buyer) }))
        .statusCode,
    ).toBe(400);
  });

  it('is there while the purchase is awaiting payment or pending, and gone once it is decided', async () => {
    expect((await submitProof(t, buyer, purchase.id)).statusCode).toBe(200);
    expect((await paymentQr(buyer, purchase.id, fonepayId)).statusCode).toBe(200);
    for (const status of ['approved', 'rejected', 'expired', 'closed'] as const) {
      await t.ctx.database.db.update(purchases).set({ status }).where(eq(purchases.id, purchase.id));
      const res = await paymentQr(buyer, purchase.id, fonepayId);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.message).toBe(PAYMENT_QR_MESSAGES.notAwaitingPayment.text);
    }
  });
});
