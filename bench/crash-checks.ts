import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { DELETE_FILES_JOB } from '../apps/server/src/jobs/handlers/delete-files';
import type { ObjectStore } from '../apps/server/src/storage/object-store';
import type { Acknowledged } from './crash-clients';
import type { ReceivedMail } from '../apps/server/test/mail/start-smtp-server';

export interface CheckResult {
  name: string;
  failures: number;
  detail?: string;
}

const ORPHAN_AGE_MS = 3600_000;
/**
 * A mail is sent, then its outbox row is marked sent: a kill between the SMTP server's acceptance
 * and that commit sends it again, under the same Message-ID (decision 045). This is how long before
 * a kill (and after: the signal takes a moment) an acceptance counts as inside that gap.
 */
const RESEND_GAP_MS = { before: 3_000, after: 1_000 };

export interface MailRecord {
  received: ReceivedMail[];
  killedAt: number[];
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function missingOf(database: Database, wanted: Set<string>, query: ReturnType<typeof sql>): Promise<string[]> {
  const present = new Set((await rows<{ k: string }>(database, query)).map((row) => row.k));
  return [...wanted].filter((key) => !present.has(key));
}

/** Every column holding an object key, from the schema itself, so a new one is checked too. */
async function referencedKeys(database: Database): Promise<Set<string>> {
  const columns = await rows<{ t: string; c: string }>(
    database,
    sql`select table_name as t, column_name as c from information_schema.columns
    where table_schema = 'public' and data_type = 'text' and column_name like '%\_key' and column_name not in ('dedupe_key', 'musical_key', 'listener_key')`,
  );
  const keys = new Set<string>();
  for (const { t, c } of columns) {
    for (const row of await rows<{ k: string }>(
      database,
      sql.raw(`select "${c}" as k from "${t}" where "${c}" is not null`),
    ))
      keys.add(row.k);
  }
  return keys;
}

/** Files a row named until lately: a queued `files.delete` job removes them once its delay has passed. */
async function keysAwaitingDeletion(database: Database): Promise<Set<string>> {
  const found = await rows<{ k: string }>(
    database,
    sql`select jsonb_array_elements_text(payload->'keys') as k from jobs
    where kind = ${DELETE_FILES_JOB} and done_at is null and dead_at is null`,
  );
  return new Set(found.map((row) => row.k));
}

/** Message-IDs delivered more than once where an earlier copy was not cut off by a kill. */
function unexplainedResends({ received, killedAt }: MailRecord): string[] {
  const byId = new Map<string, number[]>();
  for (const mail of received) byId.set(mail.messageId, [...(byId.get(mail.messageId) ?? []), mail.acceptedAt]);
  const cutOff = (acceptedAt: number) =>
    killedAt.some((kill) => acceptedAt >= kill - RESEND_GAP_MS.before && acceptedAt <= kill + RESEND_GAP_MS.after);
  return [...byId]
    .filter(([, accepted]) => accepted.length > 1 && !accepted.slice(0, -1).every(cutOff))
    .map(([id, accepted]) => `${id} ×${accepted.length}`);
}

/** The run's rows that name a file: seeded catalogue rows name files that were never made, and are left out. */
async function runFileKeys(database: Database, since: Date): Promise<string[]> {
  const found = await rows<{ k: string }>(
    database,
    sql`select unnest(array[screenshot_key, alternate_key, mp3_key, agreement_key]) as k
    from purchases where created_at >= ${since.toISOString()}`,
  );
  return found.map((row) => row.k).filter(Boolean);
}

export async function runChecks(
  database: Database,
  storage: ObjectStore,
  filesRoot: string,
  ack: Acknowledged,
  since: Date,
  mail: MailRecord,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const add = (name: string, missing: string[]) =>
    results.push({ name, failures: missing.length, detail: missing.slice(0, 3).join(', ') || undefined });

  add(
    'acknowledged likes present',
    await missingOf(database, ack.likes, sql`select user_id || ':' || track_id as k from likes`),
  );
  add(
    'acknowledged messages present',
    await missingOf(database, ack.messages, sql`select id::text as k from messages`),
  );
  add(
    'acknowledged purchases present',
    await missingOf(database, ack.purchases, sql`select id::text as k from purchases`),
  );
  add(
    'acknowledged proofs kept (not awaiting payment)',
    await missingOf(
      database,
      ack.proofs,
      sql`select id::text as k from purchases where status <> 'awaiting_payment' and screenshot_key is not null`,
    ),
  );
  add(
    'acknowledged approvals kept',
    await missingOf(database, ack.approvals, sql`select id::text as k from purchases where status = 'approved'`),
  );

  const twice = await rows<{ k: string }>(
    database,
    sql`select track_id::text as k from purchases where status = 'approved' and licence_kind in ('exclusive', 'full_rights')
    group by track_id having count(*) > 1`,
  );
  add(
    'no exclusive track sold twice',
    twice.map((row) => row.k),
  );
  const impossible = await rows<{ k: string }>(
    database,
    sql`select p.id || ' ' || p.status as k from purchases p join tracks t on t.id = p.track_id
    where (p.status in ('pending', 'approved') and (p.screenshot_key is null or p.submitted_at is null))
       or (p.status = 'approved' and p.decided_at is null)
       or (p.status = 'approved' and p.licence_kind in ('exclusive', 'full_rights') and not t.is_sold)
       or (p.status in ('awaiting_payment', 'pending') and p.licence_kind in ('exclusive', 'full_rights') and t.is_sold
           and exists (select 1 from purchases q where q.track_id = p.track_id and q.status = 'approved' and q.licence_kind in ('exclusive', 'full_rights') and q.decided_at < p.created_at))`,
  );
  add(
    'no purchase in an impossible state',
    impossible.map((row) => row.k),
  );

  const missingFiles: string[] = [];
  for (const key of await runFileKeys(database, since)) if (!(await storage.head(key))) missingFiles.push(key);
  add('every file a row names exists', missingFiles);

  const [referenced, awaitingDeletion] = [await referencedKeys(database), await keysAwaitingDeletion(database)];
  const oldOrphans: string[] = [];
  for await (const key of storage.list()) {
    if (referenced.has(key) || awaitingDeletion.has(key)) continue;
    const { mtimeMs } = await stat(path.join(filesRoot, key));
    if (Date.now() - mtimeMs > ORPHAN_AGE_MS) oldOrphans.push(key);
  }
  add('no orphan file older than an hour', oldOrphans);

  const stuck = await rows<{ k: string }>(
    database,
    sql`select kind || '#' || id || coalesce(' (' || left(last_error, 100) || ')', '') as k from jobs where done_at is null and (dead_at is not null or run_at <= now())`,
  );
  add(
    'every due job done, none dead',
    stuck.map((row) => row.k),
  );
  const unsent = await rows<{ k: string }>(database, sql`select id::text as k from mail_outbox where sent_at is null`);
  add(
    'every mail sent',
    unsent.map((row) => row.k),
  );
  add(
    'every mail delivered once, or resent under its Message-ID only when a kill cut off its record (SMTP)',
    unexplainedResends(mail),
  );
  return results;
}
