import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { tracks } from '../../src/db/schema/index';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, LEASE_1500, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let ready: string;
let processing: string;
let hidden: string;
let sold: string;

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer] = await Promise.all([createArtist(t, { fields: { displayName: 'DJ <Ram>' } }), createBuyer(t)]);
  const ids = await insertReadyTracks(t, artist.userId, [
    {
      title: 'Night "Drive"',
      licences: [LEASE_1500, { ...LEASE_1500, kind: 'full_rights', enabled: false, priceNpr: null, leaseDays: null }],
    },
    { title: 'Still processing', status: 'processing' },
    { title: 'Hidden one', isHidden: true },
    { title: 'Sold one' },
  ]);
  [ready, processing, hidden, sold] = [ids[0]!, ids[1]!, ids[2]!, ids[3]!];
  await t.ctx.database.db
    .update(tracks)
    .set({ isSold: true, peaks: [0.1, 0.5, 1], durationSeconds: 3 })
    .where(eq(tracks.id, sold!));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const page = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/tracks/${id}`, headers: cookie ? { cookie } : {} });

describe('GET /api/tracks/:id', () => {
  it('shows enabled licences, the artist, and what the viewer may do', async () => {
    const asBuyer = (await page(ready!, buyer.cookie)).json() as TTrackPage;
    expect(asBuyer.licences.map((licence) => licence.kind)).toEqual(['lease']);
    expect(asBuyer).toMatchObject({
      title: 'Night "Drive"',
      artist: { id: artist.userId, username: artist.username },
      viewer: { role: 'buyer', isOwner: false, canBuy: true },
    });
    expect(((await page(ready!)).json() as TTrackPage).viewer).toEqual({
      role: 'visitor',
      isOwner: false,
      canBuy: false,
    });
    expect(((await page(ready!, artist.cookie)).json() as TTrackPage).viewer).toEqual({
      role: 'artist',
      isOwner: true,
      canBuy: false,
    });
    const soldPage = (await page(sold!, buyer.cookie)).json() as TTrackPage;
    expect(soldPage).toMatchObject({
      isSold: true,
      peaks: [0.1, 0.5, 1],
      durationSeconds: 3,
      viewer: { canBuy: false },
    });
  });

  it("is 'Track not found.' for processing and unknown tracks, 'unavailable' for hidden ones, except to their artist", async () => {
    for (const id of [processing!, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await page(id, buyer.cookie);
      expect([res.statusCode, res.json().error.message]).toEqual([404, 'Track not found.']);
    }
    for (const cookie of [buyer.cookie, undefined]) {
      const res = await page(hidden!, cookie);
      expect([res.statusCode, res.json().error.message]).toEqual([410, 'This track is unavailable.']);
    }
    expect(((await page(processing!, artist.cookie)).json() as TTrackPage).status).toBe('processing');
    expect(((await page(hidden!, artist.cookie)).json() as TTrackPage).isHidden).toBe(true);
  });
});

describe('GET /api/tracks/:id/stream', () => {
  it('signs a short-lived link to the preview, never the master', async () => {
    const [row] = await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, ready!));
    const res = await t.app.inject({ method: 'GET', url: `/api/tracks/${ready}/stream` });
    const link = res.json() as { url: string; expiresAt: string };
    expect(link.url).toContain(row!.previewKey!);
    expect(link.url).not.toContain(row!.masterKey);
    const seconds = (Date.parse(link.expiresAt) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is a 404 where the page is, and a 409 while the preview is being made', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/tracks/${hidden}/stream` })).statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/tracks/${processing}/stream`,
      headers: { cookie: artist.cookie },
    });
    await t.ctx.database.db.update(tracks).set({ previewKey: null }).where(eq(tracks.id, processing!));
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/api/tracks/${processing}/stream`,
      headers: { cookie: artist.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect([waiting.statusCode, waiting.json().error.message]).toEqual([
      409,
      'The preview of this track is still being prepared. Please try again in a minute.',
    ]);
  });
});
