import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZAdminReason, ZIdParam } from '@beatpasal/shared/schemas/admin';
import { ZTakedownPage, ZTakedownQueueQuery } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { decideTakedown } from '../../services/moderation/takedowns/decide-takedown';
import { listTakedowns } from '../../services/moderation/takedowns/list-takedowns';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { adminOnly } from '../../auth/access-declaration';

/** In the route × actor suite the open takedown is restored first; removing it then is too late. */
const TAKEDOWN_ADMIN_STATUS = { restore: 200, remove: 409 };

/** Administrators on copyright takedowns: the queue, restoring or removing the track; 404 for everyone else. */
export default async function adminTakedownRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/takedowns',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZTakedownQueueQuery, response: { 200: ZTakedownPage } } },
    async (request) => listTakedowns(ctx.database.db, request.query),
  );

  for (const [path, decision] of [
    ['restore', 'restored'],
    ['remove', 'removed'],
  ] as const) {
    api.post(
      `/api/admin/takedowns/:id/${path}`,
      {
        schema: {
          ...adminOnly('takedown', TAKEDOWN_ADMIN_STATUS[path]),
          tags,
          params: ZIdParam,
          body: ZAdminReason,
          response: { 200: ZOk },
        },
      },
      async (request) => {
        await decideTakedown(ctx, adminActorOf(request), { takedownId: request.params.id, decision, ...request.body });
        return { ok: true as const };
      },
    );
  }
}
