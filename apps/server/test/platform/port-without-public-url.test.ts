import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailLink } from '../helpers/factories';
import { freePort } from '../helpers/spawned-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** `PORT=3777 npm start` with no PUBLIC_URL: the site opened at http://localhost:3777 signs people up. */
describe('another PORT and no PUBLIC_URL', { timeout: 120_000 }, () => {
  let t: TestApp;
  let port: number;
  let site: string;
  beforeAll(async () => {
    port = await freePort();
    site = `http://localhost:${port}`;
    // NODE_ENV=development: better-auth checks origins itself only outside its test mode.
    t = await createTestApp({ env: { NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: '' } });
    await t.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(() => t.close());

  const signUpFrom = (origin: string, email: string) =>
    fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-password-1', name: '' }),
    });

  it('signs up from http://localhost:PORT and its loopback alias, and mails a link back to that port', async () => {
    expect(t.env.PUBLIC_URL).toBe(site);
    for (const origin of [site, `http://127.0.0.1:${port}`]) {
      const email = `port-${crypto.randomUUID()}@example.com`;
      const res = await signUpFrom(origin, email);
      expect(res.status, origin).toBe(200);
      const link = await latestMailLink(t, email, 'verify:');
      expect(link.startsWith(`${site}/api/auth/verify-email?`)).toBe(true);
      const verify = await fetch(link.replace(site, `http://127.0.0.1:${port}`), { redirect: 'manual' });
      expect(verify.status).toBe(302);
      expect(verify.headers.getSetCookie().join('; ')).toContain('session_token=');
    }
  });

  it('refuses the old default http://localhost:3000, naming the address it is set up for', async () => {
    const res = await signUpFrom('http://localhost:3000', `port-${crypto.randomUUID()}@example.com`);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      `This page was opened at http://localhost:3000 but the server is set up for ${site} (PUBLIC_URL). Open it at ${site} or set PUBLIC_URL.`,
    );
  });
});
