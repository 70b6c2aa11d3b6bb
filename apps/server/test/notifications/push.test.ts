import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/infra';
import { pushSubscriptions } from '../../src/db/schema/notifications';
import { profiles } from '../../src/db/schema/profiles';
import { createNotifications } from '../../src/services/notifications/create-notifications';
import { SEND_PUSH_JOB } from '../../src/services/push/enqueue-pushes';
import { createSendPushHandler, type TPushMessage } from '../../src/services/push/send-push';
import type { NewNotification } from '../../src/db/repositories/notifications-repository';
import { sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistAndBuyers } from '../purchases/purchase-fixtures';
import { api, deliverNow, tellNewTrack } from './notification-fixtures';
import { browserKeys, decryptPush, startPushService } from './push-endpoint';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('Web Push: subscriptions and delivery to a push service that decrypts what it gets', () => {
  let t: TestApp;
  let artist: TestAccount;
  let buyer: TestAccount;
  let other: TestAccount;
  let trackId: string;
  let service: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    [t, service] = await Promise.all([createTestApp(), startPushService()]);
    const made = await artistAndBuyers(t, 2);
    artist = made.artist;
    [buyer, other] = made.buyers as [TestAccount, TestAccount];
    [trackId] = (await insertReadyTracks(t, artist.userId, [{ title: 'Phewa Sunrise' }])) as [string];
    const log = pino({ level: 'silent' });
    t.ctx.worker.register(
      SEND_PUSH_JOB,
      createSendPushHandler({ database: t.ctx.database, log, vapid: t.ctx.vapid, agent: service.agent }),
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscribe = (who: TestAccount, body: object, userAgent = ANDROID_CHROME) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: { ...sameOrigin(t, who.cookie), 'user-agent': userAgent },
      payload: body,
    });
  const unsubscribe = (who: TestAccount, endpoint: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: sameOrigin(t, who.cookie),
      payload: { endpoint },
    });
  const stored = (endpoint: string) =>
    t.ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const pushJobs = () => t.ctx.database.db.select().from(jobs).where(eq(jobs.kind, SEND_PUSH_JOB));
  const pushNow = async () => {
    while ((await t.ctx.worker.runOnce([SEND_PUSH_JOB])) > 0);
  };
  const notify = async (rows: NewNotification[]) => {
    const ids = await t.ctx.database.db.transaction((tx) => createNotifications(tx, rows));
    await deliverNow(t);
    return ids;
  };
  const offerTo = (who: TestAccount): NewNotification => ({
    userId: who.userId,
    kind: 'offer_received',
    data: { trackId, fromUserId: artist.userId },
  });
  const receivedAt = (pathname: string) => service.received.filter((push) => push.path === pathname);

  it('gives the VAPID public key to anyone, the same key on every call', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^B[\w-]{86}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json()).toEqual(first.json());
  });

  it('refuses a subscription whose address or keys are not what a browser gives, saying which', async () => {
    const { json: keys } = browserKeys();
    const cases: [object, string][] = [
      [{ endpoint: 'http://push.example.com/x', keys }, 'https address'],
      [{ endpoint: 'not a url', keys }, 'https address'],
      [{ endpoint: `https://push.example.com/${'x'.repeat(1000)}`, keys }, 'https address'],
      [{ endpoint: service.endpoint('/bad'), keys: { ...keys, p256dh: keys.p256dh.slice(1) } }, 'device key'],
      [{ endpoint: service.endpoint('/bad'), keys: { ...keys, auth: 'short' } }, 'device secret'],
      [{ endpoint: service.endpoint('/bad') }, 'no keys'],
    ];
    for (const [body, words] of cases) {
      const res = await subscribe(buyer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(words);
    }
    expect(await stored(service.endpoint('/bad'))).toEqual([]);
    expect((await subscribe({ ...buyer, cookie: '' }, { endpoint: service.endpoint('/v'), keys })).statusCode).toBe(
      401,
    );
  });

  it('stores a device once, moves an endpoint to whoever subscribes with it last, and forgets it on request', async () => {
    const { json: keys } = browserKeys();
    const endpoint = service.endpoint('/moving');
    for (let i = 0; i < 2; i += 1)
      expect((await subscribe(buyer, { endpoint, keys })).json()).toEqual({ isSubscribed: true });
    const [row] = await stored(endpoint);
    expect(row).toMatchObject({ userId: buyer.userId, userAgent: 'Chrome on Android', p256dh: keys.p256dh });
    const state = (who: TestAccount) =>
      api(t, 'GET', `/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}`, who.cookie);
    expect((await state(buyer)).json()).toEqual({ isSubscribed: true });

    await subscribe(other, { endpoint, keys });
    expect((await stored(endpoint)).map((r) => r.userId)).toEqual([other.userId]);
    expect((await state(buyer)).json()).toEqual({ isSubscribed: false });

    expect((await unsubscribe(buyer, endpoint)).json()).toEqual({ isSubscribed: false });
    expect(await stored(endpoint)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) expect((await unsubscribe(other, endpoint)).statusCode).toBe(200);
    expect(await stored(endpoint)).toEqual([]);
  });

  it('pushes a notification to each device, encrypted for it, in the person’s language, with the page to open', async () => {
    const phone = browserKeys();
    const laptop = browserKeys();
    await subscribe(buyer, { endpoint: service.endpoint('/buyer-phone'), keys: phone.json });
    await subscribe(
      buyer,
      { endpoint: service.endpoint('/buyer-laptop'), keys: laptop.json },
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
    );
    const [id] = await notify([offerTo(buyer)]);
    await deliverNow(t);
    await pushNow();
    await pushNow();

    const [push] = receivedAt('/buyer-phone');
    expect(receivedAt('/buyer-phone')).toHaveLength(1);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(24 * 3600));
    expect(push!.headers.authorization).toContain(`k=${t.ctx.vapid.publicKey}`);
    const message = JSON.parse(decryptPush(push!.body, phone)) as TPushMessage;
    expect(message).toEqual({
      title: expect.stringContaining('sent you an offer'),
      body: 'On Phewa Sunrise.',
      url: `/messages/${artist.userId}`,
      tag: id,
    });
    expect(JSON.parse(decryptPush(receivedAt('/buyer-laptop')[0]!.body, laptop))).toEqual(message);
    expect(() => decryptPush(push!.body, laptop)).toThrow();
    const [row] = await stored(service.endpoint('/buyer-phone'));
    expect(row!.lastSuccessAt).not.toBeNull();

    await t.ctx.database.db.update(profiles).set({ language: 'ne' }).where(eq(profiles.id, buyer.userId));
    await notify([offerTo(buyer)]);
    await pushNow();
    const nepali = JSON.parse(decryptPush(receivedAt('/buyer-phone')[1]!.body, phone)) as TPushMessage;
    expect(nepali.body).toBe('Phewa Sunrise मा।');
    await t.ctx.database.db.update(profiles).set({ language: 'en' }).where(eq(profiles.id, buyer.userId));
  });

  it('follows each person’s push switch: new tracks are off until chosen, any kind can be turned off', async () => {
    const device = browserKeys();
    const endpoint = service.endpoint('/other-phone');
    await subscribe(other, { endpoint, keys: device.json });
    const settings = await api(t, 'GET', '/api/notifications/settings', other.cookie);
    const byPush = Object.fromEntries(
      settings.json<{ settings: { kind: string; byPush: boolean }[] }>().settings.map((s) => [s.kind, s.byPush]),
    );
    expect(byPush).toMatchObject({ new_track: false, offer_received: true, payment_submitted: true });

    await tellNewTrack(t, { trackId, artistId: artist.userId, followerIds: [other.userId] });
    await deliverNow(t);
    await pushNow();
    expect(receivedAt('/other-phone')).toEqual([]);

    const saved = await api(t, 'PUT', '/api/notifications/settings', other.cookie, {
      settings: [
        { kind: 'new_track', byPush: true },
        { kind: 'offer_received', byPush: false },
        { kind: 'payment_confirmed', byPush: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<{ settings: { kind: string; byPush: boolean; byEmail: string }[] }>().settings;
    expect(after.find((s) => s.kind === 'new_track')).toMatchObject({ byPush: true, byEmail: 'daily' });
    expect(after.find((s) => s.kind === 'payment_confirmed')).toMatchObject({ byPush: false, byEmail: 'instant' });
    const refused = await api(t, 'PUT', '/api/notifications/settings', other.cookie, {
      settings: [{ kind: 'new_track', byPush: 'yes' }],
    });
    expect(refused.statusCode).toBe(400);

    await notify([offerTo(other)]);
    const [newTrack] = await insertReadyTracks(t, artist.userId, [{ title: 'Rara Lake' }]);
    await tellNewTrack(t, { trackId: newTrack!, artistId: artist.userId, followerIds: [other.userId] });
    await deliverNow(t);
    await pushNow();
    const pushes = receivedAt('/other-phone').map((push) => JSON.parse(decryptPush(push.body, device)) as TPushMessage);
    expect(pushes.map((push) => push.body)).toEqual(['Rara Lake']);
  });

  it('deletes a subscription the push service says is gone (404, 410), without stopping the others', async () => {
    const seller = browserKeys();
    for (const gone of ['/gone-410', '/gone-404', '/alive']) {
      await subscribe(artist, { endpoint: service.endpoint(gone), keys: seller.json });
    }
    service.answer('/gone-410', 410);
    service.answer('/gone-404', 404);
    await notify([{ userId: artist.userId, kind: 'payment_submitted', data: { trackId } }]);
    await pushNow();

    expect(await stored(service.endpoint('/gone-410'))).toEqual([]);
    expect(await stored(service.endpoint('/gone-404'))).toEqual([]);
    expect(await stored(service.endpoint('/alive'))).toHaveLength(1);
    expect(JSON.parse(decryptPush(receivedAt('/alive')[0]!.body, seller))).toMatchObject({
      title: 'A buyer sent payment',
      url: '/artist-dashboard',
    });
    const open = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${SEND_PUSH_JOB} and ${jobs.doneAt} is null and ${jobs.deadAt} is null`);
    expect(open).toEqual([]);
  });

  it('retries a push the service failed (500) until it goes through, then gives up after the last attempt', async () => {
    const device = browserKeys();
    const flaky = service.endpoint('/flaky');
    await api(t, 'PUT', '/api/notifications/settings', buyer.cookie, {
      settings: [{ kind: 'offer_received', byPush: true }],
    });
    await subscribe(buyer, { endpoint: flaky, keys: device.json });
    service.answer('/flaky', 500);
    const before = receivedAt('/buyer-phone').length;
    const [id] = await notify([offerTo(buyer)]);
    await pushNow();
    const [flakyRow] = await stored(flaky);
    const jobOf = async () =>
      (await pushJobs()).find((job) => job.dedupeKey === `${SEND_PUSH_JOB}:${id}:${flakyRow!.id}`)!;
    expect(await jobOf()).toMatchObject({ attempts: 1, doneAt: null, deadAt: null });
    expect((await jobOf()).lastError).toContain('500');
    expect(receivedAt('/buyer-phone')).toHaveLength(before + 1);

    service.answer('/flaky', 201);
    await t.ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, (await jobOf()).id));
    await pushNow();
    expect((await jobOf()).doneAt).not.toBeNull();
    expect(receivedAt('/flaky').map((push) => JSON.parse(decryptPush(push.body, device)).tag)).toEqual([id, id]);
    expect(receivedAt('/buyer-phone')).toHaveLength(before + 1);

    service.answer('/flaky', 503);
    const [second] = await notify([offerTo(buyer)]);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await t.ctx.database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.kind, SEND_PUSH_JOB));
      await pushNow();
    }
    const dead = (await pushJobs()).find((job) => job.payload.notificationId === second && job.deadAt !== null);
    expect(dead).toMatchObject({ attempts: 8 });
    expect(await stored(flaky)).toHaveLength(1);
  });

  it('sends nothing for a notification read before its push went out', async () => {
    const device = browserKeys();
    await subscribe(artist, { endpoint: service.endpoint('/late'), keys: device.json });
    const [id] = await notify([{ userId: artist.userId, kind: 'payment_submitted', data: { trackId } }]);
    await api(t, 'POST', `/api/notifications/${id}/read`, artist.cookie);
    await pushNow();
    expect(receivedAt('/late')).toEqual([]);
  });
});
