import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '@beatpasal/shared/api-error';
import { OEMBED_MESSAGES, ZOEmbedQuery, ZOEmbedResponse } from '@beatpasal/shared/schemas/oembed-api';
import { access } from '../../auth/access-declaration';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { getOEmbed } from '../../services/embed/get-oembed';

/**
 * The spec's 501 for its other format, XML, in the shape of every other error. The error table has
 * no 501 (nothing else answers one), so this one answer is written here; a format the spec does not
 * know is a bad request.
 */
function onlyJson(requestId: string) {
  const { text, key } = OEMBED_MESSAGES.onlyJson;
  return { error: { code: 'NOT_IMPLEMENTED', message: text, messageKey: key }, requestId };
}

/**
 * GET /api/oembed?url=…&format=json: the discovery links of the track and artist pages point here
 * (routes/share-pages), so a link pasted where oEmbed is read unfurls as our player. JSON only:
 * `format=xml` is the spec's 501.
 */
export default async function oembedRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/oembed',
    {
      schema: {
        // Without a url (as the access suite calls it) everyone gets the same 400.
        ...access('none', { others: 400 }),
        tags: ['pages'],
        summary: 'The oEmbed answer (rich, an iframe) for a track or artist page address.',
        querystring: ZOEmbedQuery,
        response: { 200: ZOEmbedResponse, 501: ZApiError },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (format === 'xml') {
        return reply
          .status(501)
          .header('cache-control', 'no-store')
          .send(onlyJson(String(request.id)));
      }
      if (format !== undefined && format !== 'json')
        throw new AppError('BAD_REQUEST', { userMessage: OEMBED_MESSAGES.onlyJson });
      const answer = await getOEmbed(ctx, request.query);
      return reply.header('cache-control', 'public, max-age=300').send(answer);
    },
  );
}
