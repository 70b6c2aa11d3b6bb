import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('bad input gets a clear 4xx, never a 5xx', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' }, requestId: expect.any(String) });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The request body is not valid JSON.');
  });

  it('rejects oversize bodies with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('explains that the web app is not built instead of failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/client/route' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain('npm run build');
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/username',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { username: 'someone', role: 'buyer' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('opened at https://evil.example');
  });

  it('lets the site itself through to the normal checks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/username',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { username: 'someone', role: 'buyer' },
    });
    expect(res.statusCode).toBe(401);
  });
});
