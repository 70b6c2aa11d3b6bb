import { notifyFollowersOfNewTrack } from '../../src/services/notifications/notify-new-track';
import { DELIVER_NOTIFICATIONS_JOB } from '../../src/services/notifications/create-notifications';
import { sameOrigin } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

export const api = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t, cookie), payload });

/** What H3's fan-out does for one batch of followers. */
export function tellNewTrack(t: TestApp, input: { trackId: string; artistId: string; followerIds: string[] }) {
  return t.ctx.database.db.transaction((tx) => notifyFollowersOfNewTrack(tx, input));
}

/** Runs the delivery jobs now, as the worker would. */
export async function deliverNow(t: TestApp): Promise<void> {
  while ((await t.ctx.worker.runOnce([DELIVER_NOTIFICATIONS_JOB])) > 0);
}
