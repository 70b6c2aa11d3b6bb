import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, walletQrs } from '../../src/db/schema/index';
import { createAdmin, createArtist, createBuyer, sameOrigin } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('test factories drive the real endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes a complete buyer', async () => {
    const buyer = await createBuyer(t, { phone: '+977 981-234 5678' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: sameOrigin(t, buyer.cookie) });
    expect(me.json()).toMatchObject({
      routingState: 'buyer',
      profile: { username: buyer.username, role: 'buyer', buyerPhone: '+9779812345678' },
    });
  });

  it('makes a complete artist with stored, public images and a primary QR', async () => {
    const artist = await createArtist(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/artist-profile',
      headers: sameOrigin(t, artist.cookie),
    });
    const profile = res.json();
    expect(profile).toMatchObject({
      displayName: 'DJ Test',
      isComplete: true,
      walletQrs: [{ kind: 'esewa', isPrimary: true }],
    });
    for (const url of [profile.avatarUrl, profile.coverUrl, profile.walletQrs[0].imageUrl]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    const [qr] = await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.artistId, artist.userId));
    expect(qr?.decodedText).toContain('eSewa_id');
  });

  it('makes an admin', async () => {
    const admin = await createAdmin(t);
    const [row] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, admin.userId));
    expect(row?.role).toBe('admin');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: sameOrigin(t, admin.cookie) });
    expect(me.json().routingState).toBe('admin');
  });
});
