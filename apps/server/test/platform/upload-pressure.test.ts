import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { createArtist, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MB = 1024 * 1024;
const IDLE_TIMEOUT_MS = 1000;
const BOUNDARY = 'PressureBoundary';
const CONTACT_FIELDS = { name: 'Ram', username: 'ram_b', phone: '9812345678', category: 'purchase', message: 'Help.' };

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
const END = `\r\n--${BOUNDARY}--\r\n`;

interface Answer {
  status?: number;
  body?: string;
  error?: string;
}

/** Posts fields and one file over a fresh connection, as a browser would: the answer, or the socket error. */
function postForm(
  base: string,
  urlPath: string,
  options: { fields: Record<string, string>; fileField: string; file: Buffer; cookie?: string; method?: string },
): Promise<Answer> {
  const head = Buffer.from(
    Object.entries(options.fields)
      .map(([name, value]) => fieldPart(name, value))
      .join('') + fileHead(options.fileField),
  );
  const tail = Buffer.from(END);
  return new Promise((resolve) => {
    const req = http.request(new URL(urlPath, base), {
      method: options.method ?? 'POST',
      agent: false,
      headers: {
        origin: 'http://localhost:3000',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + options.file.length + tail.length,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
      res.on('error', (error) => resolve({ status: res.statusCode, error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.write(head);
    req.write(options.file);
    req.end(tail);
  });
}

/** Highest resident memory seen while `work` runs, sampled every 10 ms. */
async function peakRssDuring(work: () => Promise<unknown>): Promise<number> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().rss);
}

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('uploads over real HTTP: memory, stalled sockets, early refusals', () => {
  let t: TestApp;
  let base: string;
  let artist: TestAccount;
  let tempRoot: string;
  const previousTmpdir = process.env.TMPDIR;
  /** Bytes the server read on each connection, counted when the connection closes. */
  const serverSockets: Socket[] = [];
  const uploadDirs = () => readdirSync(tempRoot).filter((name) => name.startsWith('beatpasal-media-'));

  beforeAll(async () => {
    // A private os.tmpdir() for this file, so its upload directories can be counted.
    tempRoot = mkdtempSync(path.join(os.tmpdir(), 'upload-pressure-'));
    process.env.TMPDIR = tempRoot;
    t = await createTestApp({ env: { HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) }, eventsHeartbeatMs: 250 });
    artist = await createArtist(t);
    base = await t.listen();
    t.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    process.env.TMPDIR = previousTmpdir;
    rmSync(tempRoot, { recursive: true, force: true });
  });

  const bytesReadSince = (first: number) =>
    serverSockets.slice(first).reduce((sum, socket) => sum + socket.bytesRead, 0);

  it('answers 40 parallel 10 MB contact posts without holding them in memory, refusing the flood unread', async () => {
    const file = Buffer.alloc(10 * MB - 4096, 7);
    const firstSocket = serverSockets.length;
    const before = process.memoryUsage().rss;
    let answers: Answer[] = [];
    const peak = await peakRssDuring(async () => {
      answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          postForm(base, '/api/contact', { fields: CONTACT_FIELDS, fileField: 'screenshot', file }),
        ),
      );
    });
    expect(peak - before).toBeLessThan(150 * MB);
    const limited = answers.filter((answer) => answer.status === 429);
    // Five are read (and refused: the bytes are no image); the rest are answered before their bodies are read.
    expect(answers.filter((answer) => answer.status === 415)).toHaveLength(5);
    expect(limited.length + answers.filter((answer) => answer.error).length).toBe(35);
    expect(limited.length).toBeGreaterThan(0);
    expect(JSON.parse(limited[0]!.body!).error.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(bytesReadSince(firstSocket)).toBeLessThan(5 * 10 * MB + 35 * 2 * MB);
    expect(await waitFor(() => uploadDirs().length === 0, 5000)).toBe(true);
  });

  it('refuses an unexpected file field before reading the file', async () => {
    const firstSocket = serverSockets.length;
    const answer = await postForm(base, '/api/me/artist-profile', {
      method: 'PUT',
      fields: { displayName: 'DJ' },
      fileField: 'payload',
      file: Buffer.alloc(20 * MB, 1),
      cookie: artist.cookie,
    });
    await waitFor(() => serverSockets.slice(firstSocket).every((socket) => socket.destroyed), 5000);
    expect(bytesReadSince(firstSocket)).toBeLessThan(4 * MB);
    if (answer.status !== undefined) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body!).error.message).toBe('The form contained a file we did not expect.');
    } else {
      expect(answer.error).toMatch(/ECONNRESET|EPIPE/);
    }
    expect(await waitFor(() => uploadDirs().length === 0, 5000)).toBe(true);
  });

  it('closes stalled uploads after the idle timeout and frees what they held', async () => {
    const before = process.memoryUsage().rss;
    const sockets = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
        socket.on('error', () => {});
        const body = fieldPart('displayName', 'DJ') + fileHead('avatar');
        socket.write(
          `PUT /api/me/artist-profile HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\nCookie: ${artist.cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${8 * MB}\r\n\r\n${body}`,
        );
        socket.write(Buffer.alloc(MB, 3));
        return { sentAt: Date.now(), closed };
      }),
    );
    let mostDirs = 0;
    const sampler = setInterval(() => (mostDirs = Math.max(mostDirs, uploadDirs().length)), 20);
    const stalledFor = await Promise.all(sockets.map(async ({ sentAt, closed }) => (await closed) - sentAt)).finally(
      () => clearInterval(sampler),
    );
    // The uploads had begun: each had its temp directory while it waited.
    expect(mostDirs).toBeGreaterThan(0);
    for (const ms of stalledFor) {
      expect(ms).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(IDLE_TIMEOUT_MS * 8);
    }
    expect(await waitFor(() => uploadDirs().length === 0, 5000)).toBe(true);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * MB);
  });

  it('keeps the live-updates stream open past the idle timeout: its heartbeats count as activity', async () => {
    const received: string[] = [];
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(new URL('/api/events', base), { agent: false, headers: { cookie: artist.cookie } }, resolve)
        .on('error', reject);
    });
    expect(res.statusCode).toBe(200);
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => received.push(chunk));
    let closed = false;
    res.on('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS * 3));
    expect(closed).toBe(false);
    expect(received.join('').match(/: heartbeat/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    res.destroy();
  });
});
