import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SIGN_UP = { email: 'origin-check@example.com', password: 'secret-password-1', name: '' };

async function signUpFrom(t: TestApp, origin: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { ...SIGN_UP, email: `${crypto.randomUUID()}@example.com` },
  });
}

async function setUsernameFrom(t: TestApp, origin: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/me/username',
    headers: { origin },
    payload: { username: 'someone', role: 'buyer' },
  });
}

describe('origins outside production (PUBLIC_URL http://localhost:3000)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // NODE_ENV=development: better-auth checks origins itself only outside its test mode.
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'trusts the loopback alias %s for sign-up and the API',
    async (origin) => {
      expect((await signUpFrom(t, origin)).statusCode).toBe(200);
      expect((await setUsernameFrom(t, origin)).statusCode).toBe(401);
    },
  );

  it.each(['http://192.168.1.5:3000', 'http://127.0.0.1:3001', 'https://localhost:3000', 'https://evil.example'])(
    'refuses %s with a message that names PUBLIC_URL and the origin seen',
    async (origin) => {
      const expected = `This page was opened at ${origin} but the server is set up for http://localhost:3000 (PUBLIC_URL). Open it at http://localhost:3000 or set PUBLIC_URL.`;
      for (const res of [await signUpFrom(t, origin), await setUsernameFrom(t, origin)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe(expected);
      }
    },
  );
});

describe('origins in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'test-secret-for-production-mode-0123456789' },
    });
  });
  afterAll(() => t.close());

  it('trusts only PUBLIC_URL itself', async () => {
    expect((await signUpFrom(t, 'http://localhost:3000')).statusCode).toBe(200);
    const alias = await signUpFrom(t, 'http://127.0.0.1:3000');
    expect(alias.statusCode).toBe(403);
    expect(alias.json().error.message).toContain('opened at http://127.0.0.1:3000');
    expect((await setUsernameFrom(t, 'http://127.0.0.1:3000')).statusCode).toBe(403);
  });
});
