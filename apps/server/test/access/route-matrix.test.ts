import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ACTORS, type TAccessActor } from '../../src/auth/access-declaration';
import { sameOrigin } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createAccessWorld, type AccessWorld } from '../reliability/access-world';
import { documentedRoutes, type TDocumentedRoute } from '../reliability/api-document';
import { sampleRequest } from '../reliability/route-requests';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';

/**
 * Route × actor (decision 037): every route of the API document, called by every actor against
 * objects someone else owns, answers exactly the statuses its `x-access` declaration names.
 * MATRIX_RECORD=file writes what each cell answered, to review when declaring a new route.
 */
describe('every route × every actor answers as declared', () => {
  let t: TestApp;
  let world: AccessWorld;
  let routes: TDocumentedRoute[];
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createAccessWorld(t);
    routes = await documentedRoutes(t);
    baseUrl = await t.listen();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const name = (route: TDocumentedRoute) => `${route.method} ${route.path}`;
  /** Ends the caller's session: called last, or every later cell would be a visitor's. */
  const ENDS_SESSION = 'POST /api/auth/sign-out';
  const inCallOrder = () => [
    ...routes.filter((route) => name(route) !== ENDS_SESSION),
    ...routes.filter((route) => name(route) === ENDS_SESSION),
  ];

  /** A stream never ends, so inject() would never return: its status is read over HTTP and the stream dropped. */
  const STREAMS = new Set(['GET /api/events']);
  async function openStream(url: string, cookie: string | undefined) {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}${url}`, { headers: sameOrigin(t, cookie), signal: abort.signal });
    const body = res.status === 200 ? '' : await res.text();
    abort.abort();
    return { statusCode: res.status, body };
  }

  async function call(route: TDocumentedRoute, actor: TAccessActor) {
    const declaration = route.operation['x-access']!;
    const first = route.path.match(/\{([^}]+)\}/)?.[1];
    const pathValues: Record<string, string> = {
      ...world.params,
      ...(first ? { [first]: world.targets[declaration.target] } : {}),
    };
    if (route.path.startsWith('/files/private/')) pathValues['*'] = world.params.privateFile!;
    if (route.path.startsWith('/files/public/') || route.path.startsWith('/share-images/'))
      pathValues['*'] = world.params['*']!;
    if (route.path.startsWith('/share-images/'))
      Object.assign(pathValues, { area: world.params.area, name: world.params.name });
    const hints = {
      trackId: world.targets.track,
      targetId: world.targets.track,
      email: `probe-${actor}@example.com`,
      phone: '9812345678',
      username: `probe_${actor}`,
      trackUrl: `${t.env.PUBLIC_URL}/track/${world.targets.track}`,
      endpoint: `https://push.example.com/${actor}`,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
    };
    const request = await sampleRequest(route, pathValues, hints);
    const cookie = world.cookies[actor];
    if (STREAMS.has(name(route))) return openStream(request.url as string, cookie);
    return t.app.inject({
      ...request,
      headers: { ...sameOrigin(t, cookie), ...(request.headers as Record<string, string>) },
    });
  }

  it('declares who may call each route', () => {
    const undeclared = routes.filter((route) => !route.operation['x-access']).map(name);
    expect(undeclared).toEqual([]);
  });

  it('answers each cell as declared: no unexpected allow', async () => {
    const observed: Record<string, Record<string, number>> = {};
    const wrong: string[] = [];
    let cells = 0;
    for (const route of inCallOrder().filter((candidate) => candidate.operation['x-access'])) {
      const expected = route.operation['x-access']!.expect;
      observed[name(route)] = {};
      for (const actor of ACCESS_ACTORS) {
        const res = await call(route, actor);
        cells += 1;
        observed[name(route)]![actor] = res.statusCode;
        if (res.statusCode !== expected[actor])
          wrong.push(
            `${name(route)} as ${actor}: ${res.statusCode}, declared ${expected[actor]} ${res.body.slice(0, 160)}`,
          );
      }
    }
    if (process.env.MATRIX_RECORD) writeFileSync(process.env.MATRIX_RECORD, JSON.stringify(observed, null, 1));
    process.stdout.write(
      `route × actor matrix: ${routes.length} routes, ${ACCESS_ACTORS.length} actors, ${cells} cells, ${wrong.length} unexpected\n`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
