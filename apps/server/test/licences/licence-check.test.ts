import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_CODE_PATTERN } from '@beatpasal/shared/licence-codes';
import { formatPaisa } from '@beatpasal/shared/prices';
import { LICENCE_CHECK_MESSAGES, type TLicenceCheck } from '@beatpasal/shared/schemas/licence-checks';
import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import { mailOutbox, purchases } from '../../src/db/schema/index';
import { assignLicenceCode } from '../../src/services/licences/assign-licence-code';
import { LICENCE_CHECKS_PER_IP } from '../../src/services/licences/licence-check-limit';
import { createArtist, createBuyer, pathOf, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let trackId: string;
let purchaseId: string;
let code: string;
let ipSeed = 0;

const runJobs = async () => {
  while ((await t.ctx.worker.runOnce()) > 0);
};
/** Each call from its own address, so the per-IP limit only meets the test that is about it. */
const check = (value: string, remoteAddress = `198.51.100.${++ipSeed % 250}`) =>
  t.app.inject({ method: 'GET', url: `/api/licences/${encodeURIComponent(value)}`, remoteAddress });
const setPurchase = (values: Partial<typeof purchases.$inferInsert>) =>
  t.ctx.database.db.update(purchases).set(values).where(eq(purchases.id, purchaseId));
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer] = await Promise.all([
    createArtist(t),
    createBuyer(t, { fullName: 'सीता Sharma', phone: '9812345678', address: 'Lalitpur, Bagmati' }),
  ]);
  ({ trackId } = await insertSellableTrack(t, artist));
  purchaseId = await pendingPurchase(t, buyer, trackId, 'lease');
  const approved = await send(t, 'POST', `/api/purchases/${purchaseId}/approve`, artist.cookie, {});
  if (approved.statusCode !== 200) throw new Error(approved.body);
  await runJobs();
  const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  code = row!.licenceCode!;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('a licence code', () => {
  it('is given when the agreement is issued, once, and the buyer sees it with the purchase', async () => {
    expect(code).toMatch(LICENCE_CODE_PATTERN);
    const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(row!.licenceIssuedAt!.getTime()).toBe(row!.decidedAt!.getTime());
    expect(await assignLicenceCode(t.ctx.database.db, purchaseId)).toEqual({ code, issuedAt: row!.licenceIssuedAt });
    await t.ctx.worker.runOnce();
    const detail = (await send(t, 'GET', `/api/purchases/${purchaseId}`, buyer.cookie)).json() as TPurchaseDetail;
    expect(detail.licenceCode).toBe(code);
  });

  it('is tried again with another code on the rare collision, and never given to an unpaid purchase', async () => {
    const other = await pendingPurchase(t, buyer, (await insertSellableTrack(t, artist)).trackId, 'lease');
    expect(await assignLicenceCode(t.ctx.database.db, other)).toBeNull();
    expect((await send(t, 'POST', `/api/purchases/${other}/approve`, artist.cookie, {})).statusCode).toBe(200);
    const offered = [code, 'BPL-ZZZZZ-ZZZZ0'];
    const assigned = await assignLicenceCode(t.ctx.database.db, other, () => offered.shift()!);
    expect(assigned?.code).toBe('BPL-ZZZZZ-ZZZZ0');
    expect(offered).toEqual([]);
  });
});

describe('the agreement and the e-mail', () => {
  it('print the code, a QR code of the check page and the exact amount paid, with its paisa', async () => {
    const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    const link = (await send(t, 'GET', `/api/purchases/${purchaseId}/agreement`, buyer.cookie)).json() as {
      url: string;
    };
    const pdf = await t.app.inject({ method: 'GET', url: link.url.startsWith('/') ? link.url : pathOf(link.url) });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'licence-'));
    writeFileSync(path.join(dir, 'a.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
    expect(row!.amountPaisa % 100).toBeGreaterThan(0);
    expect(text).toContain(`Price: ${formatPaisa(row!.amountPaisa)}, paid directly to the artist`);
    expect(text).toContain(`Licence code: ${code}`);
    expect(text).toContain('Template v2');

    execFileSync('pdfimages', ['-png', path.join(dir, 'a.pdf'), path.join(dir, 'img')]);
    const image = readdirSync(dir).find((name) => name.startsWith('img'))!;
    const { data, info } = await sharp(path.join(dir, image)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      `${t.env.PUBLIC_URL}/licence/${code}`,
    );

    const [mail] = await t.ctx.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `purchase-approved:${purchaseId}`));
    expect(mail!.text).toContain(`confirmed your payment of ${formatPaisa(row!.amountPaisa)}`);
  });
});

describe('GET /api/licences/:code', () => {
  it('tells anyone the public facts, and nothing private', async () => {
    const res = await check(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as TLicenceCheck;
    expect(Object.keys(body).sort()).toEqual([
      'artist',
      'buyer',
      'code',
      'expiresAt',
      'expiresOn',
      'issuedAt',
      'issuedOn',
      'licence',
      'revokedAt',
      'revokedOn',
      'status',
      'track',
    ]);
    expect(Object.keys(body.buyer)).toEqual(['displayName']);
    expect(Object.keys(body.licence).sort()).toEqual(['deliverables', 'kind', 'leaseDays', 'streamCap', 'terms']);
    expect(body).toMatchObject({
      code,
      status: 'valid',
      track: { title: 'Night Drive' },
      artist: { username: artist.username },
      buyer: { displayName: 'सीता Sharma' },
      licence: { kind: 'lease', leaseDays: 365, streamCap: 5000 },
      revokedAt: null,
      revokedOn: null,
    });
    expect(body.issuedOn.ad).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.issuedOn.bs).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
    expect(Date.parse(body.expiresAt!) - Date.parse(body.issuedAt)).toBe(365 * DAY_MS);

    const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    const raw = res.body;
    for (const secret of [
      buyer.email,
      '9812345678',
      'Lalitpur',
      row!.referenceCode,
      row!.walletTransactionId!,
      String(row!.priceNpr),
      String(row!.amountPaisa),
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toMatch(/email|phone|address|price|amount|paisa|proof|screenshot|transaction|wallet|reference/i);
  });

  it('reads a code as people type it', async () => {
    for (const typed of [code.toLowerCase(), code.replace(/-/g, ''), code.slice(4).replace('-', ' ')]) {
      const res = await check(typed);
      expect(res.statusCode, typed).toBe(200);
      expect((res.json() as TLicenceCheck).code).toBe(code);
    }
  });

  it('answers 404, never 400 or 500, for an unknown or malformed code', async () => {
    for (const value of [
      'BPL-00000-00000',
      'BPL-',
      'nothing',
      '../../etc/passwd',
      'BPL-7K3Q9-XM2FU',
      'x'.repeat(300),
      "BPL-'; drop table purchases;--",
      'ब-७',
    ]) {
      const res = await check(value);
      expect(res.statusCode, value).toBe(404);
      // Past Fastify's parameter length (100) no route matches at all: still 404, in the router's words.
      if (value.length < 100)
        expect((res.json() as { error: { message: string } }).error.message).toBe(LICENCE_CHECK_MESSAGES.notFound.text);
    }
    // A control character in the address is refused by the app before any route, as everywhere.
    expect((await check('\u0000')).statusCode).toBe(400);
  });

  it('says expired once the lease days have run from the date of issue', async () => {
    const issuedAt = new Date(Date.now() - 366 * DAY_MS);
    await setPurchase({ licenceIssuedAt: issuedAt });
    const body = (await check(code)).json() as TLicenceCheck;
    expect(body.status).toBe('expired');
    expect(body.expiresAt).toBe(new Date(issuedAt.getTime() + 365 * DAY_MS).toISOString());
    expect(body.expiresOn?.ad).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await setPurchase({ licenceIssuedAt: new Date() });
    expect(((await check(code)).json() as TLicenceCheck).status).toBe('valid');
  });

  it('says revoked, with the date, once the sale was undone', async () => {
    const revokedAt = new Date('2026-11-20T10:00:00Z');
    await setPurchase({ revokedAt });
    const body = (await check(code)).json() as TLicenceCheck;
    expect(body).toMatchObject({
      status: 'revoked',
      revokedAt: revokedAt.toISOString(),
      revokedOn: { ad: '2026-11-20' },
    });
    await setPurchase({ revokedAt: null, status: 'rejected' });
    expect(((await check(code)).json() as TLicenceCheck).status).toBe('revoked');
    await setPurchase({ status: 'approved' });
  });

  it('limits checks per address, found or not, so codes cannot be walked', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < LICENCE_CHECKS_PER_IP.max; i++) {
      expect((await check(i % 2 === 0 ? code : 'BPL-00000-00000', address)).statusCode).not.toBe(429);
    }
    const refused = await check(code, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { error: { message: string } }).error.message).toBe(
      LICENCE_CHECK_MESSAGES.rateLimited.text,
    );
    expect((await check(code, '203.0.113.78')).statusCode).toBe(200);
  });
});
