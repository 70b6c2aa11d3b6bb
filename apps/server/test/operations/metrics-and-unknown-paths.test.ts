import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOperatorStatus } from '@beatpasal/shared/health';
import { enqueueJob } from '../../src/jobs/enqueue-job';
import { createTestApp, type TestApp } from '../helpers/test-app';

const METRICS_TOKEN = 'scraper-token-0123456789';
const APP_SHELL = '<!doctype html><html><body><div id="root">the app shell</div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-web-shell-'));
  writeFileSync(path.join(dist, 'index.html'), APP_SHELL);
  t = await createTestApp({ env: { METRICS_TOKEN }, webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const scrape = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one sample line, `name{labels} value`. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}${labels ? `{${labels}}` : ''} `) ||
        (labels === '' && candidate.startsWith(`${name} `)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('Prometheus metrics behind METRICS_TOKEN', () => {
  it('answers 404, never the app shell, without the token or with a wrong one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: METRICS_TOKEN },
    ] as Record<string, string>[]) {
      const res = await scrape(headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('app shell');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(404);
  });

  it('serves the named series to a scraper with the token', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await enqueueJob(t.ctx.database.db, 'test.waiting', {});
    const res = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      sample(
        text,
        'beatpasal_http_request_duration_seconds_count',
        'method="GET",route="/api/health",status_code="200"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'beatpasal_jobs_waiting', 'kind="test.waiting"')).toBe(1);
    expect(sample(text, 'beatpasal_jobs_oldest_due_seconds', 'kind="test.waiting"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'beatpasal_mail_outbox_waiting')).toBe(0);
    expect(sample(text, 'beatpasal_mail_outbox_oldest_seconds')).toBe(0);
    expect(sample(text, 'beatpasal_queue_scrape_ok')).toBe(1);
    expect(sample(text, 'beatpasal_sse_connections')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE beatpasal_db_pool_connections gauge');
    if (t.ctx.database.kind === 'postgres')
      expect(sample(text, 'beatpasal_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
    // A route pattern, not an address: one series however many tracks are asked for.
    await t.app.inject({ method: 'GET', url: '/api/tracks/00000000-0000-4000-8000-000000000000' });
    expect((await scrape({ authorization: `Bearer ${METRICS_TOKEN}` })).body).toContain('route="/api/tracks/:id"');
  });

  it('serves the operator status with the token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/status',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const status = ZOperatorStatus.parse(res.json());
    expect(status.readiness).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', mail: 'local' } });
    expect(status.mail).toMatchObject({ smtp: 'local', waiting: 0, held: 0, oldestWaitingSeconds: null });
  });
});

describe('unknown machine addresses', () => {
  it.each([
    '/api/nope',
    '/api',
    '/files/nope',
    '/files',
    '/metrics/extra',
    '/.well-known/security.txt',
    '/.well-known',
    '/assets/missing.js',
  ])('%s answers 404, never the app shell', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('app shell');
  });

  it('still answers a page address with the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/beats', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('app shell');
  });
});
