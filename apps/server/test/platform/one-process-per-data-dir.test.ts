import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServerRunning } from '../../src/backup/snapshot-socket';
import { openDatabase } from '../../src/db/client';
import { lockFileOf } from '../../src/db/data-dir-lock';
import { auditLog } from '../../src/db/schema/index';

const SERVER_DIR = path.resolve(__dirname, '../..');
const OUTBOX_TOKEN = 'one-process-per-data-dir-test';
const RUNNING = 'The server is running on this data directory: stop it first';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real `npm run <script>` beside the server: npm names the script in npm_lifecycle_event. */
function start(script: string, entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, npm_lifecycle_event: script, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function finished(child: ChildProcess): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('one process per data directory: the commands beside a running server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-one-process-'));
  let env: Record<string, string>;
  let base: string;
  let server: ChildProcess;
  let serverExit: Promise<Run>;
  const email = 'new-admin@example.com';
  const password = 'secret-password-1';
  let cookie = '';

  const run = (script: string, entry: string, ...args: string[]) => finished(start(script, entry, args, env));
  const admin = (command: string) => run('admin', 'src/cli/admin-cli.ts', command, email);
  const auditPage = () => fetch(`${base}/api/admin/audit`, { headers: { cookie } });

  async function signUpVerifiedAccount(): Promise<void> {
    const headers = { origin: base, 'content-type': 'application/json' };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, name: '' }),
    });
    expect(signUp.status, await signUp.text()).toBe(200);
    let link: string | undefined;
    for (let tries = 0; !link && tries < 50; tries += 1) {
      const outbox = (await (await fetch(`${base}/dev/outbox.json?token=${OUTBOX_TOKEN}`)).json()) as {
        messages: { to: string; links: string[] }[];
      };
      link = outbox.messages.find((message) => message.to === email)?.links[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const verify = await fetch(new URL(new URL(link!).pathname + new URL(link!).search, base), { redirect: 'manual' });
    expect(verify.status).toBeLessThan(400);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.text()).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, OUTBOX_TOKEN };
    server = start('start', 'src/main.ts', [], env);
    serverExit = finished(server);
    const startedBy = Date.now() + 110_000;
    while (!(await isServerRunning(dataDir))) {
      if (Date.now() > startedBy || server.exitCode !== null)
        throw new Error(
          `the server did not start: ${JSON.stringify(await Promise.race([serverExit, 'still running']))}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await signUpVerifiedAccount();
  });

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await serverExit;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'grants an administrator through the running server, which opens /api/admin at once, and says "already" the second time',
    { timeout: 60_000 },
    async () => {
      expect((await auditPage()).status).toBe(404);
      const granted = await admin('grant');
      expect(granted, granted.stderr).toMatchObject({ code: 0 });
      expect(granted.stdout.trim()).toBe(`${email} is an administrator (through the running server).`);
      const page = await auditPage();
      expect(page.status).toBe(200);
      expect(
        ((await page.json()) as { entries: { action: string }[] }).entries.filter(
          (entry) => entry.action === 'admin.grant',
        ),
      ).toHaveLength(1);
      const again = await admin('grant');
      expect(again.code).toBe(0);
      expect(again.stdout.trim()).toBe(`${email} already is an administrator; nothing changed.`);
      const unknown = await run('admin', 'src/cli/admin-cli.ts', 'grant', 'nobody@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr.trim()).toBe('No account uses nobody@example.com. The person signs up first.');
    },
  );

  it(
    'refuses db:migrate, demo and restore with one line, and a second server does not start',
    { timeout: 90_000 },
    async () => {
      const [migrate, demo, restore, secondServer] = await Promise.all([
        run('db:migrate', 'src/db/migrate-cli.ts'),
        run('demo', 'src/demo/seed-cli.ts'),
        run('restore', 'src/cli/backup-cli.ts', 'restore', path.join(dataDir, 'some.backup')),
        finished(start('start', 'src/main.ts', [], { ...env, PORT: String(await freePort()) })),
      ]);
      expect(migrate).toMatchObject({
        code: 1,
        stderr: `${RUNNING}, it applies the migrations itself when it starts again.\n`,
      });
      expect(demo).toMatchObject({ code: 1, stderr: `${RUNNING}, then run npm run demo.\n` });
      expect(restore).toMatchObject({ code: 1, stderr: `${RUNNING}, then restore.\n` });
      expect(secondServer.code).toBe(1);
      expect(secondServer.stderr).toMatch(
        /^The server \(pid \d+\) has this data directory open: wait for it to finish or stop it first\.$/m,
      );
      expect((await auditPage()).status).toBe(200);
    },
  );

  it(
    'after the server stops, the database holds the one grant and its one audit entry, and the directory is free again',
    { timeout: 60_000 },
    async () => {
      server.kill('SIGTERM');
      expect((await serverExit).code).toBe(0);
      expect(existsSync(lockFileOf(path.join(dataDir, 'db')))).toBe(false);
      const again = await admin('grant');
      expect(again.stdout.trim()).toBe(`${email} already is an administrator; nothing changed.`);
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        const entries = await database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.action, 'admin.grant'));
        expect(entries).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );
});
