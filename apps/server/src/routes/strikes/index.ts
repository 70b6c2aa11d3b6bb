import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZAppealStrike, ZIdParam, ZStrikeList } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../context';
import { appealStrike } from '../../services/moderation/strikes/appeal-strike';
import { listMyStrikes } from '../../services/moderation/strikes/list-my-strikes';
import { signedIn } from '../../auth/access-declaration';

/** A person's own warnings and their one appeal each. */
export default async function strikeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['strikes'];

  api.get(
    '/api/me/strikes',
    { schema: { ...signedIn('none', { others: 200 }), tags, response: { 200: ZStrikeList } } },
    async (request) => {
      const user = await request.requireUser();
      return listMyStrikes(ctx.database.db, user.id);
    },
  );

  api.post(
    '/api/me/strikes/:id/appeal',
    {
      schema: {
        ...signedIn('strike', { others: 404 }),
        tags,
        params: ZIdParam,
        body: ZAppealStrike,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await appealStrike(ctx, { userId: user.id, strikeId: request.params.id, ...request.body });
      return { ok: true as const };
    },
  );
}
