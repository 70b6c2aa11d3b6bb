import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { WORDS } from './seed-words';

/** One artist per this many tracks. */
const TRACKS_PER_ARTIST = 20;
/** Uploads spread over three years. */
const SPAN_SECONDS = 3 * 365 * 24 * 3600;

/** A deterministic number in [0, 1) per row `g` and salt: repeatable catalogues without setseed. */
const unit = (salt: string) => `(((hashtext('${salt}' || g) & 2147483647) % 1000003) / 1000003.0)`;
const pick = (list: { sql: string; length: number }, index: string) => `(${list.sql})[1 + (${index}) % ${list.length}]`;
/** Lease price: 1,000 to 4,000 NPR in steps of 500; the other kinds are multiples of it. */
const LEASE_PRICE = `(500 * (2 + g % 7))`;

function artistsSql(artists: number): string[] {
  const series = `from generate_series(1, ${artists}) g`;
  return [
    `insert into users (id, name, email, email_verified) select 'bench-artist-' || g, 'Bench artist ' || g, 'bench-artist-' || g || '@example.com', true ${series}`,
    `insert into profiles (id, username, role, display_name, bio)
     select 'bench-artist-' || g, 'artist' || g, 'artist', ${pick(WORDS.cities, 'g')} || ' ' || ${pick(WORDS.suffixes, `g / ${WORDS.cities.length}`)}, 'Generated for the benchmark' ${series}`,
  ];
}

/** Track g's artist: skewed so a few artists have many tracks (artist1 the most), most have a handful. */
function tracksSql(tracks: number, artists: number): string {
  return `insert into tracks (id, artist_id, title, genre, bpm, musical_key, mood, tags, master_key, master_content_type, preview_key,
      duration_seconds, cover_key, status, is_sold, like_count, play_count, min_price_npr, created_at, updated_at)
    select md5('bench-track-' || g)::uuid,
      'bench-artist-' || (1 + floor(power(${unit('a')}, 1.6) * ${artists}))::int,
      ${pick(WORDS.first, 'g')} || ' ' || ${pick(WORDS.second, `g / ${WORDS.first.length}`)},
      ${pick(WORDS.genres, 'g * 7')}, 60 + (g * 13) % 120, ${pick(WORDS.keys, 'g * 5')}, ${pick(WORDS.moods, 'g * 3')},
      array[${pick(WORDS.tags, 'g')}, ${pick(WORDS.tags, 'g / 20 + 7')}, 'nepali'],
      'tracks-master/' || md5('m' || g)::uuid || '.mp3', 'audio/mpeg', 'tracks-preview/' || md5('p' || g)::uuid || '.mp3',
      20 + g % 160, 'track-images/' || md5('c' || g)::uuid || '.webp', 'ready', g % 97 = 0,
      floor(power(${unit('l')}, 8) * 5000)::int, floor(power(${unit('l')}, 8) * 40000 + ${unit('p')} * 300)::int,
      (${LEASE_PRICE} * case g % 4 when 2 then 2.5 else 1 end)::int,
      now() - ((${tracks} - g) * ${SPAN_SECONDS / tracks} + ${unit('t')} * 60) * interval '1 second',
      now() - ((${tracks} - g) * ${SPAN_SECONDS / tracks}) * interval '1 second'
    from generate_series(1, ${tracks}) g`;
}

/** Four licence sets by g % 4, matching min_price_npr above; some exclusive and full-rights licences are negotiable. */
function licencesSql(tracks: number): string {
  return `insert into track_licences (track_id, kind, enabled, price_npr, is_negotiable, terms, lease_days, stream_cap, deliverables)
    select md5('bench-track-' || g)::uuid, o.kind, true, case when o.negotiable then null else (${LEASE_PRICE} * o.factor)::int end,
      o.negotiable, 'Standard ' || o.kind || ' terms', case when o.kind = 'lease' then 365 end, case when o.kind = 'lease' then 5000 end,
      case o.kind when 'lease' then '{mp3}' when 'non_exclusive' then '{mp3,wav}' else '{mp3,wav,stems}' end::text[]
    from generate_series(1, ${tracks}) g
    join (values (0, 'lease', 1, false), (0, 'non_exclusive', 2.5, false), (0, 'exclusive', 10, false), (0, 'full_rights', 0, true),
                 (1, 'lease', 1, false), (1, 'non_exclusive', 2.5, false),
                 (2, 'non_exclusive', 2.5, false), (2, 'exclusive', 0, true),
                 (3, 'lease', 1, false), (3, 'non_exclusive', 2.5, false), (3, 'exclusive', 10, false), (3, 'full_rights', 30, false)
         ) as o(pattern, kind, factor, negotiable) on o.pattern = g % 4`;
}

/**
 * Indexes are built after the rows are in (much faster than growing them row by row), except
 * the ones on artist_id: the insert trigger of migration 0004 picks each artist's latest tracks
 * through them. The app's own triggers fill search_text, track_count and is_home_pick.
 */
export async function seedCatalogue(database: Database, tracks: number): Promise<void> {
  const artists = Math.max(1, Math.round(tracks / TRACKS_PER_ARTIST));
  const { db } = database;
  await db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const { rows } = await tx.execute(sql`select pg_get_indexdef(indexrelid) as def, indexrelid::regclass::text as name
      from pg_index where indrelid = 'tracks'::regclass and not indisprimary and pg_get_indexdef(indexrelid) not like '%(artist_id%'`);
    const indexes = rows as { def: string; name: string }[];
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    for (const statement of artistsSql(artists)) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(tracksSql(tracks, artists)));
    await tx.execute(sql.raw(licencesSql(tracks)));
    for (const index of indexes) await tx.execute(sql.raw(index.def));
  });
  await db.execute(sql`vacuum analyze`);
}
