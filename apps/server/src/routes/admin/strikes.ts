import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZIdParam, ZModerationAction, ZUserIdParam } from '@beatpasal/shared/schemas/admin';
import { ZAppealDecision, ZAppealPage, ZAppealQueueQuery } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { decideAppeal } from '../../services/moderation/strikes/decide-appeal';
import { listAppeals } from '../../services/moderation/strikes/list-appeals';
import { warnUser } from '../../services/moderation/strikes/warn-user';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { access, adminOnly } from '../../auth/access-declaration';

/** Administrators on strikes: warning an account, the appeal queue, upholding or withdrawing a warning; 404 for everyone else. */
export default async function adminStrikeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ok = { ok: true as const };

  api.post(
    '/api/admin/users/:userId/warn',
    {
      schema: {
        ...adminOnly('victim', 200),
        tags,
        params: ZUserIdParam,
        body: ZModerationAction,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await warnUser(ctx, adminActorOf(request), { userId: request.params.userId, ...request.body });
      return ok;
    },
  );

  api.get(
    '/api/admin/appeals',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZAppealQueueQuery, response: { 200: ZAppealPage } } },
    async (request) => listAppeals(ctx.database.db, request.query),
  );

  api.post(
    '/api/admin/strikes/:id/appeal',
    {
      schema: {
        ...access('strike', { others: 404 }),
        tags,
        params: ZIdParam,
        body: ZAppealDecision,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await decideAppeal(ctx, adminActorOf(request), { strikeId: request.params.id, ...request.body });
      return ok;
    },
  );
}
