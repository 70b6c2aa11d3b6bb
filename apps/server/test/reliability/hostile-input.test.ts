import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createArtist, createBuyer } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertSellableTrack, pendingPurchase } from '../purchases/purchase-fixtures';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { documentedRoutes, type TDocumentedRoute } from './api-document';
import { hostileRequest, type THostileContext } from './hostile-requests';
import { storeSnapshot } from './store-snapshot';

/** Requests per route: FUZZ_RUNS=1000 (npm run test:fuzz) is the full profile, CI runs the short one. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/**
 * The full profile holds /api/health to 100 ms. The short CI profile runs beside other suites on a
 * shared 2-core machine, where sign-up's password hashing alone has held it 100–500 ms: there only
 * a stall fails (decision 037).
 */
/**
 * CI draws the same requests every run (a red run must mean the code changed, not the dice);
 * FUZZ_SEED picks another set, and the full profile draws a new one each time.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : RUNS >= 1000 ? undefined : 20_261_125;
const HEALTH_BUDGET_MS = Number(process.env.FUZZ_HEALTH_BUDGET_MS ?? (RUNS >= 1000 ? 100 : 1000));
/** Test apps run without a web build: the page routes answer this 503 by design (plugins/spa.ts). */
const saysNoWebBuild = (status: number, body: string) => status === 503 && body.includes('npm run build');
/** Zod's own wording, which means a schema lacks a message for people. */
const MACHINE_MESSAGE =
  /Invalid input|expected .+, received|^Too (big|small)|^Invalid (option|uuid|email|string|key|union|format|date)|Unrecognized key|^Required$|FST_/i;
/** Signed-out only: a stream never ends under inject(), and auth routes are for people signing in (sign-out would end the callers' sessions). */
const VISITOR_ONLY = (route: TDocumentedRoute) => route.path === '/api/events' || route.path.startsWith('/api/auth/');

function userMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown };
    const message = parsed.error?.message ?? parsed.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

describe('generated hostile requests to every documented route', () => {
  let t: TestApp;
  let routes: TDocumentedRoute[];
  let context: THostileContext;
  const failures: string[] = [];
  const totals = { routes: 0, requests: 0, serverErrors: 0, maxHealthMs: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const [artist, buyer, admin] = await Promise.all([createArtist(t), createBuyer(t), createAdmin(t)]);
    const { trackId } = await insertSellableTrack(t, artist);
    const purchaseId = await pendingPurchase(t, buyer, trackId);
    context = {
      cookies: [undefined, buyer.cookie, artist.cookie, admin.cookie],
      ids: [trackId, purchaseId, artist.username],
      hints: { trackId },
    };
    routes = await documentedRoutes(t);
    // First calls load code lazily (better-auth's endpoints, sharp, pdfkit); the latency budget is for a running server.
    for (const route of routes)
      await fc.assert(
        fc.asyncProperty(
          hostileRequest(route, { ...context, cookies: [undefined] }),
          async (request) => void (await t.app.inject(request)),
        ),
        { numRuns: 1 },
      );
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    const summary = `hostile input: ${totals.routes} routes, ${totals.requests} requests (${RUNS} per route), ${totals.serverErrors} 5xx, max /api/health latency ${totals.maxHealthMs.toFixed(1)} ms`;
    process.stdout.write(`${summary}\n`);
    if (process.env.FUZZ_RESULT_FILE)
      writeFileSync(
        process.env.FUZZ_RESULT_FILE,
        JSON.stringify(
          { ...totals, runsPerRoute: RUNS, failures: failures.length, at: new Date().toISOString() },
          null,
          2,
        ),
      );
    await t.close();
  });

  async function check(route: TDocumentedRoute, request: InjectOptions) {
    const isWrite = !['GET', 'HEAD'].includes(route.method);
    const before = isWrite ? await storeSnapshot(t) : undefined;
    const res = await t.app.inject(request);
    totals.requests += 1;
    const where = `${request.method} ${String(request.url).slice(0, 120)} (${String(request.headers?.['content-type'] ?? 'no body')})`;
    // A HEAD answer has no body to tell the designed 503 by: the same request as a GET does.
    const isNoWebBuild =
      request.method === 'HEAD' && res.statusCode === 503
        ? await t.app.inject({ ...request, method: 'GET' }).then((get) => saysNoWebBuild(get.statusCode, get.body))
        : saysNoWebBuild(res.statusCode, res.body);
    if (res.statusCode >= 500 && !isNoWebBuild) {
      totals.serverErrors += 1;
      failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return;
    }
    if (res.statusCode < 400 || res.statusCode >= 500 || route.method === 'HEAD') return;
    // Outside /api a person follows a link: the answer is a page that says what went wrong (plugins/refuse-nul-in-address.ts).
    if (!route.path.startsWith('/api/') && String(res.headers['content-type']).startsWith('text/html')) return;
    const message = userMessage(res.body);
    if (!message || MACHINE_MESSAGE.test(message))
      failures.push(
        `${where}: ${res.statusCode} unreadable message ${JSON.stringify(message ?? res.body.slice(0, 120))}`,
      );
    if (before !== undefined && (await storeSnapshot(t)) !== before)
      failures.push(`${where}: ${res.statusCode} but stored something`);
  }

  /** Pings /api/health while the route is fuzzed; answers the slowest answer's milliseconds. */
  function watchHealth() {
    let slowest = 0;
    let isRunning = true;
    const loop = (async () => {
      while (isRunning) {
        const started = performance.now();
        await t.app.inject({ method: 'GET', url: '/api/health' });
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    return async () => {
      isRunning = false;
      await loop;
      return slowest;
    };
  }

  it(
    'answers every route without a 5xx, with a readable message, storing nothing, while /api/health stays fast',
    async () => {
      for (const route of routes) {
        const routeContext = VISITOR_ONLY(route) ? { ...context, cookies: [undefined] } : context;
        const stopWatching = watchHealth();
        let slowest: number;
        try {
          await fc.assert(
            fc.asyncProperty(hostileRequest(route, routeContext), (request) => check(route, request)),
            { numRuns: RUNS, seed: SEED },
          );
        } finally {
          slowest = await stopWatching();
        }
        totals.routes += 1;
        totals.maxHealthMs = Math.max(totals.maxHealthMs, slowest);
        if (slowest > HEALTH_BUDGET_MS)
          failures.push(`${route.method} ${route.path}: /api/health took ${slowest.toFixed(0)} ms`);
      }
      expect(failures.slice(0, 40)).toEqual([]);
    },
    Math.max(120_000, RUNS * 500 * 110),
  );
});
