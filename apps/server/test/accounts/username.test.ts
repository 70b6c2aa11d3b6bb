import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema/index';
import { claimUsername, sameOrigin, signUpAndVerify, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/me and POST /api/me/username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (user?: TestUser) => t.app.inject({ method: 'GET', url: '/api/me', headers: sameOrigin(t, user?.cookie) });
  const profileOf = async (user: TestUser) =>
    (await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, user.userId)))[0] ?? null;

  it('answers a visitor with 200 and no user, so the SPA knows it is logged out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ user: null, profile: null, routingState: 'logged_out' });
  });

  it('sends a new account to /set-username, then to its role', async () => {
    const user = await signUpAndVerify(t);
    expect((await me(user)).json()).toMatchObject({
      user: { id: user.userId, email: user.email, emailVerified: true },
      profile: null,
      routingState: 'needs_username',
    });

    const res = await claimUsername(t, user.cookie, '  Nepali_Beats.01 ', 'buyer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profile: { username: 'nepali_beats.01', role: 'buyer' },
      routingState: 'buyer_incomplete',
    });
    expect((await me(user)).json().routingState).toBe('buyer_incomplete');
  });

  it('gives every username rule its own message and saves nothing', async () => {
    const user = await signUpAndVerify(t);
    const cases: Array<[unknown, string]> = [
      ['', 'Username is required'],
      [undefined, 'Username is required'],
      ['ab', 'Username must be at least 3 characters.'],
      ['has space', 'Username can only contain letters, numbers, underscores (_) and dots (.).'],
      ['admin', 'This username is reserved. Please choose another.'],
      ['_lead', 'Username must start with a letter or a number.'],
      ['a'.repeat(31), 'Username can be at most 30 characters.'],
    ];
    for (const [username, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/me/username',
        headers: sameOrigin(t, user.cookie),
        payload: { username, role: 'artist' },
      });
      expect(res.statusCode, String(username)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const noRole = await t.app.inject({
      method: 'POST',
      url: '/api/me/username',
      headers: sameOrigin(t, user.cookie),
      payload: { username: 'fine_name' },
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error.message).toBe('Choose a role: Artist or Buyer.');
    const admin = await claimUsername(t, user.cookie, 'sneaky_admin', 'admin' as 'artist');
    expect(admin.statusCode).toBe(400);
    expect(await profileOf(user)).toBeNull();
  });

  it('refuses a username taken in any letter case', async () => {
    const first = await signUpAndVerify(t);
    const second = await signUpAndVerify(t);
    expect((await claimUsername(t, first.cookie, 'BeatKing', 'artist')).statusCode).toBe(200);
    const res = await claimUsername(t, second.cookie, 'beatking', 'buyer');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: 'Username already taken',
      fieldErrors: { username: 'Username already taken' },
    });
    expect(await profileOf(second)).toBeNull();
  });

  it('keeps username and role permanent: a second claim is a 409 that changes nothing', async () => {
    const user = await signUpAndVerify(t);
    expect((await claimUsername(t, user.cookie, 'first_choice', 'artist')).statusCode).toBe(200);
    for (const [username, role] of [
      ['second_choice', 'artist'],
      ['first_choice', 'buyer'],
      ['third_choice', 'buyer'],
    ] as const) {
      const res = await claimUsername(t, user.cookie, username, role);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Your username and role are already set and cannot be changed.');
    }
    expect(await profileOf(user)).toMatchObject({ username: 'first_choice', role: 'artist' });
  });

  it('lets exactly one of two simultaneous claims of the same name win', async () => {
    const [a, b] = await Promise.all([signUpAndVerify(t), signUpAndVerify(t)]);
    const results = await Promise.all([
      claimUsername(t, a.cookie, 'race_name', 'artist'),
      claimUsername(t, b.cookie, 'Race_Name', 'buyer'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error.message).toBe('Username already taken');
    const owners = await t.ctx.database.db.select().from(profiles).where(eq(profiles.username, 'race_name'));
    expect(owners).toHaveLength(1);
  });

  it('lets one of two simultaneous claims by the same account win', async () => {
    const user = await signUpAndVerify(t);
    const results = await Promise.all([
      claimUsername(t, user.cookie, 'double_one', 'artist'),
      claimUsername(t, user.cookie, 'double_two', 'buyer'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.statusCode === 200)!.json().profile;
    expect(await profileOf(user)).toMatchObject({ username: won.username, role: won.role });
  });

  it('asks a visitor to log in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/username',
      headers: sameOrigin(t),
      payload: { username: 'visitor', role: 'buyer' },
    });
    expect(res.statusCode).toBe(401);
  });
});
