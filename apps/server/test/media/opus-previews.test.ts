import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../src/db/schema/profiles';
import { tracks } from '../../src/db/schema/tracks';
import { createProcessTrackMediaHandler } from '../../src/jobs/handlers/process-track-media';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createBuyer, type TestAccount } from '../helpers/factories';
import { makeTempDir, makeTestAudio } from './test-audio';
import { insertArtist, insertTrack, silentLog, trackRow } from './track-media-fixtures';

let t: TestApp;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let artistId: string;
let master: string;
let buyer: TestAccount;

const handler = (canEncodeOpus: boolean) =>
  createProcessTrackMediaHandler({
    database: t.ctx.database,
    storage: t.ctx.storage,
    events: t.ctx.events,
    log: silentLog,
    canEncodeOpus: async () => canEncodeOpus,
  });

async function fetchObject(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

beforeAll(async () => {
  t = await createTestApp();
  temp = await makeTempDir();
  artistId = await insertArtist(t);
  buyer = await createBuyer(t);
  master = await makeTestAudio(temp.dir, 'master', { format: 'wav', seconds: 30 });
});
afterAll(async () => {
  await t.close();
  await temp.remove();
});

/** Each case runs ffmpeg; a machine busy with other work needs more than the default 30 s. */
describe('the Opus preview beside the MP3', { timeout: 120_000 }, () => {
  it('is made in the same processing step, stored privately under a server-made name, as long as the MP3', async () => {
    const trackId = await insertTrack(t, artistId, master);
    await handler(true)({ trackId }, { id: 1, attempt: 1 });
    const row = await trackRow(t, trackId);
    expect(row.status).toBe('ready');
    expect(row.previewOpusKey).toMatch(/^tracks-preview\/[0-9a-f-]{36}\.webm$/);
    expect(await t.ctx.storage.head(row.previewOpusKey!)).toMatchObject({
      contentType: 'audio/webm',
      visibility: 'private',
    });

    const link = (await t.app.inject({ method: 'GET', url: `/api/tracks/${trackId}/stream` })).json();
    expect(link.opusUrl).toEqual(expect.any(String));
    const [mp3, opus] = await Promise.all([fetchObject(link.url), fetchObject(link.opusUrl)]);
    expect(opus).toMatchObject({ status: 200, type: 'audio/webm' });
    const opusInfo = await parseBuffer(opus.bytes, 'audio/webm');
    const mp3Info = await parseBuffer(mp3.bytes, 'audio/mpeg');
    expect(opusInfo.format.codec).toBe('OPUS');
    expect(opusInfo.format.duration).toBeCloseTo(mp3Info.format.duration!, 1);
    expect(opusInfo.format.duration).toBeCloseTo(row.durationSeconds!, 1);
    expect(opus.bytes.length).toBeLessThan(mp3.bytes.length / 1.9);
  });

  it('falls back to the MP3 alone when ffmpeg has no libopus: the track is ready and its links name no Opus', async () => {
    const trackId = await insertTrack(t, artistId, master);
    await handler(false)({ trackId }, { id: 2, attempt: 1 });
    const row = await trackRow(t, trackId);
    expect(row).toMatchObject({ status: 'ready', previewOpusKey: null });
    expect(row.previewKey).toMatch(/\.mp3$/);
    const link = (await t.app.inject({ method: 'GET', url: `/api/tracks/${trackId}/stream` })).json();
    expect(link.url).toEqual(expect.any(String));
    expect(link).not.toHaveProperty('opusUrl');
  });

  it('carries both sources on the cards, with the same access as before: a hidden track stays 404 for others', async () => {
    const ownArtistId = await insertArtist(t);
    const trackId = await insertTrack(t, ownArtistId, master);
    await handler(true)({ trackId }, { id: 3, attempt: 1 });
    // The media fixture's genre predates the genre list; a card must carry a listed one.
    await t.ctx.database.db.update(tracks).set({ genre: 'Hip-Hop' }).where(eq(tracks.id, trackId));
    const [profile] = await t.ctx.database.db
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, ownArtistId));
    const page = (await t.app.inject({ method: 'GET', url: `/api/artists/${profile!.username}/tracks` })).json();
    const card = page.items.find((item: { id: string }) => item.id === trackId);
    expect(card.previewLink).toMatchObject({ url: expect.any(String), opusUrl: expect.any(String) });

    await t.ctx.database.db.update(tracks).set({ isHidden: true }).where(eq(tracks.id, trackId));
    const asVisitor = await t.app.inject({ method: 'GET', url: `/api/tracks/${trackId}/stream` });
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: `/api/tracks/${trackId}/stream`,
      headers: { cookie: buyer.cookie },
    });
    expect([asVisitor.statusCode, asBuyer.statusCode]).toEqual([404, 404]);
    expect(asVisitor.body).not.toContain('.webm');
  });
});
