import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rateLimits } from '../schema/infra';

export interface WindowHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Epoch milliseconds at which the current window began. */
  windowStart: number;
}

/**
 * Counts one hit in a fixed window, atomically (one upsert), so concurrent requests on any
 * instance cannot both see a stale count. For our keys `last_request` holds the window start.
 */
export async function hitRateLimitWindow(
  q: Queryable,
  input: { key: string; windowMs: number; now: number },
): Promise<WindowHit> {
  const { key, windowMs, now } = input;
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const [row] = await q
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  return row!;
}

/** Takes back one hit of the window that began at `windowStart` (an attempt that came to nothing); a newer window is left alone. */
export async function unhitRateLimitWindow(q: Queryable, input: { key: string; windowStart: number }): Promise<void> {
  await q
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, input.key), eq(rateLimits.lastRequest, input.windowStart)));
}
