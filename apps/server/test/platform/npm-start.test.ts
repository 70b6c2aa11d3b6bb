import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT, SERVER_DIR, SpawnedServer, statusOf, waitForStatus } from '../helpers/spawned-server';

/**
 * Issue 32, items 1 and 8: the README's `npm start` (after `npm run build`) runs the compiled
 * server with node, reads `.env` with the environment winning, and a SIGTERM sent to the npm
 * process reaches the server, which finishes the request in flight and exits.
 */
describe('npm start, as the README runs it', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-npm-start-'));
  const envFile = path.join(workDir, '.env');
  let port: number;
  let npm: SpawnedServer;

  beforeAll(async () => {
    // The build under test is this source's, never an older dist/.
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
    port = await freePort();
    writeFileSync(
      envFile,
      [
        '# as .env.example writes values: quoted',
        'PUBLIC_URL="http://from-the-env-file.example:4321"',
        'MAIL_FROM="Beatpasal <no-reply@from-the-env-file.example>"',
        'PORT="1"',
      ].join('\n'),
    );
    npm = new SpawnedServer('npm', ['start'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ENV_FILE: envFile,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      },
    });
    await waitForStatus(`http://127.0.0.1:${port}/api/ready`, 200, npm);
  }, 180_000);

  afterAll(async () => {
    npm?.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  });

  it('runs dist/main.js with node and reads .env, the environment winning', async () => {
    expect(npm.output).toContain('exec node --enable-source-maps');
    expect(npm.output).toContain('dist/main.js');
    // PUBLIC_URL only in the file; PORT in both, and it listens on the environment's.
    expect(npm.output).toContain('Beatpasal is running on http://from-the-env-file.example:4321');
    expect(npm.output).toContain(`Server listening at http://127.0.0.1:${port}`);
  });

  it('passes SIGTERM to the server, which answers the request in flight, then exits', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Half a request: the server holds it open while it shuts down.
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://from-the-env-file.example:4321\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    npm.kill('SIGTERM');
    await npm.waitFor(/shutting down: no new requests/);
    expect(await statusOf(`http://127.0.0.1:${port}/api/health`)).toBe(0);
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);

    await npm.exited;
    expect(npm.output).toContain('stopped cleanly');
  }, 60_000);
});
