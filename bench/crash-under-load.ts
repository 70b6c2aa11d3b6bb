// `npm run test:crash`: clients buy, like, approve and message against the real server (a child
// process) while it is killed with SIGKILL at random moments; afterwards nothing acknowledged may
// be lost, nothing sold twice, no file missing, every job and mail done once. CRASH_PROFILE=short
// is the CI profile. On PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a DATA_DIR.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DiskObjectStore } from '../apps/server/src/storage/disk-store';
import { startSmtpServer } from '../apps/server/test/mail/start-smtp-server';
import { makeTempDir, makeTestAudio } from '../apps/server/test/media/test-audio';
import { runChecks } from './crash-checks';
import { runClient, type Acknowledged, type Client, type LoadContext } from './crash-clients';
import { createRunPlace } from './run-place';
import { seedPeople } from './seed-people';
import { ServerProcess } from './server-process';

const PROFILES = {
  short: { clients: 10, kills: 2, minGapMs: 4_000, maxGapMs: 8_000 },
  full: { clients: 50, kills: 5, minGapMs: 8_000, maxGapMs: 20_000 },
};
const profileName = process.env.CRASH_PROFILE === 'short' ? 'short' : 'full';
const profile = PROFILES[profileName];
const PORT = Number(process.env.CRASH_PORT ?? 3415);
const TRACKS = 200;
/** Exclusive licences on offer: few, so that buyers race for them. */
const EXCLUSIVES = 6;
/**
 * A killed worker's job is claimed again once its lease (30 s) runs out; every approval's downloads
 * are encoded after the load stops (ffmpeg, a few at a time), which is most of the wait.
 */
const DRAIN_TIMEOUT_MS = 20 * 60_000;

const started = Date.now();
const baseUrl = `http://127.0.0.1:${PORT}`;
const { dataDir, adminUrl, databaseName, databaseUrl, admin, openRunDatabase, runAndExit } = createRunPlace('crash');

async function main(): Promise<number> {
  if (adminUrl) await admin(`create database ${databaseName}`);
  const smtp = await startSmtpServer();
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    JOB_POLL_MS: '200',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const artists = Math.max(1, Math.round(profile.clients / 5));
  const buyers = profile.clients - artists;
  const catalogue = await seedPeople(serverEnv, openRunDatabase, {
    tracks: TRACKS,
    buyers,
    artists,
    exclusives: EXCLUSIVES,
  });
  const storage = new DiskObjectStore({
    root: path.join(dataDir, 'files'),
    secret: 'checks-sign-nothing',
    defaultTtlSeconds: 60,
  });
  await storeMasters(storage);
  const server = new ServerProcess(serverEnv, baseUrl);
  await server.start();

  const ack: Acknowledged = {
    likes: new Set(),
    messages: new Set(),
    purchases: new Set(),
    proofs: new Set(),
    approvals: new Set(),
  };
  const load: LoadContext = {
    baseUrl,
    origin: baseUrl,
    ack,
    tally: { requests: 0, answers: {}, serverErrors: [], refusals: [] },
    exclusiveTracks: catalogue.exclusive,
    leaseTracks: catalogue.lease,
    artistOf: (trackId) => catalogue.artistOf.get(trackId)!,
  };
  const runStart = new Date();
  const clients: Client[] = [];
  for (let i = 1; i <= profile.clients; i += 1) {
    const role = i <= buyers ? 'buyer' : 'artist';
    const userId = role === 'buyer' ? `bench-buyer-${i}` : `bench-artist-${i - buyers}`;
    clients.push({ userId, role, cookie: catalogue.cookies.get(userId)! });
  }

  let stopping = false;
  const running = clients.map((client) => runClient(load, client, () => stopping));
  const killedAt: number[] = [];
  for (let kill = 1; kill <= profile.kills; kill += 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, profile.minGapMs + Math.random() * (profile.maxGapMs - profile.minGapMs)),
    );
    killedAt.push(Date.now());
    await server.kill();
    console.log(
      `kill ${kill}/${profile.kills} at ${((Date.now() - started) / 1000).toFixed(0)} s (${load.tally.requests} requests so far)`,
    );
    await server.start();
  }
  await new Promise((resolve) => setTimeout(resolve, profile.minGapMs));
  stopping = true;
  await Promise.all(running);
  await drainAndStop();
  await smtp.stop();

  const database = await openRunDatabase();
  const results = await runChecks(database, storage, path.join(dataDir, 'files'), ack, runStart, {
    received: smtp.received,
    killedAt,
  });
  const jobCount = (
    await database.db.execute(
      sql`select count(*)::int as n, count(*) filter (where attempts > 1)::int as again from jobs`,
    )
  ).rows[0] as { n: number; again: number };
  await database.close();

  const acknowledged = ack.likes.size + ack.messages.size + ack.purchases.size + ack.proofs.size + ack.approvals.size;
  const failed = results.filter((result) => result.failures > 0);
  const lines = [
    `Crash under load (${profileName} profile, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${profile.clients} clients, ${load.tally.requests} requests, ${acknowledged} acknowledged writes, ${profile.kills} kills, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    `answers: ${JSON.stringify(load.tally.answers)}; acknowledged: ${ack.likes.size} likes, ${ack.messages.size} messages, ${ack.purchases.size} purchases, ${ack.proofs.size} proofs, ${ack.approvals.size} approvals`,
    `jobs: ${jobCount.n} (${jobCount.again} ran more than once after a kill); mails delivered: ${smtp.received.length} (${smtp.received.length - new Set(smtp.received.map((mail) => mail.messageId)).size} resent after a kill)`,
    ...results.map(
      (result) =>
        `${result.failures === 0 ? 'ok  ' : 'FAIL'} ${result.name}${result.failures ? ` (${result.failures}: ${result.detail})` : ''}`,
    ),
    ...(load.tally.serverErrors.length ? ['5xx answers:', ...load.tally.serverErrors] : []),
    ...(load.tally.refusals.length ? ['some 4xx answers:', ...load.tally.refusals] : []),
  ];
  console.log(lines.join('\n'));
  if (process.env.CRASH_RESULT_FILE) writeFileSync(process.env.CRASH_RESULT_FILE, `${lines.join('\n')}\n`);
  return failed.length === 0 && load.tally.serverErrors.length === 0 ? 0 : 1;

  /** The seeded tracks' masters: one short MP3 under every key, so an approval's downloads can be made. */
  async function storeMasters(storage: DiskObjectStore): Promise<void> {
    const { dir, remove } = await makeTempDir();
    try {
      const bytes = await readFile(await makeTestAudio(dir, 'master', { format: 'mp3', seconds: 10 }));
      const database = await openRunDatabase();
      const { rows } = await database.db.execute(sql`select master_key from tracks`);
      await database.close();
      for (const row of rows as { master_key: string }[])
        await storage.put(row.master_key, bytes, { contentType: 'audio/mpeg', visibility: 'private' });
    } finally {
      await remove();
    }
  }

  /**
   * Waits until no due job is left undone (a killed worker's lease must run out first), then stops
   * the server. PGlite's directory can be opened only while the server is stopped, so there the
   * server runs for a while, stops, is looked at, and starts again while work is left.
   */
  async function drainAndStop(): Promise<void> {
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, databaseUrl ? 1_000 : 30_000));
      if (!databaseUrl) await server.stop();
      const database = await openRunDatabase();
      const { rows } = await database.db.execute(
        sql`select count(*)::int as n from jobs where done_at is null and dead_at is null and run_at <= now()`,
      );
      await database.close();
      const due = (rows[0] as { n: number }).n;
      if (due === 0 || Date.now() > deadline) break;
      console.log(`draining: ${due} due jobs at ${((Date.now() - started) / 1000).toFixed(0)} s`);
      if (!databaseUrl) await server.start();
    }
    if (databaseUrl) await server.stop();
  }
}

await runAndExit(main);
