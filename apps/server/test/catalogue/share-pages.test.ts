import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/db/schema/index';
import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import { TRACK_COVER_RECIPE } from '../../src/media/images/cover-variants';
import { imageVariantKeys } from '../../src/media/images/image-variants';
import { processImage } from '../../src/media/images/process-image';
import { shareImageKey } from '../../src/media/images/share-image';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testImage } from '../helpers/test-images';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let withCover: string;
let withoutCover: string;
let hidden: string;
let processing: string;
let trackCoverKey: string;

const SHARE_IMAGE_URL =
  /<meta property="og:image" content="http:\/\/localhost:3000(\/share-images\/(track-images|cover-images)\/[0-9a-f-]{36}\.jpg)">/;

beforeAll(async () => {
  t = await createTestApp();
  const webDist = path.join(t.env.DATA_DIR, 'no-web-build');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Beatpasal</title></head><body><div id="root"></div></body></html>',
  );
  [artist, buyer] = await Promise.all([createArtist(t, { fields: { displayName: 'DJ <Ram>' } }), createBuyer(t)]);
  [withCover, withoutCover, hidden, processing] = (await insertReadyTracks(t, artist.userId, [
    { title: 'Night "Drive"' },
    { title: 'No cover' },
    { title: 'Hidden one', isHidden: true },
    { title: 'Still processing', status: 'processing' },
  ])) as [string, string, string, string];
  const cover = await processImage(
    await testImage({ width: 900, height: 900, format: 'jpeg' }),
    TRACK_COVER_RECIPE,
    IMAGE_LABELS.coverImage,
  );
  await Promise.all(cover.objects.map((object) => t.ctx.storage.put(object.key, object.body, object)));
  trackCoverKey = cover.key;
  await t.ctx.database.db.update(tracks).set({ coverKey: cover.key }).where(eq(tracks.id, withCover));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function shareImagePathIn(html: string): string {
  const match = SHARE_IMAGE_URL.exec(html);
  if (!match) throw new Error(`no share image in ${html}`);
  return match[1]!;
}

describe('share pages', () => {
  it('give a track escaped tags and a 1200 × 630 JPEG made from its cover', async () => {
    const res = await get(`/track/${withCover}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta property="og:title" content="Night &quot;Drive&quot; by DJ &lt;Ram&gt;">');
    expect(res.body).toContain(`<meta property="og:url" content="http://localhost:3000/track/${withCover}">`);
    expect(res.body).toContain('<meta property="og:description" content="Trap · 140 BPM · From NPR 1,500">');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(res.body).toContain('<meta property="og:image:width" content="1200">');
    expect(res.body).toContain('<meta property="og:image:height" content="630">');
    const imagePath = shareImagePathIn(res.body);
    expect(imagePath).toBe(`/share-images/${trackCoverKey.replace('.webp', '.jpg')}`);

    const image = await get(imagePath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Made once and stored beside the cover, which takes it along when the cover is replaced or deleted.
    expect(await t.ctx.storage.head(shareImageKey(trackCoverKey))).toMatchObject({
      contentType: 'image/jpeg',
      visibility: 'public',
    });
    expect(imageVariantKeys(TRACK_COVER_RECIPE, trackCoverKey)).toContain(shareImageKey(trackCoverKey));
    expect((await get(imagePath)).rawPayload.equals(image.rawPayload)).toBe(true);
  });

  it("give an artist their cover, not the 256 px avatar, and a track without a cover the artist's cover", async () => {
    const profile = await get(`/artist/${artist.username}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<meta property="og:type" content="profile">');
    expect(profile.body).not.toContain('profile-pictures');
    const artistImage = shareImagePathIn(profile.body);
    expect(artistImage).toMatch(/^\/share-images\/cover-images\//);
    const image = await get(artistImage);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const track = await get(`/track/${withoutCover}`);
    expect(shareImagePathIn(track.body)).toBe(artistImage);
  });

  it('answer 404 with the web app for an unknown track or artist, and for one the viewer may not see', async () => {
    const missing = [
      '/track/00000000-0000-4000-8000-000000000000',
      '/track/nope',
      `/track/${hidden}`,
      `/track/${processing}`,
      '/artist/nobody_here',
      `/artist/${buyer.username}`,
    ];
    for (const url of missing) {
      const res = await get(url);
      expect([url, res.statusCode, res.body.includes('<div id="root">'), res.body.includes('og:title')]).toEqual([
        url,
        404,
        true,
        false,
      ]);
    }
    // Its artist opens a hidden or processing track like any other page.
    for (const id of [hidden, processing]) expect((await get(`/track/${id}`, artist.cookie)).statusCode).toBe(200);
    expect((await get(`/track/${hidden}`, buyer.cookie)).statusCode).toBe(404);
  });

  it('serve share pictures only for stored covers', async () => {
    const uuid = trackCoverKey.slice('track-images/'.length, -'.webp'.length);
    for (const url of [
      '/share-images/track-images/00000000-0000-4000-8000-000000000000.jpg',
      `/share-images/profile-pictures/${uuid}.jpg`,
      `/share-images/tracks-master/${uuid}.jpg`,
      `/share-images/track-images/${uuid}.webp`,
      '/share-images/track-images/..%2F..%2Fetc.jpg',
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });
});
