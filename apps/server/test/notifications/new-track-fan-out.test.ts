import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationPage } from '@beatpasal/shared/schemas/notifications';
import pino from 'pino';
import { enqueueNewTrackFanOut } from '../../src/jobs/new-track-fan-out';
import { createFanOutNewTrackHandler } from '../../src/services/follows/fan-out-new-track';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestAccount } from '../helpers/factories';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { drainFanOut, fanOutWorker, follow } from '../follows/follow-fixtures';
import { artistAndBuyers } from '../purchases/purchase-fixtures';
import { api } from './notification-fixtures';

describe("a new track's fan-out tells every follower once, batch by batch", () => {
  let t: TestApp;
  let artist: TestAccount;
  let followers: TestAccount[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ artist, buyers: followers } = await artistAndBuyers(t, 3));
    for (const follower of followers) expect((await follow(t, artist.username, follower.cookie)).statusCode).toBe(200);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('writes one new_track notification per follower in batches of 2, and a batch run again adds none', async () => {
    const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Tihar Lights' }]);
    const worker = fanOutWorker(t, 2);
    await t.ctx.database.db.transaction((tx) => enqueueNewTrackFanOut(tx, trackId!));
    expect(await drainFanOut(worker)).toBe(2);
    // The first batch again, as a retried job would run it.
    const handler = createFanOutNewTrackHandler({
      database: t.ctx.database,
      log: pino({ level: 'silent' }),
      batchSize: 2,
    });
    await handler({ trackId: trackId!, afterFollowerId: null }, { id: 0, attempt: 2 });

    for (const follower of followers) {
      const page = (await api(t, 'GET', '/api/notifications', follower.cookie)).json<TNotificationPage>();
      expect(page.items.map((item) => [item.kind, item.trackTitle, item.path])).toEqual([
        ['new_track', 'Tihar Lights', `/track/${trackId}`],
      ]);
    }
    const mine = (await api(t, 'GET', '/api/notifications/unread-count', artist.cookie)).json<{ count: number }>();
    expect(mine.count).toBe(0);
  });
});
