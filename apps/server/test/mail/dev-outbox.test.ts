import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/mail/enqueue-mail';
import { isLoopbackAddress } from '../../src/routes/dev-outbox/index';
import { outboxToken, outboxUrl } from '../../src/routes/dev-outbox/outbox-token';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LINK = 'https://beatpasal.test/verify?token=abc&next=%2F';

describe('local outbox page (no SMTP configured)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = outboxToken(t.env, t.ctx.secret);
    await enqueueMail(t.ctx.database.db, {
      to: 'sita@example.com',
      subject: 'Verify <script>alert(1)</script> & welcome',
      html: '<p>hi</p>',
      text: `Open this link: ${LINK}.\nThanks`,
      links: [LINK],
      dedupeKey: 'verify:sita',
    });
  });
  afterAll(() => t.close());

  it('lists the latest mail as JSON for tests and e2e', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      messages: [
        {
          id: expect.any(Number),
          to: 'sita@example.com',
          subject: 'Verify <script>alert(1)</script> & welcome',
          text: `Open this link: ${LINK}.\nThanks`,
          links: [LINK],
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          sentAt: null,
        },
      ],
    });
  });

  it('renders an escaped HTML page with clickable links', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Local outbox</h1>');
    expect(res.body).toContain('Verify &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<dd>sita@example.com</dd>');
    const escapedLink = LINK.replaceAll('&', '&amp;');
    expect(res.body).toContain(`Open this link: <a href="${escapedLink}">${escapedLink}</a>.\nThanks`);
  });

  it('answers 404 without the token, even on the machine itself (a local proxy adds no header)', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      for (const url of [path, `${path}?token=`, `${path}?token=${token.slice(0, -1)}`, `${path}?token=${token}x`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('sita@example.com');
      }
      const wrongCookie = await t.app.inject({ method: 'GET', url: path, cookies: { outbox_token: 'guess' } });
      expect(wrongCookie.statusCode).toBe(404);
    }
  });

  it('keeps the token in an httpOnly cookie for /dev, so a reload without it still works', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/dev/outbox?token=${token}` });
    const cookie = first.cookies.find((c) => c.name === 'outbox_token');
    expect(cookie).toMatchObject({ value: token, path: '/dev', httpOnly: true, sameSite: 'Strict' });
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const again = await t.app.inject({ method: 'GET', url, cookies: { outbox_token: cookie!.value } });
      expect(again.statusCode, url).toBe(200);
      expect(again.body).toContain('sita@example.com');
    }
  });

  it('prints an address with the token, derived from the secret unless OUTBOX_TOKEN is set', () => {
    expect(outboxUrl(t.env, t.ctx.secret)).toBe(`http://localhost:3000/dev/outbox?token=${token}`);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(outboxToken({ ...t.env, OUTBOX_TOKEN: 'fixed-token-for-tests' }, t.ctx.secret)).toBe(
      'fixed-token-for-tests',
    );
  });

  it('answers 404 to anyone but the machine itself, token or not', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json'].map((path) => `${path}?token=${token}`)) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.5' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('sita@example.com');
      const proxied = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.statusCode).toBe(404);
    }
  });
});

describe('with SMTP configured', () => {
  it('has no local outbox page', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      await enqueueMail(t.ctx.database.db, {
        to: 'ram@example.com',
        subject: 's',
        html: 'h',
        text: 't',
        dedupeKey: 'k',
      });
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('ram@example.com');
    } finally {
      await t.close();
    }
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.10.20.30', '::1', '::ffff:127.0.0.1'])('accepts %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['10.0.0.5', '::ffff:10.0.0.5', '128.0.0.1', '::2', '1127.0.0.1', '', undefined])('rejects %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
