import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpAndVerify, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** better-auth's limits are off under NODE_ENV=test; this app runs as in production. */
describe('auth rate limits and account privacy (production settings)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'test-secret-for-production-mode-0123456789' },
    });
    user = await signUpAndVerify(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip: string, extraHeaders: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...sameOrigin(t), ...extraHeaders }, payload, remoteAddress: ip });
  const signIn = (ip: string, extraHeaders?: Record<string, string>) =>
    post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' }, ip, extraHeaders);

  it('limits sign-in attempts per client IP, which a forged header cannot change', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('203.0.113.7')).statusCode).toBe(401);
    const limited = await signIn('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['x-retry-after'])).toBeGreaterThan(0);
    const forgeries: Array<Record<string, string>> = [
      { 'x-forwarded-for': '198.51.100.1' },
      { 'x-beatpasal-client-ip': '198.51.100.2' },
    ];
    for (const forged of forgeries) {
      expect((await signIn('203.0.113.7', forged)).statusCode).toBe(429);
    }
    expect((await signIn('203.0.113.8')).statusCode).toBe(401);
  });

  it('answers sign-up for a registered e-mail exactly like a new one', async () => {
    const fresh = await post(
      '/api/auth/sign-up/email',
      { email: 'brand-new@example.com', password: 'secret-password-1', name: '' },
      '203.0.113.20',
    );
    const taken = await post(
      '/api/auth/sign-up/email',
      { email: user.email, password: 'secret-password-1', name: '' },
      '203.0.113.21',
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: Object.fromEntries(
        Object.entries(body.user).map(([key, value]) => [key, key === 'emailVerified' ? value : typeof value]),
      ),
    });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().user.email).toBe(user.email);
  });

  it('answers a reset request for an unknown e-mail exactly like one for a registered e-mail', async () => {
    const known = await post(
      '/api/auth/request-password-reset',
      { email: user.email, redirectTo: '/reset-password' },
      '203.0.113.30',
    );
    const unknown = await post(
      '/api/auth/request-password-reset',
      { email: 'nobody@example.com', redirectTo: '/reset-password' },
      '203.0.113.31',
    );
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });
});
