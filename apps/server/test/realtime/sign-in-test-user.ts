import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { users } from '../../src/db/schema/index';

export interface SignedInUser {
  id: string;
  cookie: string;
}

/** Signs up, marks the e-mail verified (the mail round-trip is tested elsewhere) and signs in. */
export async function signInTestUser(t: TestApp): Promise<SignedInUser> {
  const email = `rt-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'secret-password-1';
  const headers = { origin: t.env.PUBLIC_URL };
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password, name: email },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  await t.ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const id = (signIn.json() as { user: { id: string } }).user.id;
  return { id, cookie };
}
