import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, strikes, tracks } from '../../src/db/schema/index';
import { insertReadyTracks } from '../catalogue/catalogue-fixtures';
import {
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { auditOf, mailsTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { NOT_AN_IMAGE, testImage } from '../helpers/test-images';

/** Report → queue → hide with a strike → restore, and everything each step must leave behind. */
describe('moderating a reported track', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestAccount;
  let artist: TestAccount;
  let trackId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, buyer, artist] = await Promise.all([createAdmin(t), createBuyer(t), createArtist(t)]);
    [trackId] = (await insertReadyTracks(t, artist.userId, [{ title: 'Copied Beat', genre: 'Lo-Fi' }])) as [string];
  });
  afterAll(() => t.close());

  const report = async (cookie: string | undefined, fields: Record<string, string>, files = {}) => {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { ...sameOrigin(t, cookie), ...form.headers },
      payload: form.payload,
    });
  };
  const act = (url: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({ method: 'POST', url, headers: sameOrigin(t, cookie), payload });
  const feedTitles = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tracks' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((item: { title: string }) => item.title);
  };

  it('refuses bad reports with a clear 4xx and stores nothing', async () => {
    expect((await report(undefined, { targetType: 'track', targetId: trackId, reason: 'copyright' })).statusCode).toBe(
      401,
    );
    const noReason = await report(buyer.cookie, { targetType: 'track', targetId: trackId, reason: 'boring' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fieldErrors.reason).toBe(
      'Choose a reason: copyright, offensive, scam or fake payment, spam, or other.',
    );
    const unknown = await report(buyer.cookie, {
      targetType: 'track',
      targetId: '00000000-0000-4000-8000-000000000000',
      reason: 'spam',
    });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      'What you are reporting could not be found.',
    ]);
    const notPicture = await report(
      buyer.cookie,
      { targetType: 'track', targetId: trackId, reason: 'spam' },
      { evidence: { bytes: NOT_AN_IMAGE, filename: 'x.png' } },
    );
    expect(notPicture.statusCode).toBe(415);
    const self = await report(artist.cookie, { targetType: 'track', targetId: trackId, reason: 'spam' });
    expect([self.statusCode, self.json().error.message]).toEqual([400, 'You cannot report yourself.']);
    expect(await t.ctx.database.db.select().from(reports)).toHaveLength(0);
  });

  it('takes a report once per reporter and target and queues it with its evidence', async () => {
    const evidence = { evidence: { bytes: await testImage(), filename: 'proof.png', contentType: 'image/png' } };
    const fields = {
      targetType: 'track',
      targetId: trackId,
      reason: 'copyright',
      details: 'This is my beat from 2023.',
    };
    expect((await report(buyer.cookie, fields, evidence)).statusCode).toBe(201);
    expect((await report(buyer.cookie, fields)).statusCode).toBe(201);
    expect(await t.ctx.database.db.select().from(reports)).toHaveLength(1);
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: admin.cookie } })
    ).json();
    expect(queue.reports).toMatchObject([
      {
        targetType: 'track',
        targetId: trackId,
        targetLabel: 'Copied Beat',
        subjectUserId: artist.userId,
        reporterEmail: buyer.email,
        reason: 'copyright',
        isTargetHidden: false,
      },
    ]);
    expect(queue.reports[0].evidenceUrl).toMatch(/^\/files\//);
  });

  it('hides the track: it leaves the feed, its page says unavailable, the artist is e-mailed, the log has it once', async () => {
    const [queued] = await t.ctx.database.db.select().from(reports);
    expect((await act(`/api/admin/tracks/${trackId}/hide`, { reason: '  ' })).statusCode).toBe(400);
    expect(
      (
        await act(`/api/admin/tracks/${trackId}/hide`, {
          reason: 'Copyright claim',
          reportId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditOf(t, trackId, 'track.hide')).toHaveLength(0);
    expect(await feedTitles()).toContain('Copied Beat');

    expect(
      (
        await act(`/api/admin/tracks/${trackId}/hide`, {
          reason: 'Copyright claim under review.',
          reportId: queued!.id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await act(`/api/admin/tracks/${trackId}/hide`, { reason: 'Again' })).statusCode).toBe(409);
    expect(await feedTitles()).not.toContain('Copied Beat');
    const page = await t.app.inject({ method: 'GET', url: `/api/tracks/${trackId}` });
    expect([page.statusCode, page.json().error.message]).toEqual([410, 'This track is unavailable.']);
    expect(page.headers['cache-control']).toBe('no-store');
    const [mail] = await mailsTo(t, artist.email, 'track-hidden:');
    expect(mail?.text).toContain('Reason: Copyright claim under review.');
    expect(await auditOf(t, trackId, 'track.hide')).toMatchObject([
      {
        actorId: admin.userId,
        reason: 'Copyright claim under review.',
        before: { isHidden: false },
        after: { isHidden: true, reportStatus: 'actioned' },
      },
    ]);
    expect((await t.ctx.database.db.select({ status: reports.status }).from(reports))[0]!.status).toBe('actioned');
  });

  it('warns the artist: a strike they can read and appeal once', async () => {
    expect(
      (await act(`/api/admin/users/${artist.userId}/warn`, { reason: 'Uploading a beat that is not yours.' }))
        .statusCode,
    ).toBe(200);
    const [mail] = await mailsTo(t, artist.email, 'strike:');
    expect(mail?.text).toContain('Reason: Uploading a beat that is not yours.');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/me/strikes', headers: { cookie: artist.cookie } })
    ).json();
    expect(mine.strikes).toMatchObject([{ reason: 'Uploading a beat that is not yours.', appeal: null }]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me/strikes', headers: { cookie: buyer.cookie } })).json().strikes,
    ).toEqual([]);
    const strikeId = mine.strikes[0].id as string;
    const appeal = (cookie: string, text: string) =>
      act(`/api/me/strikes/${strikeId}/appeal`, { appeal: text }, cookie);
    expect((await appeal(buyer.cookie, 'Not mine')).statusCode).toBe(404);
    expect((await appeal(artist.cookie, '')).statusCode).toBe(400);
    expect((await appeal(artist.cookie, 'I made it; here is the project file.')).statusCode).toBe(200);
    expect((await appeal(artist.cookie, 'Again')).statusCode).toBe(409);
    expect((await t.ctx.database.db.select().from(strikes).where(eq(strikes.id, strikeId)))[0]!.appeal).toBe(
      'I made it; here is the project file.',
    );
    expect(await auditOf(t, artist.userId, 'user.warn')).toMatchObject([{ before: null, after: { strikeId } }]);
  });

  it('restores the track: back in the feed, the artist e-mailed, logged once', async () => {
    expect(
      (await act(`/api/admin/tracks/${trackId}/restore`, { reason: 'The artist proved authorship.' })).statusCode,
    ).toBe(200);
    expect((await act(`/api/admin/tracks/${trackId}/restore`, { reason: 'Again' })).statusCode).toBe(409);
    expect(await feedTitles()).toContain('Copied Beat');
    expect((await t.app.inject({ method: 'GET', url: `/api/tracks/${trackId}` })).statusCode).toBe(200);
    expect(await mailsTo(t, artist.email, 'track-restored:')).toHaveLength(1);
    expect(await auditOf(t, trackId, 'track.restore')).toMatchObject([
      { before: { isHidden: true }, after: { isHidden: false } },
    ]);
    expect(
      (await t.ctx.database.db.select({ isHidden: tracks.isHidden }).from(tracks).where(eq(tracks.id, trackId)))[0]!
        .isHidden,
    ).toBe(false);
  });
});
