import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUnsubscribed, ZUnsubscribeQuery } from '@beatpasal/shared/schemas/notifications';
import type { AppContext } from '../../context';
import { access } from '../../auth/access-declaration';
import { unsubscribeByLink } from '../../services/notifications/unsubscribe-by-link';

/**
 * The signed unsubscribe link of every notification mail (decision 079). Mail providers POST
 * `List-Unsubscribe=One-Click` as a form (RFC 8058), so this plugin's scope reads forms; the link
 * itself is the credential, its body is ignored.
 */
export default async function unsubscribeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  api.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        ...access('none', { others: 404 }),
        tags: ['notifications'],
        summary: 'Turns one kind of e-mail off from a signed link; no session needed.',
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribed },
      },
    },
    async (request) => unsubscribeByLink(ctx, request.query),
  );
}
