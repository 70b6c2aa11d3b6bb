import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMyTrack, TMyTrackPage } from '@beatpasal/shared/schemas/my-tracks';
import { profiles, purchases, tracks } from '../../src/db/schema/index';
import { TRACK_MEDIA_FAILED_MESSAGE } from '../../src/jobs/handlers/process-track-media';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { keysAwaitingDeletion, runFileDeletions, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testImage } from '../helpers/test-images';
import { LEASE_1500, uploadTestTrack, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, other] = await Promise.all([createArtist(t), createArtist(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const headers = (cookie: string) => sameOrigin(t, cookie);
const setStatus = (id: string, status: 'ready' | 'failed', extra: Partial<typeof tracks.$inferInsert> = {}) =>
  t.ctx.database.db
    .update(tracks)
    .set({ status, ...extra })
    .where(eq(tracks.id, id));
const trackCount = async (userId: string) =>
  (await t.ctx.database.db.select({ n: profiles.trackCount }).from(profiles).where(eq(profiles.id, userId)))[0]!.n;

describe('the artist’s own tracks', () => {
  it('lists processing and failed tracks with the reason, newest first, with licences and counts', async () => {
    const first = await uploadTestTrack(t, artist, { title: 'First' });
    const second = await uploadTestTrack(t, artist, { title: 'Second' });
    await setStatus(first, 'failed', { processingError: TRACK_MEDIA_FAILED_MESSAGE });
    const res = await t.app.inject({ method: 'GET', url: '/api/me/tracks', headers: headers(artist.cookie) });
    const page = res.json() as TMyTrackPage;
    expect(page.items.map((item) => [item.title, item.status, item.processingError])).toEqual([
      ['Second', 'processing', null],
      ['First', 'failed', TRACK_MEDIA_FAILED_MESSAGE],
    ]);
    expect(page.items[0]).toMatchObject({
      lowestPriceNpr: 1500,
      likeCount: 0,
      playCount: 0,
      hasPurchases: false,
      previewReady: false,
    });
    expect(page.items[0]!.licences).toEqual([LEASE_1500]);
    expect(JSON.stringify(page)).not.toContain('tracks-master');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/me/tracks/${first}/retry`,
      headers: headers(artist.cookie),
    });
    expect(retried.json()).toMatchObject({ id: first, status: 'processing', processingError: null });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/me/tracks/${second}`, headers: headers(other.cookie) }))
        .statusCode,
    ).toBe(404);
  });

  it('edits fields and licences as JSON, recomputing the lowest price, with the edit rule’s message', async () => {
    const id = await uploadTestTrack(t, artist, { title: 'To edit' });
    const cheaper = [
      { ...LEASE_1500, priceNpr: 700 },
      { ...LEASE_1500, kind: 'exclusive', priceNpr: 9000, leaseDays: null },
    ];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/tracks/${id}`,
      headers: headers(artist.cookie),
      payload: { title: 'Edited', bpm: 95, licences: cheaper },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Edited', bpm: 95, genre: 'Trap', lowestPriceNpr: 700 });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/tracks/${id}`,
      headers: headers(artist.cookie),
      payload: { licences: [{ ...LEASE_1500, enabled: false }] },
    });
    expect([off.statusCode, off.json().error.message]).toEqual([
      400,
      'Please enable at least one license with a valid price.',
    ]);
    const bpm = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/tracks/${id}`,
      headers: headers(artist.cookie),
      payload: { bpm: 0 },
    });
    expect(bpm.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/tracks/${id}`,
      headers: headers(other.cookie),
      payload: { title: 'Mine now' },
    });
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([404, 'Track not found.']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/me/tracks/${id}`, headers: headers(artist.cookie) })).json(),
    ).toMatchObject({ title: 'Edited' });
  });

  it('replaces the cover from a multipart edit and removes the old cover files once the delay has passed', async () => {
    const id = await uploadTestTrack(t, artist, { title: 'Cover swap' });
    const patch = async (shade: number) => {
      const form = await multipart(
        { mood: 'Chill' },
        {
          cover: {
            bytes: await testImage({ width: 500 + shade, height: 500 }),
            filename: 'c.png',
            contentType: 'image/png',
          },
        },
      );
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/me/tracks/${id}`,
        headers: { ...headers(artist.cookie), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TMyTrack;
    };
    const firstCover = (await patch(1)).coverPageUrl!;
    const secondCover = (await patch(2)).coverPageUrl!;
    expect(secondCover).not.toBe(firstCover);
    const isFirst = (key: string) => firstCover.endsWith(key);
    expect((await storedKeys(t)).some(isFirst)).toBe(true);
    expect((await keysAwaitingDeletion(t)).some(isFirst)).toBe(true);
    await runFileDeletions(t);
    const keys = await storedKeys(t);
    expect(keys.some(isFirst)).toBe(false);
    expect(keys.some((key) => secondCover.endsWith(key))).toBe(true);
  });

  it('deletes a track with its files and visible count, but only hides one that has purchases', async () => {
    const gone = await uploadTestTrack(t, artist, { title: 'Gone' });
    const kept = await uploadTestTrack(t, artist, { title: 'Kept' });
    await setStatus(gone, 'ready');
    await setStatus(kept, 'ready');
    const before = await trackCount(artist.userId);
    const [goneRow] = await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, gone));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/me/tracks/${gone}`, headers: headers(other.cookie) }))
        .statusCode,
    ).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/tracks/${gone}`,
      headers: headers(artist.cookie),
    });
    expect(deleted.json()).toEqual({ outcome: 'deleted' });
    expect(await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, gone))).toEqual([]);
    expect(await storedKeys(t)).toContain(goneRow!.masterKey);
    expect(await keysAwaitingDeletion(t)).toContain(goneRow!.masterKey);
    await runFileDeletions(t);
    expect(await storedKeys(t)).not.toContain(goneRow!.masterKey);
    expect(await trackCount(artist.userId)).toBe(before - 1);

    const buyer = await createBuyer(t);
    await t.ctx.database.db.insert(purchases).values({
      buyerId: buyer.userId,
      trackId: kept,
      artistId: artist.userId,
      licenceKind: 'lease',
      priceNpr: 1500,
      amountPaisa: 150001,
      referenceCode: 'BP-KEPT',
    });
    const hidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/tracks/${kept}`,
      headers: headers(artist.cookie),
    });
    expect(hidden.json()).toEqual({ outcome: 'hidden' });
    const [keptRow] = await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, kept));
    expect(keptRow).toMatchObject({ isHidden: true });
    expect(await keysAwaitingDeletion(t)).not.toContain(keptRow!.masterKey);
    await runFileDeletions(t);
    expect(await storedKeys(t)).toContain(keptRow!.masterKey);
    expect(await trackCount(artist.userId)).toBe(before - 2);
    expect((await t.app.inject({ method: 'GET', url: `/api/tracks/${kept}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/me/tracks/${kept}`, headers: headers(artist.cookie) }))
        .statusCode,
    ).toBe(404);
  });
});
