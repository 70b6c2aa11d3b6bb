import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { TStreamLink, TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { jobs } from '../../src/db/schema/index';
import { PROCESS_TRACK_MEDIA_JOB } from '../../src/jobs/handlers/process-track-media';
import { createArtist, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mediaWorker } from '../media/track-media-fixtures';
import { uploadTestTrack, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  artist = await createArtist(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('an upload becomes a playable track', () => {
  it('is processing, then ready with duration and peaks, listed, and streams its preview with range requests', async () => {
    const id = await uploadTestTrack(t, artist, { title: 'Full journey' });
    const mine = () =>
      t.app.inject({ method: 'GET', url: `/api/me/tracks/${id}`, headers: sameOrigin(t, artist.cookie) });
    expect((await mine()).json()).toMatchObject({ status: 'processing', previewReady: false });
    expect(((await t.app.inject({ method: 'GET', url: '/api/tracks' })).json() as TFeedPage).items).toEqual([]);

    // Sign-up mails queued before are not this worker's business.
    await t.ctx.database.db.delete(jobs).where(ne(jobs.kind, PROCESS_TRACK_MEDIA_JOB));
    expect(await mediaWorker(t).runOnce()).toBe(1);
    expect((await mine()).json() as TMyTrack).toMatchObject({ status: 'ready', previewReady: true });
    const feed = (await t.app.inject({ method: 'GET', url: '/api/tracks?home=1' })).json() as TFeedPage;
    expect(feed.items.map((card) => card.id)).toEqual([id]);
    expect(feed.items[0]).toMatchObject({ previewReady: true, artistTrackCount: 1, lowestPriceNpr: 1500 });
    const page = (await t.app.inject({ method: 'GET', url: `/api/tracks/${id}` })).json() as TTrackPage;
    expect(page.durationSeconds).toBeCloseTo(3, 0);
    expect(page.peaks!.length).toBeGreaterThan(100);

    const link = (await t.app.inject({ method: 'GET', url: `/api/tracks/${id}/stream` })).json() as TStreamLink;
    const whole = await t.app.inject({ method: 'GET', url: link.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    const part = await t.app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    // The card brings its own signed link, so a tap on play needs no request before the audio.
    const cardLink = feed.items[0]!.previewLink!;
    expect(Date.parse(cardLink.expiresAt)).toBeGreaterThan(Date.now() + 50 * 60_000);
    const fromCard = await t.app.inject({ method: 'GET', url: cardLink.url });
    expect(fromCard.statusCode).toBe(200);
    expect(fromCard.rawPayload.equals(whole.rawPayload)).toBe(true);
  });
});
