import type { BenchRow, BudgetResult } from './check-budgets';
import type { Endpoint } from './bench-endpoints';
import { scaleRatio } from './scale-ratio';
import { BENCH_FOLLOWERS, type TFollowSeed } from './seed-follows';

/** Issue 34: a page of the Following feed costs at most this many times a page of the plain feed. */
const FOLLOWING_LIMIT = 1.2;
/** The plain feed page as the same signed-in person gets it from the app without caches. */
export const PLAIN_FEED = 'feed recent (signed-in buyer, no caches)';
const FOLLOWING_PATH = '/api/me/following/tracks';
const FOLLOWING_PREFIX = 'following feed';

async function firstPage(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(baseUrl + FOLLOWING_PATH, { headers });
  const body = (await response.json()) as { items?: unknown[]; nextCursor?: string | null };
  if (!response.ok || !body.items?.length || !body.nextCursor)
    throw new Error(`GET ${FOLLOWING_PATH} answered ${response.status} without two pages`);
  return body.nextCursor;
}

/**
 * The Following feed rows, 'page' rows so that the scale budget compares them across catalogue
 * sizes like the plain feed: the buyer who follows 1,000 artists (pages 1 and 2), and one of the
 * 100,000 followers of artist1. Each is measured beside the plain feed page, its budget's baseline.
 */
export async function followingEndpoints(
  baseUrl: string,
  follows: TFollowSeed,
  plainFeed: Endpoint,
): Promise<Endpoint[]> {
  const cursor = await firstPage(baseUrl, follows.buyer);
  await firstPage(baseUrl, follows.follower);
  const rows: Endpoint[] = [
    {
      name: `${FOLLOWING_PREFIX} (follows 1,000 artists)`,
      path: FOLLOWING_PATH,
      kind: 'page',
      headers: follows.buyer,
    },
    {
      name: `${FOLLOWING_PREFIX} page 2 (follows 1,000 artists)`,
      path: `${FOLLOWING_PATH}?cursor=${encodeURIComponent(cursor)}`,
      kind: 'page',
      headers: follows.buyer,
    },
    {
      name: `${FOLLOWING_PREFIX} (follower of a ${BENCH_FOLLOWERS.toLocaleString('en-US')}-follower artist)`,
      path: FOLLOWING_PATH,
      kind: 'page',
      headers: follows.follower,
    },
  ];
  return rows.map((row) => ({ ...row, pairedWith: plainFeed }));
}

/**
 * Each Following row's mean latency against the plain feed page's at the same size: the median of
 * the rounds in which the two were measured back to back (the ratio of their req/s).
 */
export function followingBudgets(rows: readonly BenchRow[]): BudgetResult[] {
  return rows
    .filter((row) => row.endpoint.name.startsWith(FOLLOWING_PREFIX))
    .map((row): BudgetResult => {
      const name = `${row.db} ${row.size.toLocaleString('en-US')} ${row.endpoint.name}: mean latency ≤ ${FOLLOWING_LIMIT}× ${PLAIN_FEED}`;
      if (!row.pairedRounds) return { name, pass: null, detail: 'the plain feed page was not measured beside it' };
      const { ratio, rounds } = scaleRatio(row.pairedRounds, row.rounds);
      return {
        name,
        pass: row.failures === 0 && ratio <= FOLLOWING_LIMIT,
        detail: `${ratio.toFixed(2)}× (rounds ${rounds.map((round) => round.toFixed(2)).join(', ')}); ${Math.round(row.requestsPerSecond)} req/s in its median round`,
      };
    });
}

/** The fan-out of one new track to artist1's followers, as a figure beside the budgets. */
export function fanOutCheck(db: string, size: number, fanOut: TFollowSeed['fanOut']): BudgetResult {
  return {
    name: `${db} ${size.toLocaleString('en-US')}: a new track fanned out to ${fanOut.followers.toLocaleString('en-US')} followers in batches`,
    pass: null,
    detail: `${fanOut.batches} batches in ${fanOut.seconds.toFixed(1)} s, slowest batch ${fanOut.slowestBatchMs} ms`,
  };
}
