import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { WEB_DIST } from '../../plugins/spa';
import { getArtistShareMeta, getTrackShareMeta, type ShareMeta } from '../../services/catalogue/get-share-meta';
import { injectShareTags } from './inject-share-tags';

interface ShareRouteOptions {
  ctx: AppContext;
  webDist?: string;
}

/**
 * /track/{id} and /artist/{username} are the SPA's index.html with Open Graph and Twitter tags in
 * its head, so a link pasted into Facebook, Viber or WhatsApp shows title and cover. These routes
 * win over the SPA's catch-all; an unknown id gets the plain index.html.
 */
export default async function sharePageRoutes(app: FastifyInstance, { ctx, webDist = WEB_DIST }: ShareRouteOptions) {
  const indexFile = path.join(webDist, 'index.html');

  async function sendPage(reply: FastifyReply, meta: ShareMeta | null) {
    const html = await readFile(indexFile, 'utf8').catch(() => {
      throw new AppError('UNAVAILABLE', { userMessage: 'The web app is not built yet. Run `npm run build`.' });
    });
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(meta ? injectShareTags(html, meta) : html);
  }

  app.get<{ Params: { id: string } }>('/track/:id', { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, await getTrackShareMeta(ctx, request.params.id)),
  );

  app.get<{ Params: { username: string } }>('/artist/:username', { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, await getArtistShareMeta(ctx, request.params.username)),
  );
}
