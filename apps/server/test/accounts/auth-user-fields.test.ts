import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@beatpasal/shared/plain-text';
import { users } from '../../src/db/schema/index';
import { USER_FIELD_MESSAGES } from '../../src/auth/limit-user-fields';
import { sameOrigin, signUpAndVerify, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** better-auth's `name` and `image` are unused by the app, but its sign-up and update-user take them. */
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndVerify(t);
}, 120_000);
afterAll(() => t.close());

let counter = 0;
const signUp = (extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: sameOrigin(t),
    payload: { email: `fields-${++counter}@example.com`, password: 'secret-password-1', name: '', ...extra },
  });
const updateUser = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: sameOrigin(t, user.cookie), payload });
const userRow = async (email: string) =>
  (await t.ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

const REFUSED: ReadonlyArray<[string, Record<string, unknown>, string]> = [
  ['a 1 MB name', { name: 'x'.repeat(1_000_000) }, USER_FIELD_MESSAGES.nameTooLong],
  ['a 101-character name', { name: 'x'.repeat(101) }, USER_FIELD_MESSAGES.nameTooLong],
  ['a name with a NUL', { name: 'a\u0000b' }, TEXT_MESSAGES.controlCharacters.text],
  ['an image that is not a link', { image: 'javascript:alert(1)' }, USER_FIELD_MESSAGES.image],
  ['a data: image', { image: 'data:image/png;base64,AAAA' }, USER_FIELD_MESSAGES.image],
  [
    'an image link over 2048 characters',
    { image: `https://example.com/${'a'.repeat(2048)}` },
    USER_FIELD_MESSAGES.image,
  ],
];

describe('sign-up', () => {
  it.each(REFUSED)('refuses %s with a 400 and creates no user', async (_, extra, message) => {
    const res = await signUp(extra);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userRow(`fields-${counter}@example.com`)).toBeUndefined();
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a short name and an https image', { name: 'Sita Rai', image: 'https://example.com/me.png' }],
  ])('accepts %s', async (_, extra) => {
    const res = await signUp(extra);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });
});

describe('update-user', () => {
  it.each(REFUSED)('refuses %s with a 400 and changes nothing', async (_, payload, message) => {
    const before = await userRow(user.email);
    const res = await updateUser(payload);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userRow(user.email)).toEqual(before);
  });

  it('accepts a bounded name', async () => {
    const res = await updateUser({ name: 'Sita Rai' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(user.email))?.name).toBe('Sita Rai');
  });
});
