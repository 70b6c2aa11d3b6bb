import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { TAdminActor } from '../../services/admin/admin-actor';
import { requireAdmin } from '../../services/admin/require-admin';

const actors = new WeakMap<FastifyRequest, TAdminActor>();

/**
 * Every route registered after this in the same plugin answers 404 to anyone but an administrator,
 * before its body or query is even validated, so nothing about the area leaks.
 */
export function guardAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const actor = await requireAdmin(ctx.database.db, {
      user: await request.sessionUser(),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    actors.set(request, actor);
  });
}

/** The administrator the guard let through. */
export function adminActorOf(request: FastifyRequest): TAdminActor {
  const actor = actors.get(request);
  if (!actor) throw new Error('admin route registered without guardAdminRoutes');
  return actor;
}
