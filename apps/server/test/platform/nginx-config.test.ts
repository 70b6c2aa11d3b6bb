import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NGINX,
  NGINX_SITE,
  NGINX_SNIPPET,
  startNginx,
  type RunningNginx,
} from '../../../../e2e/production/nginx-proxy.mjs';
import { sameOrigin, signUpAndVerify } from '../helpers/factories';
import { freePort } from '../helpers/spawned-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 32, items 2 and 9: docs/deploy/nginx as written, in a real nginx, in front of the app.
 * The site file's upstream (its two instance addresses replaced by this test's: the app, and a
 * port where nothing listens, a dead instance) and the proxy snippet unchanged; TLS and the log
 * paths are the only other things replaced. CI installs nginx-light (.ci/run).
 */
const SITE = readFileSync(NGINX_SITE, 'utf8');
/** The test client's own loopback address: nginx (and the trusted proxy) is 127.0.0.1. */
const CLIENT = '127.0.0.2';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, localAddress: CLIENT }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe.skipIf(!NGINX)(
  `docs/deploy/nginx in a real nginx${NGINX ? '' : ' (skipped: nginx is not installed; apt-get install nginx-light)'}`,
  () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-nginx-'));
    let nginx: RunningNginx;
    let port: number;
    let appPort: number;
    let deadPort: number;
    let t: TestApp;

    beforeAll(async () => {
      port = await freePort();
      deadPort = await freePort();
      t = await createTestApp({
        env: {
          NODE_ENV: 'production',
          AUTH_SECRET: 'test-secret-for-production-mode-0123456789',
          TRUST_PROXY: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
      });
      appPort = Number(new URL(await t.listen()).port);
      // The second instance is dead: nothing listens on its port.
      nginx = await startNginx({
        host: '127.0.0.1',
        port,
        instances: [`127.0.0.1:${appPort}`, `127.0.0.1:${deadPort}`],
        workDir,
      });
    }, 120_000);

    afterAll(async () => {
      await nginx?.close();
      await t?.close();
      rmSync(workDir, { recursive: true, force: true });
    });

    it('the site file as a whole is valid nginx (nginx -t, with a throw-away certificate)', () => {
      const certDir = path.join(workDir, 'cert');
      mkdirSync(certDir);
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=beatpasal.example.com',
          '-keyout',
          path.join(certDir, 'privkey.pem'),
          '-out',
          path.join(certDir, 'fullchain.pem'),
        ],
        { stdio: 'ignore' },
      );
      const site = SITE.replaceAll('/etc/letsencrypt/live/beatpasal.example.com', certDir)
        .replaceAll('/var/log/nginx', workDir)
        .replace('/etc/nginx/snippets/beatpasal-proxy.conf', NGINX_SNIPPET);
      writeFileSync(path.join(workDir, 'site.conf'), site);
      writeFileSync(
        path.join(workDir, 'check.conf'),
        `pid ${workDir}/check.pid;\nevents {}\nhttp {\n  include ${workDir}/site.conf;\n}\n`,
      );
      const output = execFileSync(
        NGINX!,
        ['-t', '-p', workDir, '-c', path.join(workDir, 'check.conf'), '-e', path.join(workDir, 'check-error.log')],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(output).toBe('');
    });

    it('12 wrong sign-ins, each with a made-up X-Forwarded-For: 429 after 10', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 12; attempt++) {
        const answer = await request(
          port,
          'POST',
          '/api/auth/sign-in/email',
          { ...sameOrigin(t), 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}` },
          JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    });

    it('with one instance dead, every request is answered, and the log line names the instance', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => request(port, 'GET', '/api/health')));
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(200));
      // Written by nginx as the request ends: wait for the lines.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = readFileSync(nginx.accessLog, 'utf8');
      const lines = log.split('\n').filter((line) => line.includes('"GET /api/health'));
      expect(lines).toHaveLength(8);
      // A request that found the dead instance went on to the live one (a refused POST is resent too:
      // nothing of it had been sent); after max_fails the dead one is left out for fail_timeout.
      expect(log).toContain(`upstream=127.0.0.1:${deadPort}, 127.0.0.1:${appPort} upstream_status=502, `);
      expect(lines[0]).toMatch(
        new RegExp(
          `^${CLIENT.replaceAll('.', '\\.')} \\[.+\\] "GET /api/health HTTP/1\\.1" 200 \\d+ upstream=.* rt=[\\d.]+ urt=.* rid=[0-9a-f]{32} `,
        ),
      );
    });

    it('live updates pass through at once, unbuffered', async () => {
      const user = await signUpAndVerify(t);
      const started = Date.now();
      const first = await new Promise<string>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: '/api/events', headers: { cookie: user.cookie }, localAddress: CLIENT },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              resolve(chunk.toString());
              req.destroy();
            });
          },
        );
        req.on('error', reject);
      });
      expect(first).toContain(': connected');
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('a body over the upload limit is refused by nginx; one under it reaches the app', async () => {
      const raw = (length: number) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect({ host: '127.0.0.1', port, localAddress: CLIENT });
          let answer = '';
          socket.on('data', (chunk: Buffer) => {
            answer += chunk.toString();
            if (answer.includes('\r\n')) socket.destroy();
          });
          socket.on('close', () => resolve(answer.split('\r\n')[0]!));
          socket.on('error', reject);
          socket.write(
            `POST /api/me/tracks HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${t.env.PUBLIC_URL}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`,
          );
        });
      expect(await raw(241 * 1024 * 1024)).toBe('HTTP/1.1 413 Request Entity Too Large');
      // Not signed in: the app answers before reading a byte of the 230 MB.
      expect(await raw(230 * 1024 * 1024)).toBe('HTTP/1.1 401 Unauthorized');
    });
  },
);
