import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpAndVerify } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Decision records 033 and 077: the web translates a server message by its key, which every message
 * carries from its catalog; nothing finds a key by its English text.
 */
describe('the key of a server message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('comes with a message of a shared catalog, and with each field message', async () => {
    const user = await signUpAndVerify(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/username',
      headers: sameOrigin(t, user.cookie),
      payload: { username: 'admin', role: 'artist' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'This username is reserved. Please choose another.',
      messageKey: 'username.reserved',
      fieldErrors: { username: 'This username is reserved. Please choose another.' },
      fieldErrorKeys: { username: 'username.reserved' },
    });
  });

  it('comes with the values of a message built with values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/artists/nobody_here/tracks' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      message: 'No artist found with username @nobody_here',
      messageKey: 'publicProfile.notFound',
      messageParams: { username: 'nobody_here' },
    });
  });

  it('comes with the generic line of a code, and with every answer, an unknown route included', async () => {
    const generic = await t.app.inject({ method: 'GET', url: '/api/me/purchases', headers: sameOrigin(t) });
    expect(generic.json().error).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'error.UNAUTHORIZED' });
    const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json().error).toMatchObject({
      message: 'No route for GET /api/no-such-thing.',
      messageKey: 'request.noRoute',
      messageParams: { method: 'GET', path: '/api/no-such-thing' },
    });
  });

  it("is the schema's own for each field", async () => {
    const user = await signUpAndVerify(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/username',
      headers: sameOrigin(t, user.cookie),
      payload: { username: 'a', role: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      messageKey: 'username.tooShort',
      fieldErrorKeys: { username: 'username.tooShort', role: 'account.roleRequired' },
    });
  });
});
