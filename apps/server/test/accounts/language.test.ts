import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimUsername, sameOrigin, signUpAndVerify } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('PUT /api/me/language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (cookie: string | undefined, body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/me/language', headers: sameOrigin(t, cookie), payload: body as object });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: sameOrigin(t, cookie) });

  it('keeps the choice on the account, before and after the username is set', async () => {
    const user = await signUpAndVerify(t);
    expect((await me(user.cookie)).json().language).toBeNull();

    expect((await put(user.cookie, { language: 'ne' })).json()).toEqual({ language: 'ne' });
    expect((await me(user.cookie)).json()).toMatchObject({ language: 'ne', routingState: 'needs_username' });

    expect((await claimUsername(t, user.cookie, 'bhasa_user', 'buyer')).statusCode).toBe(200);
    expect((await me(user.cookie)).json()).toMatchObject({ language: 'ne', routingState: 'buyer_incomplete' });
  });

  it('refuses an unknown language and a visitor', async () => {
    const user = await signUpAndVerify(t);
    expect((await put(user.cookie, { language: 'fr' })).statusCode).toBe(400);
    expect((await me(user.cookie)).json().language).toBeNull();
    expect((await put(undefined, { language: 'ne' })).statusCode).toBe(401);
  });
});
