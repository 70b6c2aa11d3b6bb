import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 32, item 2: behind a proxy that appends the peer it saw to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for), a client that writes a new made-up address into the header on each
 * attempt is still one client. better-auth's limits are off under NODE_ENV=test, so production.
 */
describe('rate limits behind a trusted proxy', () => {
  const PROXY = '127.0.0.1';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'test-secret-for-production-mode-0123456789', TRUST_PROXY: PROXY },
    });
  });
  afterAll(() => t.close());

  const wrongSignIn = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: PROXY,
      headers: { ...sameOrigin(t), 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });

  it('counts the address the proxy saw, not the ones the client wrote: 429 after 10', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      statuses.push((await wrongSignIn(`198.51.100.${attempt}, 203.0.113.50`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // Another client behind the same proxy has its own count.
    expect((await wrongSignIn('198.51.100.1, 203.0.113.51')).statusCode).toBe(401);
  });
});
