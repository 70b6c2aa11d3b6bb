import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';

/** GET /api/oembed (https://oembed.com, decision 080): the rich answer, maxwidth/maxheight, and the spec's errors. */

let t: TestApp;
let artist: { id: string; username: string };
let track: string;
let hidden: string;
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  artist = await insertArtistProfile(t, 'Sita Beats');
  [track, hidden] = (await insertReadyTracks(t, artist.id, [
    { title: 'Pahad <Dub>' },
    { title: 'Hidden', isHidden: true },
  ])) as [string, string];
  await t.ctx.database.db
    .update(tracks)
    .set({ coverKey: 'track-images/00000000-0000-4000-8000-00000000c0de.webp' })
    .where(eq(tracks.id, track));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const oembed = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/oembed?${new URLSearchParams(query)}` });

describe('GET /api/oembed', () => {
  it('answers a track page with the rich type: the player iframe, its size, title, author and cover', async () => {
    const res = await oembed({ url: `${SITE}/track/${track}`, format: 'json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'Beatpasal',
      provider_url: `${SITE}/`,
      title: 'Pahad <Dub>',
      author_name: 'Sita Beats',
      author_url: `${SITE}/artist/${artist.username}`,
      html:
        `<iframe src="${SITE}/embed/track/${track}" title="Pahad &lt;Dub&gt; by Sita Beats on Beatpasal" width="480" height="180" ` +
        'style="border:0;border-radius:12px" loading="lazy" allow="autoplay; encrypted-media"></iframe>',
      width: 480,
      height: 180,
      cache_age: 3600,
      thumbnail_url: expect.stringMatching(/^http:\/\/localhost:3000\/.+00000000c0de.*w400/),
      thumbnail_width: 400,
      thumbnail_height: 400,
    });
    // Without a format the answer is JSON as well; the player's own address is understood too.
    const plain = await oembed({ url: `${SITE}/embed/track/${track}` });
    expect(plain.json()).toMatchObject({ type: 'rich', width: 480 });
  });

  it('keeps within maxwidth and maxheight', async () => {
    const res = await oembed({ url: `${SITE}/track/${track}`, maxwidth: '300', maxheight: '120' });
    expect(res.json()).toMatchObject({ width: 300, height: 120 });
    expect(res.json().html).toContain('width="300" height="120"');
    const roomy = await oembed({ url: `${SITE}/track/${track}`, maxwidth: '2000' });
    expect(roomy.json()).toMatchObject({ width: 480, height: 180 });
  });

  it("answers an artist page with their player's taller frame, without a thumbnail", async () => {
    const res = await oembed({ url: `${SITE}/artist/${artist.username}`, format: 'json' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ type: 'rich', title: 'Sita Beats', width: 480, height: 420 });
    expect(body.html).toContain(`src="${SITE}/embed/artist/${artist.username}"`);
    expect(body.thumbnail_url).toBeUndefined();
  });

  it('answers 404 for a hidden or unknown track, an unknown artist, another page or another site', async () => {
    const cases = [
      [`${SITE}/track/${hidden}`, 'oembed.notPublic'],
      [`${SITE}/track/00000000-0000-4000-8000-000000000000`, 'oembed.notPublic'],
      [`${SITE}/artist/nobody_here`, 'oembed.notPublic'],
      [`${SITE}/genres`, 'oembed.notEmbeddable'],
      [`https://elsewhere.example/track/${track}`, 'oembed.notEmbeddable'],
    ];
    for (const [url, key] of cases) {
      const res = await oembed({ url: url!, format: 'json' });
      expect([url, res.statusCode, res.json().error.messageKey]).toEqual([url, 404, key]);
    }
  });

  it('answers 501 for xml, and 400 for a format the spec does not know, a missing url or a size that is not a number', async () => {
    const xml = await oembed({ url: `${SITE}/track/${track}`, format: 'xml' });
    expect(xml.statusCode).toBe(501);
    expect(xml.json().error).toMatchObject({ code: 'NOT_IMPLEMENTED', messageKey: 'oembed.onlyJson' });
    const unknown = await oembed({ url: `${SITE}/track/${track}`, format: 'yaml' });
    expect([unknown.statusCode, unknown.json().error.messageKey]).toEqual([400, 'oembed.onlyJson']);
    for (const query of [{}, { url: 'not a url' }, { url: '' }] as Record<string, string>[]) {
      const res = await oembed(query);
      expect([query, res.statusCode, res.json().error.messageKey]).toEqual([query, 400, 'oembed.urlRequired']);
    }
    for (const maxwidth of ['abc', '0', '-5', '1.5']) {
      const res = await oembed({ url: `${SITE}/track/${track}`, maxwidth });
      expect([maxwidth, res.statusCode, res.json().error.messageKey]).toEqual([maxwidth, 400, 'oembed.badSize']);
    }
  });
});
