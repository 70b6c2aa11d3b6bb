import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/infra';
import type { UserEvent } from '../../src/realtime/event-bus';
import { nepalDayOf, nepalDayWindow } from '../../src/services/notifications/notification-days';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestAccount } from '../helpers/factories';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistAndBuyers } from '../purchases/purchase-fixtures';
import { api, tellNewTrack } from './notification-fixtures';

const HOUR_MS = 60 * 60 * 1000;

describe('notifications reach open pages live, and schedule their day', () => {
  let t: TestApp;
  let artist: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ startBackground: true });
    const made = await artistAndBuyers(t, 1);
    artist = made.artist;
    buyer = made.buyers[0]!;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it("tells the person's open pages when one arrives and when one is read", async () => {
    const heard: UserEvent[] = [];
    const stop = t.ctx.events.subscribe(buyer.userId, (event) => heard.push(event));
    const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Live one' }]);
    await tellNewTrack(t, { trackId: trackId!, artistId: artist.userId, followerIds: [buyer.userId] });
    await expect.poll(() => heard.map((event) => event.type), { timeout: 10_000 }).toContain('notification.created');

    const [item] = (await api(t, 'GET', '/api/notifications', buyer.cookie)).json<{ items: { id: string }[] }>().items;
    await api(t, 'POST', `/api/notifications/${item!.id}/read`, buyer.cookie);
    await expect.poll(() => heard.map((event) => event.type), { timeout: 10_000 }).toContain('notification.read');
    stop();
  });

  it("enqueues the day's digest for 07:00 and its clean-up for 03:00 the next Nepal morning, once", async () => {
    const day = nepalDayOf(new Date());
    const rows = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `notifications.%:${day}`));
    const runAt = (kind: string) => rows.find((row) => row.kind === kind)?.runAt.getTime();
    const nextMidnight = nepalDayWindow(day).to.getTime();
    expect(rows).toHaveLength(2);
    expect(runAt('notifications.daily-digest')).toBe(nextMidnight + 7 * HOUR_MS);
    expect(runAt('notifications.clean-up')).toBe(nextMidnight + 3 * HOUR_MS);
  });
});
