import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context';
import { BENCH_ARTIST_ID } from './seed-sql';

export interface RaceResult {
  buyers: number;
  /** HTTP status of each approval, counted. */
  answers: Record<string, number>;
  /** The purchases' states afterwards, counted. */
  states: Record<string, number>;
  trackSold: boolean;
  milliseconds: number;
}

const tally = (values: readonly string[]) =>
  Object.fromEntries([...new Set(values)].sort().map((value) => [value, values.filter((v) => v === value).length]));

/**
 * `buyers` buyers each have a pending exclusive purchase of one of artist1's tracks (inserted like
 * proof had arrived); the artist's Mark as Paid for all of them, each with its refunds, is sent at
 * once to the running server. Exactly one may be approved; the rest must be refused (409) and closed,
 * the track sold.
 */
export async function raceExclusiveApprovals(
  ctx: AppContext,
  baseUrl: string,
  cookie: string,
  buyers: number,
): Promise<RaceResult> {
  const { db } = ctx.database;
  const { rows } = await db.execute(sql`
    with track as (select id from tracks where artist_id = ${BENCH_ARTIST_ID} order by id desc limit 1),
      unsold as (update tracks set is_sold = false where id = (select id from track)),
      bidders as (select id, row_number() over (order by id) as n from profiles where role = 'buyer' and id <> 'bench-buyer-1' order by id limit ${buyers})
    insert into purchases (buyer_id, track_id, artist_id, licence_kind, price_npr, amount_paisa, deliverables, status, reference_code,
      screenshot_key, screenshot_sha256, wallet_transaction_id, wallet_label, submitted_at)
    select b.id, t.id, ${BENCH_ARTIST_ID}, 'exclusive', 50000, 5000000 + b.n, '{mp3,wav,stems}', 'pending', 'BP-RACE' || b.n || '-' || t.id,
      'payment-screenshots/race-' || b.n || '.webp', md5('race-' || b.n || t.id), 'RACE' || b.n || '-' || t.id, 'khalti', now()
    from bidders b cross join track t
    returning id, track_id`);
  const ids = (rows as { id: string; track_id: string }[]).map((row) => row.id);
  const trackId = (rows[0] as { track_id: string }).track_id;
  const headers = { cookie, origin: ctx.env.PUBLIC_URL, 'content-type': 'application/json' };
  // Every order here has its proof in, so each approval states a full refund for each of the others
  // it would close, as the artist's screen does (decision 066); without them every approval is refused.
  const approval = (id: string) =>
    JSON.stringify({
      refunds: ids.filter((other) => other !== id).map((other) => ({ purchaseId: other, refundNpr: 50000 })),
    });
  const started = performance.now();
  const answers = await Promise.all(
    ids.map(
      async (id) =>
        (await fetch(`${baseUrl}/api/purchases/${id}/approve`, { method: 'POST', headers, body: approval(id) })).status,
    ),
  );
  const milliseconds = performance.now() - started;
  const { rows: after } =
    await db.execute(sql`select p.status, t.is_sold from purchases p join tracks t on t.id = p.track_id
    where p.track_id = ${trackId} and p.reference_code like 'BP-RACE%'`);
  const states = (after as { status: string; is_sold: boolean }[]).map((row) => row.status);
  return {
    buyers: ids.length,
    answers: tally(answers.map(String)),
    states: tally(states),
    trackSold: (after[0] as { is_sold: boolean }).is_sold,
    milliseconds: Math.round(milliseconds),
  };
}

/** Exactly one approved and answered 200; every other refused with 409 and closed; the track sold. */
export function raceHeld(race: RaceResult): boolean {
  const others = race.buyers - 1;
  return (
    race.answers['200'] === 1 &&
    race.answers['409'] === others &&
    race.states.approved === 1 &&
    race.states.closed === others &&
    race.trackSold
  );
}
