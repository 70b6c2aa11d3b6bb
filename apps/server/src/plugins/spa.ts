import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors/app-error';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { SERVER_ROOT } from '../server-root';
import { PAGE_COMPRESSION } from './compression';
import { pageCacheControl, type FirstScreen } from '../web/first-screen';
import { inlineStylesheets } from '../web/inline-stylesheets';

export const WEB_DIST = path.join(SERVER_ROOT, '../web/dist');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Machine addresses: an unknown one is a 404, never the app shell a scraper or a client would take for success. */
const NOT_PAGES = ['/api', '/files', '/assets', '/metrics', '/.well-known'];
const isNeverAPage = (pathname: string) =>
  NOT_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every client route, with
 * the first screen rendered in it for the pages people land on.
 */
export async function registerSpa(app: FastifyInstance, firstScreen: FirstScreen, distDir = WEB_DIST) {
  const indexFile = path.join(distDir, 'index.html');
  const isBuilt = existsSync(indexFile);
  const indexHtml = isBuilt ? inlineStylesheets(readFileSync(indexFile, 'utf8'), distDir) : '';
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes FILE.br and FILE.gz beside each script and style (decision 053): sent as
      // they are to a browser that accepts them, never compressed again, and not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.get('/*', { schema: { hide: true }, compress: PAGE_COMPRESSION }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isNeverAPage(pathname)) {
      throw new AppError('NOT_FOUND', { userMessage: REQUEST_MESSAGES.noRoute({ method: 'GET', path: pathname }) });
    }
    if (!isBuilt) {
      throw new AppError('UNAVAILABLE', { userMessage: REQUEST_MESSAGES.webNotBuilt });
    }
    const page = await firstScreen.render(request, indexHtml);
    return reply.header('Cache-Control', pageCacheControl(page)).type('text/html; charset=utf-8').send(page.html);
  });
}
