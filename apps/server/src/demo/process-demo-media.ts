import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { tracks } from '../db/schema/tracks';

const GIVE_UP_MS = 10 * 60 * 1000;

async function countByStatus(ctx: AppContext, status: 'processing' | 'ready' | 'failed'): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(tracks).where(eq(tracks.status, status));
  return row?.n ?? 0;
}

/**
 * Runs the app's own job worker (the real `track.process-media` handler: preview, peaks,
 * duration) until no track is left processing. A job waiting for its retry makes a pause.
 */
export async function processDemoMedia(
  ctx: AppContext,
  onProgress: (ready: number) => void,
): Promise<{ ready: number; failed: number }> {
  const startedAt = Date.now();
  while ((await countByStatus(ctx, 'processing')) > 0) {
    if (Date.now() - startedAt > GIVE_UP_MS) throw new Error('media processing did not finish within 10 minutes');
    const ran = await ctx.worker.runOnce();
    if (ran === 0) await sleep(500);
    else onProgress(await countByStatus(ctx, 'ready'));
  }
  return { ready: await countByStatus(ctx, 'ready'), failed: await countByStatus(ctx, 'failed') };
}
