import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, desc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import {
  ORDER_REFERENCE,
  PURCHASE_MESSAGES,
  type TPurchase,
  type TPurchaseDetail,
  type TPurchasePage,
  type TSalePage,
} from '@beatpasal/shared/schemas/purchases';
import { mailOutbox, purchases, tracks } from '../../src/db/schema/index';
import { createExpirePurchaseHandler } from '../../src/services/purchases/expire-purchase';
import { createArtist, createBuyer, pathOf, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { NOT_AN_IMAGE } from '../helpers/test-images';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { buy, insertSellableTrack, pendingPurchase, screenshot, send, submitProof } from './purchase-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let trackId: string;
let master: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer, otherBuyer] = await Promise.all([
    createArtist(t),
    createBuyer(t, { fullName: 'सीता Sharma' }),
    createBuyer(t),
  ]);
  ({ trackId, master } = await insertSellableTrack(t, artist));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const countPurchases = async () => (await t.ctx.database.db.select({ n: count() }).from(purchases))[0]!.n;
const mailsLike = (pattern: string) =>
  t.ctx.database.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, pattern)).orderBy(desc(mailOutbox.id));
const fetchLink = (url: string) => t.app.inject({ method: 'GET', url: url.startsWith('/') ? url : pathOf(url) });
const runJobs = async () => {
  while ((await t.ctx.worker.runOnce()) > 0);
};

describe('Buy Now', () => {
  it('creates an awaiting-payment purchase with a snapshot and an order reference, then reuses it', async () => {
    const first = await buy(t, buyer, trackId, 'lease');
    expect(first.statusCode).toBe(201);
    const purchase = first.json() as TPurchase;
    expect(purchase).toMatchObject({
      status: 'awaiting_payment',
      licence: { kind: 'lease', priceNpr: 1500, leaseDays: 365, streamCap: 5000, deliverables: ['mp3', 'wav'] },
    });
    expect(purchase.reference).toMatch(ORDER_REFERENCE);
    expect(Date.parse(purchase.expiresAt!) - Date.parse(purchase.createdAt)).toBe(48 * 3600 * 1000);
    const again = await buy(t, buyer, trackId, 'lease');
    expect(again.statusCode).toBe(200);
    expect((again.json() as TPurchase).id).toBe(purchase.id);
  });

  it('refuses what cannot be bought with a clear 4xx and stores nothing', async () => {
    const before = await countPurchases();
    const cases: [TestAccount | undefined, object, number, string][] = [
      [undefined, { trackId, licenceKind: 'lease' }, 401, PURCHASE_MESSAGES.visitorBuy.text],
      [artist, { trackId, licenceKind: 'lease' }, 403, PURCHASE_MESSAGES.artistBuy.text],
      [buyer, { trackId }, 400, PURCHASE_MESSAGES.licenceMissing.text],
      [buyer, { trackId, licenceKind: 'non_exclusive' }, 422, PURCHASE_MESSAGES.licenceNotOffered.text],
      [buyer, { trackId, licenceKind: 'full_rights' }, 409, PURCHASE_MESSAGES.negotiable.text],
      [buyer, { trackId: '00000000-0000-4000-8000-000000000000', licenceKind: 'lease' }, 404, 'Track not found.'],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await send(t, 'POST', '/api/purchases', who?.cookie, body);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { error: { message: string } }).error.message).toBe(message);
    }
    const sold = await insertSellableTrack(t, artist);
    await t.ctx.database.db.update(tracks).set({ isSold: true }).where(eq(tracks.id, sold.trackId));
    const soldRes = await buy(t, buyer, sold.trackId, 'lease');
    expect([soldRes.statusCode, (soldRes.json() as { error: { message: string } }).error.message]).toEqual([
      409,
      PURCHASE_MESSAGES.sold.text,
    ]);
    expect(await countPurchases()).toBe(before);
  });
});

describe('proof of payment', () => {
  it('refuses a file that is not an image, an oversize one and a missing one, storing nothing', async () => {
    const id = ((await buy(t, otherBuyer, trackId, 'lease')).json() as TPurchase).id;
    const notImage = await submitProof(t, otherBuyer, id, { bytes: NOT_AN_IMAGE, contentType: 'image/png' });
    expect(notImage.statusCode).toBe(415);
    const huge = await submitProof(t, otherBuyer, id, { bytes: Buffer.alloc(MAX_SCREENSHOT_BYTES + 1024, 1) });
    expect(huge.statusCode).toBe(413);
    const missing = await submitProof(t, otherBuyer, id, { bytes: Buffer.alloc(0) });
    expect([missing.statusCode, (missing.json() as { error: { message: string } }).error.message]).toEqual([
      400,
      PURCHASE_MESSAGES.screenshotRequired.text,
    ]);
    const noTxn = await submitProof(t, otherBuyer, id, { transactionId: '' });
    expect(noTxn.statusCode).toBe(400);
    const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, id));
    expect([row!.status, row!.screenshotKey, row!.walletTransactionId]).toEqual(['awaiting_payment', null, null]);
  });

  it('stores the screenshot re-encoded without EXIF, mails the artist, and a second identical submit changes nothing', async () => {
    const id = ((await buy(t, buyer, trackId, 'lease')).json() as TPurchase).id;
    const bytes = await screenshot(9001);
    const first = await submitProof(t, buyer, id, { bytes, transactionId: ' 0abc 123 ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      wallet: 'esewa',
      transactionId: '0ABC123',
      hasScreenshot: true,
    });
    const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, id));
    const stored = await t.ctx.storage.read(row!.screenshotKey!);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
    expect(row!.screenshotKey).toMatch(/^payment-screenshots\/[0-9a-f-]{36}\.webp$/);
    expect((await mailsLike(`purchase-proof:${id}`)).length).toBe(1);

    const again = await submitProof(t, buyer, id, { bytes, transactionId: '0ABC123' });
    expect(again.statusCode).toBe(200);
    const [unchanged] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, id));
    expect(unchanged!.updatedAt).toEqual(row!.updatedAt);
    const different = await submitProof(t, buyer, id, { transactionId: 'OTHER123' });
    expect([different.statusCode, (different.json() as { error: { message: string } }).error.message]).toEqual([
      409,
      PURCHASE_MESSAGES.alreadySubmitted.text,
    ]);
  });

  it('refuses a screenshot or a transaction id already used on another purchase', async () => {
    const exclusive = ((await buy(t, buyer, trackId, 'exclusive')).json() as TPurchase).id;
    const reusedShot = await submitProof(t, buyer, exclusive, {
      bytes: await screenshot(9001),
      transactionId: 'FRESH999',
    });
    expect([reusedShot.statusCode, (reusedShot.json() as { error: { message: string } }).error.message]).toEqual([
      409,
      PURCHASE_MESSAGES.screenshotReused.text,
    ]);
    const reusedTxn = await submitProof(t, buyer, exclusive, { transactionId: '0abc123' });
    expect([reusedTxn.statusCode, (reusedTxn.json() as { error: { message: string } }).error.message]).toEqual([
      409,
      PURCHASE_MESSAGES.transactionReused.text,
    ]);
    const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, exclusive));
    expect([row!.status, row!.screenshotKey]).toEqual(['awaiting_payment', null]);
    const otherWallet = await submitProof(t, buyer, exclusive, { transactionId: '0ABC123', wallet: 'khalti' });
    expect(otherWallet.statusCode, otherWallet.body).toBe(200);
  });
});

describe('approval, downloads and the agreement', () => {
  it('approves, then the buyer downloads the master byte for byte, a 320k MP3 and the agreement PDF', async () => {
    const fresh = await insertSellableTrack(t, artist);
    const id = await pendingPurchase(t, buyer, fresh.trackId);
    const approved = await send(t, 'POST', `/api/purchases/${id}/approve`, artist.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      downloads: { master: 'ready', mp3: 'preparing', agreement: 'preparing' },
    });
    expect((await send(t, 'POST', `/api/purchases/${id}/approve`, artist.cookie)).statusCode).toBe(200);
    expect((await mailsLike(`purchase-approved:${id}`)).length).toBe(1);

    const link = (await send(t, 'GET', `/api/purchases/${id}/download?file=master`, buyer.cookie)).json() as {
      url: string;
    };
    const file = await fetchLink(link.url);
    expect(file.rawPayload.equals(master)).toBe(true);
    expect(file.headers['content-disposition']).toContain('Night Drive - DJ Test (Lease).wav');
    expect((await send(t, 'GET', `/api/purchases/${id}/download?file=mp3`, buyer.cookie)).statusCode).toBe(409);

    await runJobs();
    const detail = (await send(t, 'GET', `/api/purchases/${id}`, buyer.cookie)).json() as TPurchaseDetail;
    expect(detail.downloads).toEqual({ master: 'ready', mp3: 'ready', alternate: 'none', agreement: 'ready' });
    const mp3 = await fetchLink(
      ((await send(t, 'GET', `/api/purchases/${id}/download?file=mp3`, buyer.cookie)).json() as { url: string }).url,
    );
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.rawPayload.subarray(0, 3).toString('latin1')).not.toBe('ID3');

    for (const who of [buyer, artist]) {
      const agreement = await send(t, 'GET', `/api/purchases/${id}/agreement`, who.cookie);
      expect(agreement.statusCode).toBe(200);
      const pdf = await fetchLink((agreement.json() as { url: string }).url);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'agreement-'));
      writeFileSync(path.join(dir, 'a.pdf'), pdf.rawPayload);
      const text = execFileSync('pdftotext', [path.join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Sharma');
      expect(text).toContain('NPR 1,500');
      expect(text).toContain(detail.reference);
      expect(text).toMatch(/BS\)/);
      expect(text).toContain('laws of Nepal');
    }
    const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, id));
    expect(row!.agreementSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an exclusive sale marks the track sold and closes the other exclusive purchases, buyers told; it cannot be rejected after (decision 066)', async () => {
    const fresh = await insertSellableTrack(t, artist);
    const winner = await pendingPurchase(t, buyer, fresh.trackId, 'exclusive');
    const loser = await pendingPurchase(t, otherBuyer, fresh.trackId, 'exclusive');
    const lease = await pendingPurchase(t, otherBuyer, fresh.trackId, 'lease');
    const refunds = { refunds: [{ purchaseId: loser, refundNpr: 50000 }] };
    expect((await send(t, 'POST', `/api/purchases/${winner}/approve`, artist.cookie, refunds)).statusCode).toBe(200);
    const [track] = await t.ctx.database.db
      .select({ isSold: tracks.isSold })
      .from(tracks)
      .where(eq(tracks.id, fresh.trackId));
    expect(track!.isSold).toBe(true);
    const statuses = await t.ctx.database.db
      .select({ id: purchases.id, status: purchases.status })
      .from(purchases)
      .where(eq(purchases.trackId, fresh.trackId));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [winner]: 'approved',
      [loser]: 'closed',
      [lease]: 'pending',
    });
    expect((await mailsLike(`purchase-closed:${loser}`)).length).toBe(1);
    const refused = await send(t, 'POST', `/api/purchases/${loser}/approve`, artist.cookie);
    expect(refused.statusCode).toBe(409);

    const reject = await send(t, 'POST', `/api/purchases/${winner}/reject`, artist.cookie, {
      reason: 'other',
      note: 'Dispute settled',
      refundNpr: 50000,
    });
    expect(reject.statusCode, reject.body).toBe(409);
    const [after] = await t.ctx.database.db
      .select({ isSold: tracks.isSold })
      .from(tracks)
      .where(eq(tracks.id, fresh.trackId));
    expect(after!.isSold).toBe(true);
  });

  it('a rejection with reason and refund reaches the buyer list and the outbox', async () => {
    const fresh = await insertSellableTrack(t, artist);
    const id = await pendingPurchase(t, buyer, fresh.trackId);
    const tooMuch = await send(t, 'POST', `/api/purchases/${id}/reject`, artist.cookie, {
      reason: 'not_enough_fund',
      refundNpr: 1501,
    });
    expect(tooMuch.statusCode).toBe(400);
    const noNote = await send(t, 'POST', `/api/purchases/${id}/reject`, artist.cookie, {
      reason: 'other',
      refundNpr: 0,
    });
    expect((noNote.json() as { error: { message: string } }).error.message).toBe(PURCHASE_MESSAGES.noteRequired.text);
    const res = await send(t, 'POST', `/api/purchases/${id}/reject`, artist.cookie, {
      reason: 'not_enough_fund',
      refundNpr: 1000,
    });
    expect(res.statusCode).toBe(200);
    const mine = (await send(t, 'GET', '/api/me/purchases', buyer.cookie)).json() as TPurchasePage;
    expect(mine.items.find((item) => item.id === id)).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'not_enough_fund', refundNpr: 1000 },
    });
    const [mail] = await mailsLike(`purchase-rejected:${id}`);
    expect(mail!.text).toContain('Not enough fund');
    expect(mail!.text).toContain('NPR 1,000');
    const sales = (await send(t, 'GET', '/api/me/sales?status=rejected', artist.cookie)).json() as TSalePage;
    expect(sales.items.some((item) => item.id === id && item.buyer.email === buyer.email)).toBe(true);
    expect(sales.totals!.refundedNpr).toBeGreaterThanOrEqual(1000);
  });
});

describe('alternate file and expiry', () => {
  it('the artist uploads an alternate once, checked by its bytes', async () => {
    const fresh = await insertSellableTrack(t, artist);
    const id = await pendingPurchase(t, buyer, fresh.trackId);
    const { multipart } = await import('../helpers/multipart');
    const upload = async (bytes: Buffer) => {
      const form = await multipart({}, { alternate: { bytes, filename: 'hq.wav', contentType: 'audio/wav' } });
      return t.app.inject({
        method: 'POST',
        url: `/api/purchases/${id}/alternate`,
        headers: { origin: t.env.PUBLIC_URL, cookie: artist.cookie, ...form.headers },
        payload: form.payload,
      });
    };
    expect((await upload(master)).statusCode).toBe(409);
    await send(t, 'POST', `/api/purchases/${id}/approve`, artist.cookie);
    expect((await upload(NOT_AN_IMAGE)).statusCode).toBe(415);
    const first = await upload(master);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ downloads: { alternate: 'ready' } });
    expect((await upload(master)).statusCode).toBe(409);
    const hq = await fetchLink(
      ((await send(t, 'GET', `/api/purchases/${id}/download?file=alternate`, buyer.cookie)).json() as { url: string })
        .url,
    );
    expect(hq.rawPayload.equals(master)).toBe(true);
  });

  it('an unpaid purchase expires and Buy Now then makes a new one', async () => {
    const fresh = await insertSellableTrack(t, artist);
    const id = ((await buy(t, buyer, fresh.trackId, 'lease')).json() as TPurchase).id;
    await createExpirePurchaseHandler({ database: t.ctx.database, log: t.app.log })(
      { purchaseId: id },
      { id: 0, attempt: 1 },
    );
    const [row] = await t.ctx.database.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, id));
    expect(row!.status).toBe('expired');
    const proof = await submitProof(t, buyer, id);
    expect([proof.statusCode, (proof.json() as { error: { message: string } }).error.message]).toEqual([
      409,
      PURCHASE_MESSAGES.expired.text,
    ]);
    const again = await buy(t, buyer, fresh.trackId, 'lease');
    expect(again.statusCode).toBe(201);
    expect((again.json() as TPurchase).id).not.toBe(id);
  });
});
