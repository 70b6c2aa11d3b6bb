import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout; the main-thread bench passes another checkout's root to serve its build. */
export const CHECKOUT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Written once `npm run demo` has filled the data directory (the demo refuses a second run); holds the build's last migration. */
const SEEDED_MARK = 'web-bench-seeded';

export interface DemoServer {
  baseUrl: string;
  trackId: string;
  artistUsername: string;
  close(): void;
}

function run(args: string[], env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore', root = CHECKOUT_ROOT): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, ...env },
    stdio,
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', resolve));
}

/** The newest migration `root` ships: a data directory seeded by an older build is seeded again. */
function lastMigration(root: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? 'none';
}

/** Fills `dataDir` with the demo catalogue (embedded database, disk files) unless a run of this build's migrations did. */
export async function seedDemo(dataDir: string, root = CHECKOUT_ROOT): Promise<void> {
  const mark = path.join(dataDir, SEEDED_MARK);
  const migration = lastMigration(root);
  if (existsSync(mark)) {
    if (readFileSync(mark, 'utf8') === migration) return;
    console.log(`${dataDir} was seeded by another build; seeding it again for ${migration}`);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  const code = await exited(run(['src/demo/seed-cli.ts'], { DATA_DIR: dataDir }, 'inherit', root));
  if (code !== 0)
    throw new Error(`npm run demo into ${dataDir} failed (exit ${code}); remove the directory and try again`);
  writeFileSync(mark, migration);
}

/** A server left running by an earlier run would answer in place of the one under test. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use (a server left from an earlier run?); stop it or pass another --port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within three minutes`);
}

async function firstOf<T>(url: string, pick: (body: { items: T[] }) => string | undefined): Promise<string> {
  const body = (await (await fetch(url)).json()) as { items: T[] };
  const value = pick(body);
  if (!value) throw new Error(`${url} listed nothing: is the demo catalogue in the data directory?`);
  return value;
}

/** `npm start` as production runs it (from `root`'s sources and web build), on the demo data, plus a track id and an artist to open. */
export async function startDemoServer(dataDir: string, port: number, root = CHECKOUT_ROOT): Promise<DemoServer> {
  await assertPortFree(port);
  const child = run(
    ['src/main.ts'],
    { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    'inherit',
    root,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
    const trackId = await firstOf<{ id: string }>(`${baseUrl}/api/tracks`, (body) => body.items[0]?.id);
    const artistUsername = await firstOf<{ username: string }>(
      `${baseUrl}/api/artists`,
      (body) => body.items[0]?.username,
    );
    return { baseUrl, trackId, artistUsername, close: () => child.kill('SIGTERM') };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}
