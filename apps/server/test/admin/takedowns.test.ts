import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, takedowns, tracks } from '../../src/db/schema/index';
import { insertReadyTracks } from '../catalogue/catalogue-fixtures';
import {
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { mailsTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A visitor's copyright notice → the track hidden → the artist answers → the admin restores or
 * removes; only the track's artist sees and answers a notice (buyers, other artists and the admin get 404).
 */
describe('copyright takedowns', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;
  let artist: TestAccount;
  let otherArtist: TestAccount;
  let trackId: string;
  let secondTrackId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, buyer, otherBuyer, artist, otherArtist] = await Promise.all([
      createAdmin(t),
      createBuyer(t),
      createBuyer(t),
      createArtist(t),
      createArtist(t),
    ]);
    [trackId, secondTrackId] = (await insertReadyTracks(t, artist.userId, [
      { title: 'Borrowed Beat', genre: 'Lo-Fi' },
      { title: 'Second Beat', genre: 'Lo-Fi' },
    ])) as [string, string];
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, headers: sameOrigin(t, cookie), payload });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const notice = (id: string, overrides: object = {}) => ({
    claimantName: 'Sita Rai',
    contactEmail: 'sita@example.com',
    originalWork: 'My beat "Monsoon", released 2024 on my YouTube channel.',
    trackUrl: `http://localhost:3000/track/${id}`,
    goodFaith: true,
    signature: 'Sita Rai',
    ...overrides,
  });
  const feedTitles = async () => (await get('/api/tracks')).json().items.map((item: { title: string }) => item.title);
  const auditOf = (action: string) => t.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('refuses a bad notice with a clear 4xx and hides nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [notice(trackId, { goodFaith: false }), 400, 'Confirm the statement of good faith.'],
      [notice(trackId, { signature: '' }), 400, 'Sign with your full name.'],
      [notice(trackId, { contactEmail: 'nobody' }), 400, 'Enter an e-mail address we can reach you at.'],
      [
        notice(trackId, { trackUrl: `https://elsewhere.example/track/${trackId}` }),
        400,
        'Paste the link of the track on Beatpasal, for example https://beatpasal.com/track/….',
      ],
      [notice('00000000-0000-4000-8000-000000000000'), 400, 'No track on Beatpasal has this link.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/takedowns', payload);
      expect([res.statusCode, res.json().error.message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await t.ctx.database.db.select().from(takedowns)).toEqual([]);
    expect(await feedTitles()).toContain('Borrowed Beat');
  });

  it('lets a visitor file a notice: the track is hidden pending review, the artist e-mailed, the hiding logged', async () => {
    expect((await post('/api/takedowns', notice(trackId))).statusCode).toBe(201);
    expect((await post('/api/takedowns', notice(trackId))).json().error.message).toBe(
      'A notice about this track is already being reviewed. The track stays hidden until it is decided.',
    );
    expect(await feedTitles()).not.toContain('Borrowed Beat');
    expect((await get(`/api/tracks/${trackId}`)).statusCode).toBe(410);
    const [mail] = await mailsTo(t, artist.email, 'takedown-filed:');
    expect(mail?.text).toContain('Sita Rai says "Borrowed Beat" copies their work');
    expect(await auditOf('takedown.file')).toMatchObject([
      {
        actorId: null,
        actorEmail: 'takedown notice from sita@example.com',
        targetId: trackId,
        before: { isHidden: false },
        after: { isHidden: true },
      },
    ]);
  });

  it('shows the notice only to its artist, who answers once', async () => {
    const [row] = await t.ctx.database.db.select().from(takedowns);
    expect((await get('/api/me/takedowns')).statusCode).toBe(401);
    for (const other of [buyer, otherBuyer, otherArtist, admin]) {
      expect((await get('/api/me/takedowns', other.cookie)).json().takedowns).toEqual([]);
      const res = await post(
        `/api/me/takedowns/${row!.id}/answer`,
        { counterStatement: 'Not mine to answer.' },
        other.cookie,
      );
      expect([res.statusCode, res.json().error.message]).toEqual([404, 'Notice not found.']);
    }
    expect((await post(`/api/me/takedowns/${row!.id}/answer`, { counterStatement: 'x' })).statusCode).toBe(401);
    expect((await get('/api/me/takedowns', artist.cookie)).json().takedowns).toMatchObject([
      { id: row!.id, trackTitle: 'Borrowed Beat', status: 'pending', counterStatement: null },
    ]);
    const empty = await post(`/api/me/takedowns/${row!.id}/answer`, { counterStatement: '   ' }, artist.cookie);
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'Write your answer to the notice.']);
    expect(
      (
        await post(
          `/api/me/takedowns/${row!.id}/answer`,
          { counterStatement: 'I made it in 2023; here is the project file.' },
          artist.cookie,
        )
      ).statusCode,
    ).toBe(200);
    const again = await post(`/api/me/takedowns/${row!.id}/answer`, { counterStatement: 'Again' }, artist.cookie);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'You have already answered this notice.']);
  });

  it('lets the admin read notice and answer and restore the track; artist and claimant e-mailed; logged once', async () => {
    const queue = (await get('/api/admin/takedowns', admin.cookie)).json();
    expect(queue.takedowns).toMatchObject([
      {
        trackId,
        claimantName: 'Sita Rai',
        contactEmail: 'sita@example.com',
        artistEmail: artist.email,
        counterStatement: 'I made it in 2023; here is the project file.',
      },
    ]);
    const id = queue.takedowns[0].id as string;
    expect((await post(`/api/admin/takedowns/${id}/restore`, { reason: '' }, admin.cookie)).statusCode).toBe(400);
    expect(
      (
        await post(
          `/api/admin/takedowns/${id}/restore`,
          { reason: 'The artist showed the project file.' },
          admin.cookie,
        )
      ).statusCode,
    ).toBe(200);
    const twice = await post(`/api/admin/takedowns/${id}/remove`, { reason: 'Again' }, admin.cookie);
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, 'This notice has already been decided.']);
    expect(await feedTitles()).toContain('Borrowed Beat');
    expect(await mailsTo(t, artist.email, 'takedown-decided:')).toHaveLength(1);
    expect((await mailsTo(t, 'sita@example.com', 'takedown-decided:'))[0]?.text).toContain(
      'Note: The artist showed the project file.',
    );
    expect(await auditOf('takedown.restore')).toMatchObject([
      {
        actorId: admin.userId,
        targetType: 'takedown',
        targetId: id,
        before: { status: 'pending', isHidden: true },
        after: { status: 'restored', isHidden: false },
      },
    ]);
    expect((await get('/api/admin/takedowns?status=restored', admin.cookie)).json().takedowns).toHaveLength(1);
  });

  it('removing keeps the track hidden for good', async () => {
    expect((await post('/api/takedowns', notice(secondTrackId), buyer.cookie)).statusCode).toBe(201);
    const [row] = await t.ctx.database.db
      .select()
      .from(takedowns)
      .where(and(eq(takedowns.trackId, secondTrackId)));
    expect(
      (await post(`/api/admin/takedowns/${row!.id}/remove`, { reason: 'The claimant proved it.' }, admin.cookie))
        .statusCode,
    ).toBe(200);
    const [track] = await t.ctx.database.db
      .select({ isHidden: tracks.isHidden })
      .from(tracks)
      .where(eq(tracks.id, secondTrackId));
    expect(track!.isHidden).toBe(true);
    expect(
      (await post(`/api/me/takedowns/${row!.id}/answer`, { counterStatement: 'Too late' }, artist.cookie)).json().error
        .message,
    ).toBe('This notice has already been decided.');
    expect(await auditOf('takedown.remove')).toMatchObject([{ after: { status: 'removed', isHidden: true } }]);
  });
});
