import { sql } from 'drizzle-orm';
import pino from 'pino';
import { parseEnv } from '../apps/server/src/config/env';
import { createContext } from '../apps/server/src/context';
import type { Database } from '../apps/server/src/db/client';
import { accounts } from '../apps/server/src/db/schema/auth';
import { seedCatalogue } from './seed-catalogue';
import { buyersSql } from './seed-sql';

const PASSWORD = 'bench-people-password-1';

export interface SeededCatalogue {
  /** Tracks of the client artists with an exclusive licence on offer (the first few). */
  exclusive: string[];
  /** Tracks of the client artists with a lease on offer. */
  lease: string[];
  artistOf: Map<string, string>;
  previewKeys: Map<string, string>;
  /** A session cookie per seeded user. */
  cookies: Map<string, string>;
}

/**
 * Catalogue (bench-artist-N, bench/seed-sql.ts), buyers (bench-buyer-N) and one password for all,
 * written before the server starts: PGlite allows one process at a time. Migrates through the
 * real context on the way.
 */
export async function seedPeople(
  serverEnv: Record<string, string>,
  open: () => Promise<Database>,
  options: { tracks: number; buyers: number; artists: number; exclusives: number },
): Promise<SeededCatalogue> {
  const database = await open();
  try {
    const ctx = await createContext(parseEnv(serverEnv), pino({ level: 'silent' }), { database });
    await seedCatalogue(database, options.tracks);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const statement of buyersSql(options.buyers)) await tx.execute(sql.raw(statement));
    });
    const hash = await (await ctx.auth.$context).password.hash(PASSWORD);
    const { rows } = await database.db.execute(sql`select id from users`);
    const ids = (rows as { id: string }[]).map((row) => row.id);
    await database.db.insert(accounts).values(
      ids.map((userId) => ({
        id: `people-${userId}`,
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
      })),
    );
    // better-auth's own sign-in, called directly: over HTTP a few sign-ins a minute per address are allowed.
    const cookies = new Map<string, string>();
    for (const userId of ids) {
      const res = await ctx.auth.api.signInEmail({
        body: { email: `${userId}@example.com`, password: PASSWORD },
        asResponse: true,
      });
      if (!res.ok) throw new Error(`signing in ${userId} answered ${res.status}`);
      cookies.set(
        userId,
        res.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0]!)
          .join('; '),
      );
    }
    const { rows: licences } = await database.db
      .execute(sql`select t.id, t.artist_id, t.preview_key, l.kind from tracks t join track_licences l on l.track_id = t.id
      where t.artist_id in (select 'bench-artist-' || g from generate_series(1, ${options.artists}) g) and not t.is_sold and l.enabled and l.price_npr is not null
        and l.kind in ('lease', 'exclusive') order by t.id`);
    const offered = licences as { id: string; artist_id: string; preview_key: string; kind: string }[];
    return {
      exclusive: offered
        .filter((row) => row.kind === 'exclusive')
        .slice(0, options.exclusives)
        .map((row) => row.id),
      lease: offered.filter((row) => row.kind === 'lease').map((row) => row.id),
      artistOf: new Map(offered.map((row) => [row.id, row.artist_id])),
      previewKeys: new Map(offered.map((row) => [row.id, row.preview_key])),
      cookies,
    };
  } finally {
    await database.close();
  }
}
