import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/notifications';
import { createCleanUpNotificationsHandler } from '../../src/services/notifications/clean-up-notifications';
import { nepalDayOf } from '../../src/services/notifications/notification-days';
import { createDailyDigestHandler } from '../../src/services/notifications/send-daily-digest';
import { unsubscribeLinks } from '../../src/services/notifications/unsubscribe-link';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestAccount } from '../helpers/factories';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistAndBuyers } from '../purchases/purchase-fixtures';
import { mailsTo } from '../helpers/outbox';
import { api, deliverNow, tellNewTrack } from './notification-fixtures';

type TSettings = { settings: { kind: string; byEmail: string; isRequired: boolean }[] };

describe('notification e-mails: settings, at once, the daily digest, unsubscribe, clean-up', () => {
  let t: TestApp;
  let artist: TestAccount;
  let daily: TestAccount;
  let instant: TestAccount;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    t = await createTestApp();
    const made = await artistAndBuyers(t, 2);
    artist = made.artist;
    [daily, instant] = made.buyers as [TestAccount, TestAccount];
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const settingsOf = async (who: TestAccount) =>
    (await api(t, 'GET', '/api/notifications/settings', who.cookie)).json<TSettings>().settings;
  const modeOf = async (who: TestAccount, kind: string) =>
    (await settingsOf(who)).find((s) => s.kind === kind)!.byEmail;
  const site = () => ({ database: t.ctx.database, log, publicUrl: t.env.PUBLIC_URL, secret: t.ctx.secret });

  it('starts from the defaults and refuses to switch off a mail a person needs', async () => {
    const settings = await settingsOf(daily);
    expect(settings.find((s) => s.kind === 'new_track')).toMatchObject({ byEmail: 'daily', isRequired: false });
    expect(settings.find((s) => s.kind === 'payment_submitted')).toMatchObject({
      byEmail: 'instant',
      isRequired: false,
    });
    expect(settings.find((s) => s.kind === 'payment_confirmed')).toMatchObject({
      byEmail: 'instant',
      isRequired: true,
    });

    const refused = await api(t, 'PUT', '/api/notifications/settings', daily.cookie, {
      settings: [
        { kind: 'offer_received', byEmail: 'off' },
        { kind: 'payment_confirmed', byEmail: 'off' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(await modeOf(daily, 'offer_received')).toBe('instant');
    const bad = await api(t, 'PUT', '/api/notifications/settings', daily.cookie, {
      settings: [{ kind: 'new_track', byEmail: 'weekly' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await api(t, 'PUT', '/api/notifications/settings', daily.cookie, { settings: [] })).statusCode).toBe(400);

    for (let i = 0; i < 2; i += 1) {
      const saved = await api(t, 'PUT', '/api/notifications/settings', instant.cookie, {
        settings: [{ kind: 'new_track', byEmail: 'instant' }],
      });
      expect(saved.statusCode).toBe(200);
    }
    expect(await modeOf(instant, 'new_track')).toBe('instant');
  });

  it('mails a new track at once to who takes it so, with one-click unsubscribe headers, once', async () => {
    const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Kathmandu Nights' }]);
    await tellNewTrack(t, { trackId: trackId!, artistId: artist.userId, followerIds: [daily.userId, instant.userId] });
    await deliverNow(t);
    await deliverNow(t);

    const mails = await mailsTo(t, instant.email, 'notification:');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Kathmandu Nights');
    expect(mails[0]!.text).toContain(`/track/${trackId}`);
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?u=/,
    );
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.links.some((link) => link.includes('/unsubscribe?'))).toBe(true);
    expect(await mailsTo(t, daily.email, 'notification:')).toHaveLength(0);
  });

  it('sends the daily digest once per person and day however often it runs, listing only unread items', async () => {
    const digest = createDailyDigestHandler(site());
    const day = nepalDayOf(new Date());
    await digest({ day }, { id: 1, attempt: 1 });
    await digest({ day }, { id: 1, attempt: 2 });

    const mails = await mailsTo(t, daily.email, `notifications-digest:${daily.userId}:${day}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Kathmandu Nights');
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The one who takes new tracks at once has nothing daily.
    expect(await mailsTo(t, instant.email, 'notifications-digest:')).toHaveLength(0);
  });

  it('turns one kind off from a signed link with no session; a forged or altered link changes nothing', async () => {
    const links = (kind: string, userId = daily.userId) =>
      unsubscribeLinks(t.env.PUBLIC_URL, t.ctx.secret, { userId, kind });
    const oneClick = (kind: string, userId?: string) =>
      new URL(links(kind, userId).headers['List-Unsubscribe']!.slice(1, -1)).search;
    const post = (search: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    const forgedSignature = oneClick('offer_received').replace(
      /s=([^&])/,
      (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`,
    );
    const otherKind = oneClick('offer_received').replace('k=offer_received', 'k=new_track');
    const otherPerson = oneClick('offer_received').replace(`u=${daily.userId}`, `u=${instant.userId}`);
    for (const search of [forgedSignature, otherKind, otherPerson, oneClick('payment_confirmed'), '?u=x&k=y&s=z']) {
      expect((await post(search)).statusCode).toBe(404);
    }
    expect(await modeOf(daily, 'offer_received')).toBe('instant');
    expect(await modeOf(daily, 'new_track')).toBe('daily');
    expect(await modeOf(instant, 'offer_received')).toBe('instant');

    const first = await post(oneClick('offer_received'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ kinds: ['offer_received'] });
    expect((await post(oneClick('offer_received'))).json()).toEqual({ kinds: ['offer_received'] });
    expect(await modeOf(daily, 'offer_received')).toBe('off');

    const digestLink = await post(oneClick('digest'));
    expect(digestLink.json()).toEqual({ kinds: ['new_track'] });
    expect(await modeOf(daily, 'new_track')).toBe('off');
    expect(await modeOf(daily, 'payment_submitted')).toBe('instant');
  });

  it('deletes notifications older than 90 days in batches and keeps the rest', async () => {
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Old one' }]);
    await t.ctx.database.db.insert(notifications).values(
      Array.from({ length: 5 }, () => ({
        userId: daily.userId,
        kind: 'new_track',
        data: { trackId: trackId!, artistId: artist.userId },
        createdAt: old,
      })),
    );
    const count = async () =>
      (await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]!.n;
    const before = await count();
    const cleanUp = createCleanUpNotificationsHandler({ database: t.ctx.database, log, batchSize: 2 });
    await cleanUp({}, { id: 1, attempt: 1 });
    expect(await count()).toBe(before - 5);
    await cleanUp({}, { id: 1, attempt: 2 });
    expect(await count()).toBe(before - 5);
    const [oldest] = await t.ctx.database.db
      .select({ at: sql<Date>`min(${notifications.createdAt})` })
      .from(notifications);
    expect(new Date(oldest!.at).getTime()).toBeGreaterThan(Date.now() - 90 * 24 * 60 * 60 * 1000);
  });
});
