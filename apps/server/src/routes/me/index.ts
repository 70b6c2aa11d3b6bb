import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMe, ZSetLanguage, ZSetUsername } from '@beatpasal/shared/schemas/accounts';
import type { AppContext } from '../../context';
import { claimUsername } from '../../services/accounts/claim-username';
import { getMe } from '../../services/accounts/get-me';
import { setLanguage } from '../../services/accounts/set-language';
import { access, signedIn } from '../../auth/access-declaration';

export default async function meRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Signed out is an answer, not an error: the SPA decides its routes from it. */
  api.get(
    '/api/me',
    { schema: { ...access('none', { others: 200 }), tags: ['accounts'], response: { 200: ZMe } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getMe(ctx, await request.sessionUser());
    },
  );

  api.post(
    '/api/me/username',
    {
      schema: { ...signedIn('none', { others: 409 }), tags: ['accounts'], body: ZSetUsername, response: { 200: ZMe } },
    },
    async (request) => {
      const user = await request.requireUser();
      return claimUsername(ctx, { user, ...request.body });
    },
  );

  api.put(
    '/api/me/language',
    {
      schema: {
        ...signedIn('none', { others: 200 }),
        tags: ['accounts'],
        body: ZSetLanguage,
        response: { 200: ZSetLanguage },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return setLanguage(ctx, { userId: user.id, language: request.body.language });
    },
  );
}
