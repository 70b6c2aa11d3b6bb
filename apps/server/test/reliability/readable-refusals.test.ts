import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { sameOrigin } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Answers the hostile-input suite found unreadable (zod's wording) or failing (a 500). */
describe('refusals of malformed requests read as sentences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...sameOrigin(t), 'content-type': contentType }, payload });
  const answer = (res: { statusCode: number; json: () => { error?: { message: string }; message?: string } }) => [
    res.statusCode,
    res.json().error?.message ?? res.json().message,
  ];

  it('answers a text/plain body with 415 and what to send instead', async () => {
    expect(answer(await post('/api/takedowns', 'hello', 'text/plain'))).toEqual([415, REQUEST_MESSAGES.sendJson.text]);
    expect(answer(await post('/api/contact', 'hello', 'text/plain'))).toEqual([
      415,
      UPLOAD_MESSAGES.sendMultipart.text,
    ]);
  });

  it('answers a JSON body of the wrong shape with a sentence, not zod wording', async () => {
    expect(answer(await post('/api/takedowns', '"a string"', 'application/json'))).toEqual([
      400,
      REQUEST_MESSAGES.invalidBody.text,
    ]);
    expect(answer(await post('/api/purchases', 'null', 'application/json'))).toEqual([
      400,
      REQUEST_MESSAGES.invalidBody.text,
    ]);
  });

  it('answers a malformed sign-in with a sentence', async () => {
    expect(answer(await post('/api/auth/sign-in/email', '[]', 'application/json'))).toEqual([
      400,
      REQUEST_MESSAGES.invalidBody.text,
    ]);
  });

  it('refuses a control character in an auth link instead of failing with a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=x&callbackURL=%1B%02' });
    expect(answer(res)).toEqual([400, REQUEST_MESSAGES.badAddress.text]);
  });

  it('answers an auth path better-auth does not know with a message', async () => {
    expect(answer(await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/' }))).toEqual([
      404,
      'Not found.',
    ]);
  });

  it('refuses an auth link whose callbackURL is neither a path nor a URL instead of failing with a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=-430051097&callbackURL=1538885643',
    });
    expect(answer(res)).toEqual([400, REQUEST_MESSAGES.linkExpired.text]);
  });
});
