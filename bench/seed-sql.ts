import { HOME_TRACKS_PER_ARTIST } from '@beatpasal/shared/constants';
import { WORDS } from './seed-words';

/** The statements that generate the benchmark catalogue; every value derives from the row number g. */

/** Uploads spread over three years. */
const SPAN_SECONDS = 3 * 365 * 24 * 3600;

/** A deterministic number in [0, 1) per row and salt (float8: numeric power() costs ~100 µs a row). */
const unit = (salt: string) => `(((hashtext('${salt}' || g) & 2147483647) % 1000003)::float8 / 1000003)`;
const pick = (list: { sql: string; length: number }, index: string) => `(${list.sql})[1 + (${index}) % ${list.length}]`;
/** Lease price: 1,000 to 4,000 NPR in steps of 500; the other kinds are multiples of it. */
const LEASE_PRICE = `(500 * (2 + g % 7))`;
const displayName = (artist: string) =>
  `${pick(WORDS.cities, artist)} || ' ' || ${pick(WORDS.suffixes, `${artist} / ${WORDS.cities.length}`)}`;

/**
 * A fixed uuid per name, with the version (4) and variant bits set as the API's id checks (zod's
 * uuid) require: a bare md5 read as a uuid is refused there as "Track not found".
 */
const fixedUuid = (name: string) =>
  `(overlay(overlay(md5(${name}) placing '4' from 13 for 1) placing '8' from 17 for 1))::uuid`;

export function artistsSql(artists: number): string[] {
  const series = `from generate_series(1, ${artists}) g`;
  return [
    `insert into users (id, name, email, email_verified) select 'bench-artist-' || g, 'Bench artist ' || g, 'bench-artist-' || g || '@example.com', true ${series}`,
    `insert into profiles (id, username, role, display_name, bio, track_count) select 'bench-artist-' || g, 'artist' || g, 'artist', ${displayName('g')}, 'Generated for the benchmark', 0 ${series}`,
  ];
}

/**
 * Track g's artist is skewed: a few artists have many tracks (artist1 the most), most a handful.
 * Triggers are off, so the derived columns are set here: search_text with the app's own function
 * (migration 0003), is_home_pick for each artist's two latest (created_at grows with g).
 * `offset 0` keeps the generated row a subquery, so id, title and tags are computed once.
 */
export function tracksSql(tracks: number, artists: number): string {
  const rows = `select g, ${fixedUuid(`'bench-track-' || g`)} as id, a,
      row_number() over (partition by a order by g desc) <= ${HOME_TRACKS_PER_ARTIST} as is_home_pick,
      ${pick(WORDS.first, 'g')} || ' ' || ${pick(WORDS.second, `g / ${WORDS.first.length}`)} as title,
      array[${pick(WORDS.tags, 'g')}, ${pick(WORDS.tags, 'g / 20 + 7')}, 'nepali'] as tags
    from (select g, 1 + floor(power(${unit('a')}, 1.6) * ${artists})::int as a from generate_series(1, ${tracks}) g) numbered
    offset 0`;
  return `insert into tracks (id, artist_id, title, genre, bpm, musical_key, mood, tags, master_key, master_content_type, preview_key,
      duration_seconds, cover_key, status, is_sold, is_home_pick, like_count, play_count, min_price_npr, search_text, created_at, updated_at)
    select id, 'bench-artist-' || a, title, ${pick(WORDS.genres, 'g * 7')}, 60 + (g * 13) % 120, ${pick(WORDS.keys, 'g * 5')}, ${pick(WORDS.moods, 'g * 3')},
      tags, 'tracks-master/' || id || '.mp3', 'audio/mpeg', 'tracks-preview/' || id || '.mp3', 20 + g % 160, 'track-images/' || id || '.webp',
      'ready', g % 97 = 0, is_home_pick, floor(power(${unit('l')}, 8) * 5000)::int, floor(power(${unit('l')}, 8) * 40000 + ${unit('p')} * 300)::int,
      (${LEASE_PRICE} * case g % 4 when 2 then 2.5 else 1 end)::int,
      track_search_text(title, tags, ${displayName('a')}, 'artist' || a),
      now() - ((${tracks} - g) * ${SPAN_SECONDS / tracks}::float8 + ${unit('t')} * 60) * interval '1 second',
      now() - ((${tracks} - g) * ${SPAN_SECONDS / tracks}::float8) * interval '1 second'
    from (${rows}) generated`;
}

/**
 * Four licence sets by g % 4, matching min_price_npr above; some exclusive and full-rights licences
 * are negotiable. Tracks come in id order, so the primary key index grows at its end, not at random.
 */
export function licencesSql(tracks: number): string {
  return `insert into track_licences (track_id, kind, enabled, price_npr, is_negotiable, terms, lease_days, stream_cap, deliverables)
    select id, o.kind, true, case when o.negotiable then null else (${LEASE_PRICE} * o.factor)::int end,
      o.negotiable, 'Standard ' || o.kind || ' terms', case when o.kind = 'lease' then 365 end, case when o.kind = 'lease' then 5000 end,
      case o.kind when 'lease' then '{mp3}' when 'non_exclusive' then '{mp3,wav}' else '{mp3,wav,stems}' end::text[]
    from (select g, ${fixedUuid(`'bench-track-' || g`)} as id from generate_series(1, ${tracks}) g order by id) ordered
    cross join lateral (
      select * from (values (0, 'lease', 1, false), (0, 'non_exclusive', 2.5, false), (0, 'exclusive', 10, false), (0, 'full_rights', 0, true),
                            (1, 'lease', 1, false), (1, 'non_exclusive', 2.5, false),
                            (2, 'non_exclusive', 2.5, false), (2, 'exclusive', 0, true),
                            (3, 'lease', 1, false), (3, 'non_exclusive', 2.5, false), (3, 'exclusive', 10, false), (3, 'full_rights', 30, false)
             ) as v(pattern, kind, factor, negotiable)
      where v.pattern = g % 4
    ) o`;
}

/** The artist's visible-track count, which the insert trigger of migration 0004 would have kept. */
export const TRACK_COUNT_SQL = `update profiles p set track_count = c.n
  from (select artist_id, count(*)::int as n from tracks group by artist_id) c where p.id = c.artist_id`;

/**
 * The search dictionary (migration 0018) that the track triggers would have filled, from the same
 * search_text through the same function: every visible track's words, then the distinct words.
 */
export const SEARCH_WORDS_SQL = [
  `insert into track_words (word, track_id, created_at)
    select w, t.id, t.created_at from tracks t cross join lateral search_text_words(t.search_text) w where not t.is_hidden and t.status = 'ready'`,
  `insert into search_words (word, track_count) select word, count(*)::int from track_words group by word`,
];

/** The buyer whose history the bench reads: every tenth purchase is theirs. */
export const BENCH_BUYER_ID = 'bench-buyer-1';
/** The artist whose sales list the bench reads (the one with most tracks): every fifth purchase is of their tracks. */
export const BENCH_ARTIST_ID = 'bench-artist-1';

export function buyersSql(buyers: number): string[] {
  const series = `from generate_series(1, ${buyers}) g`;
  return [
    `insert into users (id, name, email, email_verified) select 'bench-buyer-' || g, 'Bench buyer ' || g, 'bench-buyer-' || g || '@example.com', true ${series}`,
    `insert into profiles (id, username, role, buyer_full_name, buyer_address, buyer_phone)
      select 'bench-buyer-' || g, 'buyer' || g, 'buyer', ${pick(WORDS.first, 'g')} || ' Buyer ' || g, ${pick(WORDS.cities, 'g')} || ', Nepal', '98' || lpad((g % 100000000)::text, 8, '0') ${series}`,
  ];
}

/** Purchase g's state: 70 % approved, 10 % pending, 10 % rejected, 5 % closed, 5 % lapsed carts. */
const PURCHASE_STATUS = `case when g % 20 < 14 then 'approved' when g % 20 < 16 then 'pending' when g % 20 < 18 then 'rejected' when g % 20 = 18 then 'closed' else 'expired' end`;

/**
 * Lease purchases spread over two years, created_at growing with g. Every fifth is of one of
 * artist1's tracks, every tenth is bench-buyer-1's; the rest spread over all tracks and buyers. A
 * pending purchase that would repeat an open one of the same buyer, track and licence is skipped.
 */
export function purchasesSql(purchases: number, buyers: number): string {
  const span = 2 * 365 * 24 * 3600;
  return `insert into purchases (id, buyer_id, track_id, artist_id, licence_kind, price_npr, amount_paisa, licence_terms, lease_days, stream_cap, deliverables,
      status, reference_code, screenshot_key, screenshot_sha256, wallet_transaction_id, wallet_label, submitted_at, decided_at,
      rejection_reason, refund_npr, created_at, updated_at)
    select ${fixedUuid(`'bench-purchase-' || g`)}, buyer, t.id, t.artist_id, 'lease', ${LEASE_PRICE}, ${LEASE_PRICE} * 100 + g, 'Standard lease terms', 365, 5000, '{mp3}',
      sale_status, 'BP-B' || g, case when paid then 'payment-screenshots/' || md5('bench-purchase-' || g) || '.webp' end,
      case when paid then md5('bench-screenshot-' || g) end, case when paid then 'BENCH' || g end, case when paid then 'esewa' end,
      case when paid then bought_at + interval '10 minutes' end, case when sale_status in ('approved', 'rejected', 'closed') then bought_at + interval '1 day' end,
      case when sale_status = 'rejected' then 'not_enough_fund' end, case when sale_status = 'rejected' then 500 end, bought_at, bought_at
    from (
      select g, ${PURCHASE_STATUS} as sale_status, ${PURCHASE_STATUS} <> 'expired' as paid,
        case when g % 10 = 0 then '${BENCH_BUYER_ID}' else 'bench-buyer-' || (2 + g % ${Math.max(1, buyers - 1)}) end as buyer,
        case when g % 5 = 0 then mine[1 + (g / 5) % cardinality(mine)] else every[1 + (g * 7919) % cardinality(every)] end as track_id,
        now() - ((${purchases} - g) * ${span / purchases}::float8) * interval '1 second' as bought_at
      from generate_series(1, ${purchases}) g,
        (select array_agg(id order by id) as mine from tracks where artist_id = '${BENCH_ARTIST_ID}') m,
        (select array_agg(id order by id) as every from tracks) e
    ) generated
    join tracks t on t.id = generated.track_id
    on conflict do nothing`;
}
