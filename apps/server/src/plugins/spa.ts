import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors/app-error';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
export async function registerSpa(app: FastifyInstance, distDir = WEB_DIST) {
  const isBuilt = existsSync(path.join(distDir, 'index.html'));
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/files/') || pathname.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', { userMessage: `No route for GET ${pathname}.` });
    }
    if (!isBuilt) {
      throw new AppError('UNAVAILABLE', { userMessage: 'The web app is not built yet. Run `npm run build`.' });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
