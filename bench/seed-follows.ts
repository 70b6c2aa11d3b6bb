import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context';
import { FAN_OUT_BATCH_SIZE, fanOutNewTrack } from '../apps/server/src/services/follows/fan-out-new-track';
import { BENCH_ARTIST_ID, BENCH_BUYER_ID } from './seed-sql';
import { signInAs } from './seed-purchases';

/** Followers of artist1, the artist with the most tracks. */
export const BENCH_FOLLOWERS = 100_000;
/** One of them, who follows no one else: their Following feed holds only artist1's tracks. */
const BENCH_FOLLOWER_ID = 'bench-follower-1';
/** bench-buyer-1 follows this many artists (every artist of a smaller catalogue). */
const ARTISTS_FOLLOWED = 1000;
/** artist1's latest tracks already in every follower's feed; the one before them is fanned out by the bench. */
const TRACKS_IN_FEEDS = 9;
/** What a follow back-fills (following-feed-repository.ts FOLLOW_BACKFILL_TRACKS). */
const BACKFILL = 50;

export interface TFollowSeed {
  /** Cookies of the buyer who follows many artists and of the follower of artist1 only. */
  buyer: Record<string, string>;
  follower: Record<string, string>;
  /** One new track of artist1 written to its 100,000 followers' feeds by the fan-out, batch by batch. */
  fanOut: { followers: number; batches: number; seconds: number; slowestBatchMs: number };
}

async function run(ctx: AppContext, statement: ReturnType<typeof sql>) {
  await ctx.database.db.execute(statement);
}

/**
 * The follows the following-feed rows read: 100,000 followers of artist1 with its latest tracks in
 * their feeds, and bench-buyer-1 following 1,000 artists with each one's back-fill, as the app
 * writes them. Then one more track of artist1 goes through the real fan-out, timed per batch.
 */
export async function seedFollows(
  ctx: AppContext,
  baseUrl: string,
  buyer: Record<string, string>,
): Promise<TFollowSeed> {
  const followers = sql`from generate_series(1, ${BENCH_FOLLOWERS}) g`;
  await run(
    ctx,
    sql`insert into users (id, name, email, email_verified) select 'bench-follower-' || g, 'Follower ' || g, 'bench-follower-' || g || '@example.com', true ${followers}`,
  );
  await run(
    ctx,
    sql`insert into profiles (id, username, role) select 'bench-follower-' || g, 'follower' || g, 'buyer' ${followers}`,
  );
  await run(
    ctx,
    sql`insert into follows (artist_id, follower_id) select ${BENCH_ARTIST_ID}, 'bench-follower-' || g ${followers}`,
  );
  await run(
    ctx,
    sql`insert into follows (artist_id, follower_id)
      select id, ${BENCH_BUYER_ID} from profiles where role = 'artist' order by track_count desc, id limit ${ARTISTS_FOLLOWED}
      on conflict do nothing`,
  );
  await run(
    ctx,
    sql`insert into following_feed_items (follower_id, published_at, track_id, artist_id)
      select f.follower_id, t.created_at, t.id, t.artist_id from follows f cross join lateral (
        select * from tracks where artist_id = f.artist_id and status = 'ready' order by created_at desc, id desc offset 1 limit ${TRACKS_IN_FEEDS}
      ) t where f.artist_id = ${BENCH_ARTIST_ID}`,
  );
  await run(
    ctx,
    sql`insert into following_feed_items (follower_id, published_at, track_id, artist_id)
      select f.follower_id, t.created_at, t.id, t.artist_id from follows f cross join lateral (
        select * from tracks where artist_id = f.artist_id and status = 'ready' order by created_at desc, id desc limit ${BACKFILL}
      ) t where f.follower_id = ${BENCH_BUYER_ID}
      on conflict do nothing`,
  );
  await run(
    ctx,
    sql`insert into follower_counts (artist_id, follower_count) select artist_id, count(*) from follows group by artist_id`,
  );
  await run(ctx, sql`vacuum analyze follows, follower_counts, following_feed_items, profiles, users`);

  const fanOut = await fanOutNewestTrack(ctx);
  await run(ctx, sql`vacuum analyze following_feed_items`);
  return {
    buyer,
    follower: { cookie: await signInAs(ctx, baseUrl, BENCH_FOLLOWER_ID) },
    fanOut,
  };
}

/** artist1's newest track, left out of the feeds above, through fanOutNewTrack one batch per transaction as the job runs it. */
async function fanOutNewestTrack(ctx: AppContext): Promise<TFollowSeed['fanOut']> {
  const { rows } = await ctx.database.db.execute(
    sql`select id from tracks where artist_id = ${BENCH_ARTIST_ID} and status = 'ready' order by created_at desc, id desc limit 1`,
  );
  const trackId = (rows[0] as { id: string }).id;
  let after: string | null = null;
  let batches = 0;
  let written = 0;
  let slowestBatchMs = 0;
  const started = performance.now();
  for (;;) {
    const batchStart = performance.now();
    const batch = await ctx.database.db.transaction((tx) =>
      fanOutNewTrack(tx, { trackId, afterFollowerId: after, batchSize: FAN_OUT_BATCH_SIZE }),
    );
    slowestBatchMs = Math.max(slowestBatchMs, performance.now() - batchStart);
    batches += 1;
    written += batch?.followerIds.length ?? 0;
    if (!batch || batch.followerIds.length < FAN_OUT_BATCH_SIZE) break;
    after = batch.followerIds.at(-1)!;
  }
  // The batches enqueued their successors as the job does; the bench ran them itself.
  await run(ctx, sql`delete from jobs where kind = 'follows.fan-out-new-track'`);
  return {
    followers: written,
    batches,
    seconds: (performance.now() - started) / 1000,
    slowestBatchMs: Math.round(slowestBatchMs),
  };
}
