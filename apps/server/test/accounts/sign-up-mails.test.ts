import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { latestMailLink, pathOf, sameOrigin, signIn, signUpAndVerify } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PASSWORD = 'secret-password-1';

// Each sign-up and sign-in hashes a password: on a busy 2-core machine that takes seconds.
describe('sign-up e-mails', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin(t),
      payload: { email, password, name: '', callbackURL: '/login?verified=1' },
    });
  const mailsTo = (email: string) =>
    t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
  const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
    res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  it('signs the person in when they follow the verification link, then the web app asks for a username', async () => {
    const email = `new-${crypto.randomUUID()}@example.com`;
    expect((await signUp(email)).statusCode).toBe(200);
    const verify = await t.app.inject({ method: 'GET', url: pathOf(await latestMailLink(t, email, 'verify:')) });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login?verified=1');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(verify) } });
    expect(me.json()).toMatchObject({ user: { email }, routingState: 'needs_username' });
  });

  it('answers a second sign-up with a verified e-mail like a new one and mails an "already have an account" reset link', async () => {
    const user = await signUpAndVerify(t, { password: PASSWORD });
    const fresh = await signUp(`fresh-${crypto.randomUUID()}@example.com`);
    const again = await signUp(user.email, 'another-password-2');
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('You already have a Beatpasal account');
    expect(mail?.text).toContain('nothing was changed');
    const reset = await t.app.inject({ method: 'GET', url: pathOf(mail!.links[0]!) });
    expect(reset.statusCode).toBe(302);
    const token = new URL(reset.headers.location as string, t.env.PUBLIC_URL).searchParams.get('token');
    expect(new URL(reset.headers.location as string, t.env.PUBLIC_URL).pathname).toBe('/reset-password');
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin(t),
      payload: { token, newPassword: 'brand-new-password' },
    });
    expect(update.statusCode).toBe(200);
    await expect(signIn(t, user.email, 'brand-new-password')).resolves.toMatchObject({ userId: user.userId });
    await expect(signIn(t, user.email, 'another-password-2')).rejects.toThrow('401');
  });

  it('mails a resend asked for in the same second as the sign-up mail, whose link is the same', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const email = `same-second-${crypto.randomUUID()}@example.com`;
      await signUp(email);
      const resend = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: sameOrigin(t),
        payload: { email, callbackURL: '/login?verified=1' },
      });
      expect(resend.statusCode).toBe(200);
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      expect(mails[0]!.links).toEqual(mails[1]!.links);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends an unverified address its verification link again', async () => {
    const email = `unverified-${crypto.randomUUID()}@example.com`;
    await signUp(email);
    // The link is a JWT stamped to the second: a repeat within the same second is the same link,
    // and the outbox rightly keeps it once (its dedupe key is the token).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await signUp(email, 'another-password-2');
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verify your e-mail for Beatpasal',
      'Verify your e-mail for Beatpasal',
    ]);
    const verify = await t.app.inject({ method: 'GET', url: pathOf(mails[0]!.links[0]!) });
    expect(verify.headers.location).toBe('/login?verified=1');
    expect(cookieOf(verify)).toContain('session_token');
  });
});
