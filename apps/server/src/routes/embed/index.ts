import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { access } from '../../auth/access-declaration';
import type { AppContext } from '../../context';
import { languageOfHeader } from '../../mail/mail-language';
import { PAGE_COMPRESSION } from '../../plugins/compression';
import { WEB_DIST } from '../../plugins/spa';
import { getArtistEmbed } from '../../services/embed/get-artist-embed';
import { getTrackEmbed } from '../../services/embed/get-track-embed';
import { absoluteUrl } from '../../services/embed/present-embed-track';
import { readBuildManifest } from '../../web/preload-links';
import { allowFraming, embedPolicy } from './embed-headers';
import { renderArtistEmbed, renderEmbedNotFound, renderTrackEmbed, type TEmbedPageInput } from './embed-page';

/** The player module's key in the web build's manifest (apps/web/src/embed/vite-plugin.ts). */
export const EMBED_MODULE = 'src/embed/embed-player.ts';

/** `?lang=ne` (what the embed code may carry) wins over the browser's languages. */
const ZEmbedQuery = z.object({ lang: z.string().max(10).optional() });

type TEmbedRequest<TParams> = { Params: TParams; Querystring: z.infer<typeof ZEmbedQuery> };

interface EmbedRouteOptions {
  ctx: AppContext;
  webDist?: string;
}

/**
 * /embed/track/{id} and /embed/artist/{username}: small server-rendered players that other sites
 * may frame (issue 34 part 6, decision 080). A track or artist the public may not see answers a
 * small 404 page in the reader's language.
 */
export default async function embedRoutes(app: FastifyInstance, { ctx, webDist = WEB_DIST }: EmbedRouteOptions) {
  const policy = embedPolicy(ctx.env);
  const moduleFile = readBuildManifest(webDist)?.[EMBED_MODULE]?.file;
  const scriptUrl = moduleFile ? `/${moduleFile}` : null;
  const tags = ['pages'];

  function pageInput(asked: string | undefined, acceptLanguage: string | undefined): TEmbedPageInput {
    const language: TLanguage = asked === 'ne' || asked === 'en' ? asked : languageOfHeader(acceptLanguage);
    return { language, scriptUrl };
  }

  function send(reply: FastifyReply, status: number, html: string) {
    return allowFraming(reply, policy)
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const notFound = (reply: FastifyReply, input: TEmbedPageInput) =>
    send(reply, 404, renderEmbedNotFound(input, absoluteUrl(ctx, '/')));

  app.get<TEmbedRequest<{ id: string }>>(
    '/embed/track/:id',
    {
      schema: {
        ...access('track', { others: 200 }),
        tags,
        summary: "A track's player for other sites' iframes (HTML).",
        params: z.object({ id: z.string() }),
        querystring: ZEmbedQuery,
      },
      compress: PAGE_COMPRESSION,
    },
    async (request, reply) => {
      const input = pageInput(request.query.lang, request.headers['accept-language']);
      const embed = await getTrackEmbed(ctx, request.params.id);
      return embed ? send(reply, 200, renderTrackEmbed(embed, input)) : notFound(reply, input);
    },
  );

  app.get<TEmbedRequest<{ username: string }>>(
    '/embed/artist/:username',
    {
      schema: {
        ...access('artistName', { others: 200 }),
        tags,
        summary: "An artist's latest tracks as a player for other sites' iframes (HTML).",
        params: z.object({ username: z.string().max(100) }),
        querystring: ZEmbedQuery,
      },
      compress: PAGE_COMPRESSION,
    },
    async (request, reply) => {
      const input = pageInput(request.query.lang, request.headers['accept-language']);
      const embed = await getArtistEmbed(ctx, request.params.username);
      return embed ? send(reply, 200, renderArtistEmbed(embed, input)) : notFound(reply, input);
    },
  );
}
