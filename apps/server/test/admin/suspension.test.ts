import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, sessions, tracks } from '../../src/db/schema/index';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import {
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { auditOf, mailsTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';

/** Suspend, restore and remove (decision 031): sign-in, open sessions, public pages, frozen purchases, the log and the e-mails. */
describe('suspending and removing accounts', () => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let artist: TestAccount;
  let buyer: TestAccount;
  let trackId: string;
  let approvedId: string;
  let pendingId: string;

  beforeAll(async () => {
    // A long session cache: only the invalidation the deleted sessions announce can end them within the test.
    t = await createTestApp({ startBackground: true, env: { SESSION_CACHE_MS: '60000' } });
    [admin, otherAdmin, artist, buyer] = await Promise.all([
      createAdmin(t),
      createAdmin(t),
      createArtist(t),
      createBuyer(t),
    ]);
    ({ trackId } = await insertSellableTrack(t, artist));
    approvedId = await pendingPurchase(t, buyer, trackId, 'lease');
    expect((await send(t, 'POST', `/api/purchases/${approvedId}/approve`, artist.cookie)).statusCode).toBe(200);
    pendingId = await pendingPurchase(t, buyer, trackId, 'exclusive');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const act = (url: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({ method: 'POST', url, headers: sameOrigin(t, cookie), payload });
  const signedInId = async (cookie: string) =>
    ((await t.app.inject({ url: '/api/me', headers: { cookie } })).json() as { user: { id: string } | null }).user
      ?.id ?? null;
  const signIn = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: sameOrigin(t),
      payload: { email: user.email, password: user.password },
    });
  const feedTitles = async () =>
    ((await t.app.inject({ url: '/api/tracks' })).json().items as { title: string }[]).map((item) => item.title);

  it('refuses bad input, itself and other admins with a clear 4xx and writes nothing', async () => {
    const empty = await act(`/api/admin/users/${artist.userId}/suspend`, { reason: '   ' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([
      400,
      'Give a reason: the person affected reads it in the e-mail.',
    ]);
    const self = await act(`/api/admin/users/${admin.userId}/suspend`, { reason: 'Test' });
    expect([self.statusCode, self.json().error.message]).toEqual([
      403,
      'You cannot suspend or remove your own account.',
    ]);
    const other = await act(`/api/admin/users/${otherAdmin.userId}/remove`, { reason: 'Test' });
    expect(other.statusCode).toBe(403);
    expect((await act('/api/admin/users/no-such-user/suspend', { reason: 'Test' })).statusCode).toBe(404);
    const notSuspended = await act(`/api/admin/users/${artist.userId}/restore`, { reason: 'Test' });
    expect([notSuspended.statusCode, notSuspended.json().error.message]).toEqual([
      409,
      'This account is not suspended.',
    ]);
    expect(await t.ctx.database.db.select().from(auditLog)).toHaveLength(0);
    const [row] = await t.ctx.database.db
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, artist.userId));
    expect(row?.suspendedAt).toBeNull();
  });

  it('suspends the artist: open session ends at once, sign-in refused, pages say suspended, tracks leave lists, purchases freeze', async () => {
    expect(await signedInId(artist.cookie)).toBe(artist.userId);
    const found = await t.app.inject({
      url: `/api/admin/users?q=${encodeURIComponent(artist.email)}`,
      headers: { cookie: admin.cookie },
    });
    expect(found.json()).toMatchObject({ id: artist.userId, role: 'artist', accountState: 'active' });

    expect(
      (await act(`/api/admin/users/${artist.userId}/suspend`, { reason: 'Selling copied beats.' })).statusCode,
    ).toBe(200);
    await expect.poll(() => signedInId(artist.cookie)).toBeNull();
    const again = await signIn(artist);
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      403,
      'ACCOUNT_SUSPENDED',
      'Your account is suspended. Contact support if you think this is a mistake.',
    ]);
    const profile = await t.app.inject({ url: `/api/profiles/${artist.username}` });
    expect([profile.statusCode, profile.json().error.message]).toEqual([410, 'This account is suspended']);
    const page = await t.app.inject({ url: `/api/tracks/${trackId}` });
    expect([page.statusCode, page.json().error.message]).toEqual([410, 'This account is suspended']);
    expect(await feedTitles()).not.toContain('Night Drive');
    const restoreTrack = await act(`/api/admin/tracks/${trackId}/restore`, { reason: 'Only this one' });
    expect([restoreTrack.statusCode, restoreTrack.json().error.message]).toEqual([
      409,
      'This track is hidden because its artist is suspended. Restore the account instead.',
    ]);

    const frozen = await send(t, 'GET', `/api/purchases/${approvedId}/download?file=mp3`, buyer.cookie);
    expect([frozen.statusCode, frozen.json().error.message]).toEqual([
      409,
      'This purchase is frozen while one of its accounts is suspended. An administrator will look at it.',
    ]);
    const trust = (await send(t, 'GET', `/api/purchases/${pendingId}/trust`, buyer.cookie)).json();
    expect(trust.isFrozen).toBe(true);

    const [entry] = await auditOf(t, artist.userId, 'user.suspend');
    expect(entry).toMatchObject({
      actorId: admin.userId,
      reason: 'Selling copied beats.',
      before: { suspendedAt: null },
      after: { sessionsEnded: expect.any(Number), tracksHidden: 1 },
    });
    expect(await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, artist.userId))).toHaveLength(0);
    expect(entry?.userAgent).toBe('lightMyRequest');
    const [mail] = await mailsTo(t, artist.email, 'account-suspended:');
    expect(mail?.text).toContain('Reason: Selling copied beats.');
    expect((await act(`/api/admin/users/${artist.userId}/suspend`, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('restores the artist: sign-in works, the track and page are back, purchases move again', async () => {
    expect((await act(`/api/admin/users/${artist.userId}/restore`, { reason: 'Licence shown.' })).statusCode).toBe(200);
    const signedIn = await signIn(artist);
    expect(signedIn.statusCode).toBe(200);
    artist.cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await t.app.inject({ url: `/api/profiles/${artist.username}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/tracks/${trackId}` })).statusCode).toBe(200);
    expect(await feedTitles()).toContain('Night Drive');
    // No longer frozen; the MP3 may still be being prepared (also a 409) on a loaded machine.
    const download = await send(t, 'GET', `/api/purchases/${approvedId}/download?file=mp3`, buyer.cookie);
    expect(download.json().error?.message).not.toBe(
      'This purchase is frozen while one of its accounts is suspended. An administrator will look at it.',
    );
    expect(await auditOf(t, artist.userId, 'user.restore')).toMatchObject([
      { before: { suspendedAt: expect.any(String) }, after: { suspendedAt: null, tracksShown: 1 } },
    ]);
    expect(await mailsTo(t, artist.email, 'account-restored:')).toHaveLength(1);
  });

  it('a suspended buyer freezes the artist’s decision on their purchase', async () => {
    expect((await act(`/api/admin/users/${buyer.userId}/suspend`, { reason: 'Fake receipts.' })).statusCode).toBe(200);
    const approve = await send(t, 'POST', `/api/purchases/${pendingId}/approve`, artist.cookie);
    expect(approve.statusCode).toBe(409);
    const reject = await send(t, 'POST', `/api/purchases/${pendingId}/reject`, artist.cookie, {
      reason: 'not_enough_fund',
      refundNpr: 0,
    });
    expect(reject.statusCode).toBe(409);
    const [track] = await t.ctx.database.db
      .select({ isSold: tracks.isSold })
      .from(tracks)
      .where(eq(tracks.id, trackId));
    expect(track?.isSold).toBe(false);
    expect((await act(`/api/admin/users/${buyer.userId}/restore`, { reason: 'Receipts checked.' })).statusCode).toBe(
      200,
    );
  });

  it('of two admins suspending at once exactly one wins, and the log has one entry', async () => {
    const results = await Promise.all([
      act(`/api/admin/users/${buyer.userId}/suspend`, { reason: 'Race A' }),
      act(`/api/admin/users/${buyer.userId}/suspend`, { reason: 'Race B' }, otherAdmin.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      (await auditOf(t, buyer.userId, 'user.suspend')).filter((entry) => entry.reason.startsWith('Race')),
    ).toHaveLength(1);
    expect((await act(`/api/admin/users/${buyer.userId}/restore`, { reason: 'Done' })).statusCode).toBe(200);
  });

  it('removes an account for good: no sign-in, no restore, tracks hidden, files kept', async () => {
    expect(
      (await act(`/api/admin/users/${artist.userId}/remove`, { reason: 'Repeated copyright violations.' })).statusCode,
    ).toBe(200);
    const refused = await signIn(artist);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_REMOVED']);
    const profile = await t.app.inject({ url: `/api/profiles/${artist.username}` });
    expect([profile.statusCode, profile.json().error.message]).toEqual([410, 'This account was removed']);
    expect(await feedTitles()).not.toContain('Night Drive');
    const restore = await act(`/api/admin/users/${artist.userId}/restore`, { reason: 'Oops' });
    expect([restore.statusCode, restore.json().error.message]).toEqual([
      409,
      'This account was removed for good; it cannot be suspended or restored.',
    ]);
    const [track] = await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, trackId));
    expect(await t.ctx.storage.head(track!.masterKey)).not.toBeNull();
    expect(await auditOf(t, artist.userId, 'user.remove')).toMatchObject([
      { after: { removedAt: expect.any(String) } },
    ]);
    const [mail] = await mailsTo(t, artist.email, 'account-removed:');
    expect(mail?.text).toContain('Reason: Repeated copyright violations.');
  });
});
