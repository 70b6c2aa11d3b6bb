import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { SHARE_IMAGE } from '../../media/images/share-image';
import { PAGE_COMPRESSION } from '../../plugins/compression';
import { WEB_DIST } from '../../plugins/spa';
import { getShareImage } from '../../services/catalogue/get-share-image';
import { getArtistSharePage, getTrackSharePage, type SharePage } from '../../services/catalogue/get-share-meta';
import { pageCacheControl, type FirstScreen } from '../../web/first-screen';
import { inlineStylesheets } from '../../web/inline-stylesheets';
import { access } from '../../auth/access-declaration';
import { injectShareTags } from './inject-share-tags';

interface ShareRouteOptions {
  ctx: AppContext;
  firstScreen: FirstScreen;
  webDist?: string;
}

const SHARE_IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * /track/{id} and /artist/{username} are the SPA's index.html with Open Graph and Twitter tags in
 * its head, so a link pasted into Facebook, Viber or WhatsApp shows title and cover. These routes
 * win over the SPA's catch-all. An unknown track or artist answers 404 with the same page (the
 * SPA says 'Track not found.' or 'No artist found…'), so crawlers do not index it.
 */
export default async function sharePageRoutes(
  app: FastifyInstance,
  { ctx, firstScreen, webDist = WEB_DIST }: ShareRouteOptions,
) {
  const indexFile = path.join(webDist, 'index.html');

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: SharePage) {
    const builtHtml = await readFile(indexFile, 'utf8').catch(() => {
      throw new AppError('UNAVAILABLE', { userMessage: REQUEST_MESSAGES.webNotBuilt });
    });
    const indexHtml = inlineStylesheets(builtHtml, webDist);
    const rendered = page.isFound
      ? await firstScreen.render(request, indexHtml)
      : { html: indexHtml, isForEveryone: false };
    return reply
      .status(page.isFound ? 200 : 404)
      .header('Cache-Control', pageCacheControl(rendered))
      .type('text/html; charset=utf-8')
      .send(page.meta ? injectShareTags(rendered.html, page.meta) : rendered.html);
  }

  app.get<{ Params: { id: string } }>(
    '/track/:id',
    {
      schema: {
        ...access('track', { others: 503 }),
        tags: ['pages'],
        summary: 'The track page of the web app, with its share tags (HTML).',
      },
      compress: PAGE_COMPRESSION,
    },
    async (request, reply) => {
      const viewer = await request.sessionUser();
      return sendPage(
        request,
        reply,
        await getTrackSharePage(ctx, { trackId: request.params.id, viewerId: viewer?.id ?? null }),
      );
    },
  );

  app.get<{ Params: { username: string } }>(
    '/artist/:username',
    {
      schema: {
        ...access('artistName', { others: 503 }),
        tags: ['pages'],
        summary: 'The artist page of the web app, with its share tags (HTML).',
      },
      compress: PAGE_COMPRESSION,
    },
    async (request, reply) => sendPage(request, reply, await getArtistSharePage(ctx, request.params.username)),
  );

  app.get<{ Params: { area: string; name: string } }>(
    '/share-images/:area/:name',
    {
      schema: {
        ...access('none', { others: 404 }),
        tags: ['pages'],
        summary: 'The share image (PNG) of a track or artist page.',
      },
    },
    async (request, reply) => {
      const image = await getShareImage(ctx, request.params);
      return reply.header('Cache-Control', SHARE_IMAGE_CACHE).type(SHARE_IMAGE.contentType).send(image);
    },
  );
}
