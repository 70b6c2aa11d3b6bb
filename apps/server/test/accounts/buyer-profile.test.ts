import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema/index';
import { claimUsername, createArtist, sameOrigin, signUpAndVerify, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET/PUT /api/me/buyer-profile', () => {
  let t: TestApp;
  let buyer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await signUpAndVerify(t);
    await claimUsername(t, buyer.cookie, 'new_buyer', 'buyer');
  });
  afterAll(() => t.close());

  const put = (user: TestUser, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/buyer-profile',
      headers: sameOrigin(t, user.cookie),
      payload: payload as object,
    });
  const buyerRow = async () =>
    (await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, buyer.userId)))[0]!;

  it('starts empty, so the buyer is sent to /complete-buyer-profile', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/buyer-profile',
      headers: sameOrigin(t, buyer.cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fullName: null, address: null, phone: null });
  });

  it("answers each missing field with 'Please fill out all fields.' and saves nothing", async () => {
    const complete = { fullName: 'Hari Thapa', address: 'Pokhara', phone: '9801234567' };
    for (const field of ['fullName', 'address', 'phone'] as const) {
      for (const value of [undefined, '', '   ']) {
        const res = await put(buyer, { ...complete, [field]: value });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json().error.message).toBe('Please fill out all fields.');
      }
    }
    expect(await buyerRow()).toMatchObject({ buyerFullName: null, buyerAddress: null, buyerPhone: null });
  });

  it('refuses a phone number that is not a Nepali mobile', async () => {
    for (const phone of ['12345', '9712', '01-4412345', '+91 9812345678']) {
      const res = await put(buyer, { fullName: 'Hari Thapa', address: 'Pokhara', phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error).toMatchObject({
        message: 'Enter a Nepali mobile number, e.g. 98XXXXXXXX.',
        fieldErrors: { phone: expect.any(String) },
      });
    }
    expect((await buyerRow()).buyerPhone).toBeNull();
  });

  it('saves trimmed values and a normalised phone; the buyer is then complete', async () => {
    const res = await put(buyer, {
      fullName: '  Hari Thapa ',
      address: 'Pokhara-8, Kaski',
      phone: '+977 980-123-4567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fullName: 'Hari Thapa', address: 'Pokhara-8, Kaski', phone: '+9779801234567' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: sameOrigin(t, buyer.cookie) });
    expect(me.json().routingState).toBe('buyer');

    const edit = await put(buyer, { fullName: 'Hari B. Thapa', address: 'Pokhara', phone: '9841234567' });
    expect(edit.json()).toEqual({ fullName: 'Hari B. Thapa', address: 'Pokhara', phone: '+9779841234567' });
  });

  it('is for buyers only', async () => {
    const artist = await createArtist(t);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/me/buyer-profile', headers: sameOrigin(t, artist.cookie) }),
      await put(artist, { fullName: 'X', address: 'Y', phone: '9801234567' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only buyer accounts have a buyer profile.');
    }
    const fresh = await signUpAndVerify(t);
    const res = await put(fresh, { fullName: 'X', address: 'Y', phone: '9801234567' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Choose your username and role first.');
  });
});
