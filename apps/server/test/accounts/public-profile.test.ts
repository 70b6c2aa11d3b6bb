import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, tracks } from '../../src/db/schema/index';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/profiles/:username', () => {
  let t: TestApp;
  let artist: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createArtist(t, {
      username: 'kathmandu_beats',
      fields: { publicEmail: 'hello@ktmbeats.com', instagram: 'instagram.com/ktmbeats', equipment: 'Ableton' },
    });
  });
  afterAll(() => t.close());

  const get = (username: string) =>
    t.app.inject({ method: 'GET', url: `/api/profiles/${encodeURIComponent(username)}` });

  it("shows an artist's public fields to anyone, in any letter case", async () => {
    const res = await get('Kathmandu_Beats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: artist.userId,
      username: 'kathmandu_beats',
      role: 'artist',
      displayName: 'DJ Test',
      avatarUrl: expect.stringMatching(/^\/files\/public\/profile-pictures\/.+\.webp$/),
      coverUrl: expect.stringMatching(/^\/files\/public\/cover-images\/.+\.webp$/),
      bio: 'Beats from Kathmandu.',
      artistHistory: '',
      equipment: 'Ableton',
      additionalNotes: '',
      instagram: 'https://instagram.com/ktmbeats',
      facebook: null,
      youtube: null,
      tiktok: null,
      publicEmail: 'hello@ktmbeats.com',
      trackCount: 0,
    });
    expect(res.body).not.toContain(artist.email);
  });

  it('counts only tracks a visitor can see', async () => {
    const base = {
      artistId: artist.userId,
      genre: 'Trap',
      bpm: 140,
      masterKey: 'tracks-master/a.wav',
      masterContentType: 'audio/wav',
    };
    await t.ctx.database.db.insert(tracks).values([
      { ...base, title: 'Ready', status: 'ready' },
      { ...base, title: 'Hidden', status: 'ready', isHidden: true },
      { ...base, title: 'Processing', status: 'processing' },
    ]);
    expect((await get('kathmandu_beats')).json().trackCount).toBe(1);
  });

  it("answers an unknown name with the spec's message", async () => {
    const res = await get('nobody_here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No artist found with username @nobody_here');
  });

  it('never shows buyers (their phone and address stay private) nor suspended artists, whose page says so', async () => {
    const buyer = await createBuyer(t, { username: 'quiet_buyer' });
    const res = await get(buyer.username);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('9812345678');
    expect(res.json().error.message).toBe('No artist found with username @quiet_buyer');

    await t.ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, artist.userId));
    const suspended = await get('kathmandu_beats');
    expect([suspended.statusCode, suspended.json().error.message]).toEqual([410, 'This account is suspended']);
    expect(suspended.body).not.toContain('DJ Test');
    await t.ctx.database.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, artist.userId));
  });
});
