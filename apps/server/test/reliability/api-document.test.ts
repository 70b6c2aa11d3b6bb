import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { documentedRoutes, documentPath, type TDocumentedRoute } from './api-document';

/** Registered routes the document leaves out on purpose, each with its reason. */
const UNDOCUMENTED: Record<string, string> = {
  'GET /*': 'the web app: index.html for every client route (plugins/spa.ts)',
  'GET /api/docs': 'the document viewer and its static files',
  'GET /api/docs/static/*': 'the document viewer and its static files',
  'GET /api/docs/static/index.html': 'the document viewer and its static files',
  'GET /api/docs/static/swagger-initializer.js': 'the document viewer and its static files',
  'GET /api/docs/json': 'the document itself',
  'GET /api/docs/yaml': 'the document itself',
};
/** One catch-all hands /api/auth/* to better-auth; the document lists the endpoints under it that the web app uses. */
const AUTH_CATCH_ALL = '/api/auth/*';

const MULTIPART_ROUTES = [
  'PUT /api/me/artist-profile',
  'POST /api/me/wallet-qrs',
  'POST /api/contact',
  'POST /api/me/tracks',
  'PATCH /api/me/tracks/{id}',
  'POST /api/purchases/{id}/proof',
  'POST /api/purchases/{id}/alternate',
  'POST /api/reports',
];

describe('the API document describes every route', () => {
  let t: TestApp;
  const registered: string[] = [];
  let documented: TDocumentedRoute[];

  beforeAll(async () => {
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    };
    t = await createTestApp({ onRoute });
    documented = await documentedRoutes(t);
  });
  afterAll(() => t.close());

  const key = (route: TDocumentedRoute) => `${route.method} ${route.path}`;

  it('has every registered route but the web app and the document itself', () => {
    const keys = new Set(documented.map(key));
    // Fastify answers HEAD for every GET by itself.
    const routes = registered.filter(
      (route) => !(route.startsWith('HEAD ') && registered.includes(route.replace(/^HEAD/, 'GET'))),
    );
    const missing = routes.filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      if (UNDOCUMENTED[route] || url === AUTH_CATCH_ALL) return false;
      return !keys.has(`${method} ${documentPath(url)}`);
    });
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
    process.stdout.write(
      `API document: ${routes.length} registered routes, ${documented.length} documented operations\n`,
    );
  });

  it('lists the auth endpoints the web app calls, and better-auth answers each of them', async () => {
    const auth = documented.filter((route) => route.path.startsWith('/api/auth/'));
    expect(auth.map(key)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-out',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
        'GET /api/auth/verify-email',
      ]),
    );
    for (const route of auth) {
      const url = route.path.replace('{token}', 'no-such-token');
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: { origin: t.env.PUBLIC_URL },
        payload: route.method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${key(route)}: ${res.body}`).not.toBe(404);
    }
  });

  it('describes each multipart body: its fields, its file parts and their byte limits', () => {
    for (const name of MULTIPART_ROUTES) {
      const route = documented.find((candidate) => key(candidate) === name);
      const schema = route?.operation.requestBody?.content['multipart/form-data']?.schema;
      expect(schema?.properties, name).toBeDefined();
      const files = Object.values(schema!.properties!).filter((property) => property.format === 'binary');
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) expect(file['x-max-bytes'], name).toBeGreaterThan(0);
    }
  });

  it('documents the body of every route that reads one', () => {
    const withoutBody = documented
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !route.operation.requestBody)
      .map(key);
    // These take no body: the path names the object and the action.
    const NAMES_ITS_ACTION =
      /\/(primary|retry|play|like|approve|seen|block|accept|decline|handle|refund-received|sign-out|confirm|dismiss|payment-inbox|follow|read|read-all|unsubscribe)$/;
    // tus's creation: the upload's size and kind come in headers (the operation's description says which).
    const HEADERS_ONLY = ['POST /api/uploads'];
    expect(withoutBody.filter((route) => !NAMES_ITS_ACTION.test(route) && !HEADERS_ONLY.includes(route))).toEqual([]);
  });
});
