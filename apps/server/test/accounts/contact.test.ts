import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, rateLimits } from '../../src/db/schema/index';
import { createBuyer, pathOf, sameOrigin } from '../helpers/factories';
import { multipart, type FilePart } from '../helpers/multipart';
import { rowCount, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { NOT_AN_IMAGE, testImage } from '../helpers/test-images';

const FORM = {
  name: 'Ram Bahadur',
  username: 'ram_b',
  phone: '9812345678',
  category: 'purchase',
  message: 'My download does not start.\nPlease help.',
};

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = async (
    fields: Record<string, string>,
    options: { screenshot?: FilePart; cookie?: string; ip: string },
  ) => {
    const form = await multipart(fields, options.screenshot ? { screenshot: options.screenshot } : {});
    return t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...sameOrigin(t, options.cookie), ...form.headers },
      payload: form.payload,
      remoteAddress: options.ip,
    });
  };
  const latestMail = async () =>
    (
      await t.ctx.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, 'contact:%'))
        .orderBy(desc(mailOutbox.id))
        .limit(1)
    )[0]!;
  const state = async () => ({
    rows: await rowCount(t, contactMessages),
    mails: await rowCount(t, mailOutbox),
    files: await storedKeys(t),
  });

  it('saves a visitor message and e-mails support with its category', async () => {
    const res = await send(FORM, { ip: '10.0.0.1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.ctx.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(row).toMatchObject({ ...FORM, userId: null, screenshotKey: null });
    const mail = await latestMail();
    expect(mail).toMatchObject({ to: 'support@beatpasal.com', dedupeKey: `contact:${row!.id}` });
    expect(mail.subject).toContain('Purchase');
    expect(mail.text).toContain('Category: Purchase');
    expect(mail.text).toContain('Phone: 9812345678');
    expect(mail.text).toContain('Account: not signed in');
    expect(mail.text).toContain('Screenshot: none');
    expect(mail.links).toEqual([]);
  });

  it('keeps a screenshot private and links it in the mail with a signed URL', async () => {
    const buyer = await createBuyer(t);
    const res = await send(
      { ...FORM, category: 'account' },
      {
        cookie: buyer.cookie,
        ip: '10.0.0.2',
        screenshot: { bytes: await testImage({ format: 'jpeg' }), filename: 'shot.jpg', contentType: 'image/jpeg' },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, buyer.userId));
    expect(row?.screenshotKey).toMatch(/^contact\/screenshots\/[0-9a-f-]+\.webp$/);
    expect(await t.ctx.storage.head(row!.screenshotKey!)).toMatchObject({
      visibility: 'private',
      contentType: 'image/webp',
    });
    expect((await t.app.inject({ method: 'GET', url: t.ctx.storage.publicUrl(row!.screenshotKey!) })).statusCode).toBe(
      404,
    );

    const mail = await latestMail();
    expect(mail.text).toContain('Category: Account');
    expect(mail.text).toContain(`Account: ${buyer.email}`);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/files\/private\/contact\/screenshots\//);
    const file = await t.app.inject({ method: 'GET', url: pathOf(mail.links[0]!) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it("answers a missing field with 'Please fill in all required fields.' and saves nothing", async () => {
    const before = await state();
    for (const field of Object.keys(FORM)) {
      const { [field]: _dropped, ...rest } = FORM as Record<string, string>;
      for (const fields of [rest, { ...rest, [field]: '  ' }]) {
        const res = await send(fields, { ip: '10.0.0.3' });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error.message).toBe('Please fill in all required fields.');
      }
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a screenshot that is not an image and saves nothing', async () => {
    const before = await state();
    const res = await send(FORM, {
      ip: '10.0.0.4',
      screenshot: { bytes: NOT_AN_IMAGE, filename: 'shot.png', contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Screenshot must be an image (JPEG, PNG, WebP, GIF or AVIF).');
    expect(await state()).toEqual(before);
  });

  it('refuses a screenshot over 10 MB', async () => {
    const res = await send(FORM, {
      ip: '10.0.0.4',
      screenshot: { bytes: Buffer.alloc(10 * 1024 * 1024 + 1), filename: 'big.png' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Screenshots can be at most 10 MB.');
  });

  it('allows five messages an hour per IP, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await send(FORM, { ip: '10.0.0.5' })).statusCode).toBe(201);
    const before = await state();
    const limited = await send(FORM, { ip: '10.0.0.5' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await state()).toEqual(before);
    expect((await send(FORM, { ip: '10.0.0.6' })).statusCode).toBe(201);
    const keys = (await t.ctx.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('app:contact:10.0.0.5');
  });
});
