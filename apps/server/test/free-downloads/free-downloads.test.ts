import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TArtistFreeDownloadPage, TFreeDownload } from '@beatpasal/shared/schemas/free-downloads';
import { follows, freeDownloads, mailOutbox, profiles, tracks } from '../../src/db/schema/index';
import { encodeFreeDownloadToken } from '../../src/services/free-downloads/free-download-link';
import { createArtist, createBuyer, latestMailLink, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let otherArtist: TestAccount;
let buyer: TestAccount;
let freeTrack: string;
let paidTrack: string;

/** Each test asks from its own address, so the per-IP limit of one does not reach another. */
let nextIp = 10;
const newIp = () => `10.0.0.${nextIp++}`;

function ask(trackId: string, body: object, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tracks/${trackId}/free-download`,
    headers: sameOrigin(t, options.cookie),
    remoteAddress: options.ip ?? newIp(),
    payload: body,
  });
}
const claim = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/free-downloads/claim', headers: sameOrigin(t), payload: { token } });
const setFree = (trackId: string, isFree: boolean, cookie: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/me/tracks/${trackId}/free-download`,
    headers: sameOrigin(t, cookie),
    payload: { isFree },
  });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const mailsTo = async (email: string) =>
  (await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) =>
    mail.dedupeKey.startsWith('free-download:'),
  );
const dashboard = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/free-downloads', headers: sameOrigin(t, cookie) });
  return { status: res.statusCode, page: res.json() as TArtistFreeDownloadPage };
};
const errorOf = (res: { statusCode: number; json: () => { error: { message: string } } }) => [
  res.statusCode,
  res.json().error.message,
];

beforeAll(async () => {
  t = await createTestApp();
  [artist, otherArtist, buyer] = await Promise.all([createArtist(t), createArtist(t), createBuyer(t)]);
  const tracks = await insertReadyTracks(t, artist.userId, [{ title: 'Free Beat' }, { title: 'Paid Beat' }]);
  [freeTrack, paidTrack] = [tracks[0]!, tracks[1]!];
  expect((await setFree(freeTrack!, true, artist.cookie)).json()).toEqual({ isFree: true });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('the studio switch', () => {
  it('is the artist’s alone, idempotent, and refused on a track sold with exclusive rights', async () => {
    expect((await setFree(freeTrack, true, artist.cookie)).json()).toEqual({ isFree: true });
    expect((await setFree(freeTrack, true, otherArtist.cookie)).statusCode).toBe(404);
    expect((await setFree(freeTrack, true, buyer.cookie)).statusCode).toBe(403);
    const state = await t.app.inject({ method: 'GET', url: `/api/tracks/${freeTrack}/free-download` });
    expect(state.json()).toEqual({ isFree: true });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/me/tracks/${paidTrack}/free-download`,
      headers: sameOrigin(t, artist.cookie),
    });
    expect(own.json()).toEqual({ isFree: false });
    const [sold] = await insertReadyTracks(t, artist.userId, [{ title: 'Sold Beat' }]);
    await t.ctx.database.db.update(tracks).set({ isSold: true }).where(eq(tracks.id, sold!));
    expect(errorOf(await setFree(sold!, true, artist.cookie))).toEqual([
      409,
      'A track sold with exclusive rights cannot be a free download.',
    ]);
  });
});

describe('a visitor’s free download for an e-mail', () => {
  it('mails one single-use link, opens the tagged MP3 and the free licence, and refuses the link again', async () => {
    const email = 'fan-one@example.com';
    const first = await ask(freeTrack, { email: ' Fan-One@Example.com ', follow: true });
    expect(first.json()).toEqual({ status: 'sent', email });
    expect((await ask(freeTrack, { email })).json()).toEqual({ status: 'sent', email });
    expect(await mailsTo(email)).toHaveLength(1);

    const link = await latestMailLink(t, email, 'free-download:');
    expect(new URL(link).pathname).toBe('/free-download');
    const opened = await claim(tokenOf(link));
    expect(opened.statusCode).toBe(200);
    const download = opened.json() as TFreeDownload;
    expect(download).toMatchObject({ trackId: freeTrack, title: 'Free Beat', isFollowing: false });
    const [track] = await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, freeTrack));
    expect(download.mp3.url).toContain(track!.previewKey!);
    expect(download.mp3.url).not.toContain(track!.masterKey);
    const pdf = await t.app.inject({ method: 'GET', url: download.licence.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(errorOf(await claim(tokenOf(link)))).toEqual([
      410,
      'This download link has already been used. Ask for a new one on the track page.',
    ]);

    // Asking again after the link was used mails a new link, and the artist still counts one download.
    await ask(freeTrack, { email });
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await claim(tokenOf(await latestMailLink(t, email, 'free-download:')))).statusCode).toBe(200);
    const rows = await t.ctx.database.db.select().from(freeDownloads).where(eq(freeDownloads.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a forged link and an expired one', async () => {
    const email = 'fan-two@example.com';
    await ask(freeTrack, { email });
    const token = tokenOf(await latestMailLink(t, email, 'free-download:'));
    const [id, exp, nonce, signature] = token.split('.') as [string, string, string, string];
    const forged = [id, String(Number(exp) + 3600), nonce, signature].join('.');
    expect(errorOf(await claim(forged))).toEqual([
      404,
      'This download link is not valid. Ask for a new one on the track page.',
    ]);
    expect((await claim('not-a-token')).statusCode).toBe(404);
    const expired = encodeFreeDownloadToken(t.ctx.secret, {
      downloadId: id,
      exp: Math.floor(Date.now() / 1000) - 1,
      nonce,
    });
    expect(errorOf(await claim(expired))).toEqual([
      410,
      'This download link has expired. Ask for a new one on the track page.',
    ]);
    expect((await claim(token)).statusCode).toBe(200);
  });

  it('follows the artist from a verified address that belongs to an account', async () => {
    const fan = await createBuyer(t);
    await ask(freeTrack, { email: fan.email, follow: true });
    const download = (await claim(tokenOf(await latestMailLink(t, fan.email, 'free-download:')))).json();
    expect(download.isFollowing).toBe(true);
    const rows = await t.ctx.database.db.select().from(follows).where(eq(follows.followerId, fan.userId));
    expect(rows.map((row) => row.artistId)).toEqual([artist.userId]);
  });

  it('refuses bad input: no e-mail, a bad e-mail, an unknown track, a track that is not free', async () => {
    expect(errorOf(await ask(freeTrack, {}))).toEqual([400, 'Enter your e-mail address to get the free download.']);
    expect((await ask(freeTrack, { email: 'not-an-address' })).statusCode).toBe(400);
    expect((await ask('00000000-0000-4000-8000-000000000000', { email: 'a@example.com' })).statusCode).toBe(404);
    expect((await ask('nope', { email: 'a@example.com' })).statusCode).toBe(404);
    expect((await ask(paidTrack, { email: 'a@example.com' })).statusCode).toBe(404);
  });

  it('answers 404 for a hidden track, a sold one and one of a suspended artist', async () => {
    const { db } = t.ctx.database;
    const who = await createArtist(t);
    const [hidden, sold, suspended] = await insertReadyTracks(t, who.userId, [{}, {}, {}]);
    for (const id of [hidden!, sold!, suspended!]) await setFree(id, true, who.cookie);
    await db.update(tracks).set({ isHidden: true }).where(eq(tracks.id, hidden!));
    await db.update(tracks).set({ isSold: true }).where(eq(tracks.id, sold!));
    expect((await ask(hidden!, { email: 'b@example.com' })).statusCode).toBe(404);
    const state = await t.app.inject({ method: 'GET', url: `/api/tracks/${hidden!}/free-download` });
    expect(state.json()).toEqual({ isFree: false });
    expect((await ask(sold!, { email: 'b@example.com' })).statusCode).toBe(404);
    await ask(suspended!, { email: 'c@example.com' });
    const link = await latestMailLink(t, 'c@example.com', 'free-download:');
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, who.userId));
    expect((await ask(suspended!, { email: 'b@example.com' })).statusCode).toBe(404);
    expect((await claim(tokenOf(link))).statusCode).toBe(404);
  });

  it('limits links per address and requests per person', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i += 1) expect((await ask(freeTrack, { email })).statusCode).toBe(200);
    const sixth = await ask(freeTrack, { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    const ip = newIp();
    for (let i = 0; i < 20; i += 1)
      expect((await ask(freeTrack, { email: `person-${i}@example.com` }, { ip })).statusCode).toBe(200);
    expect((await ask(freeTrack, { email: 'person-21@example.com' }, { ip })).statusCode).toBe(429);
  });
});

describe('a signed-in person’s free download', () => {
  it('comes at once, follows when ticked, counts once however often asked, never for the artist', async () => {
    const first = await ask(freeTrack, { follow: true }, { cookie: buyer.cookie });
    expect(first.json()).toMatchObject({ status: 'ready', download: { isFollowing: true, title: 'Free Beat' } });
    const again = await ask(freeTrack, {}, { cookie: buyer.cookie });
    expect(again.json()).toMatchObject({ status: 'ready', download: { isFollowing: true } });
    const rows = await t.ctx.database.db.select().from(freeDownloads).where(eq(freeDownloads.userId, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(errorOf(await ask(freeTrack, {}, { cookie: artist.cookie }))[0]).toBe(403);
  });
});

describe('the artist’s dashboard list', () => {
  it('lists verified downloads apart from sales, with who and whether they followed; the artist’s only', async () => {
    const { status, page } = await dashboard(artist.cookie);
    expect(status).toBe(200);
    const byWho = new Map(page.items.map((item) => [item.email ?? item.username, item]));
    expect(byWho.get('fan-one@example.com')?.follow).toBe('asked');
    expect(byWho.get(buyer.username)?.follow).toBe('followed');
    expect(byWho.has('flood@example.com')).toBe(false);
    expect(page.total).toBe(page.items.length);
    expect((await dashboard(otherArtist.cookie)).page.total).toBe(0);
    expect((await dashboard(buyer.cookie)).status).toBe(403);
  });
});
