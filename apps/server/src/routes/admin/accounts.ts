import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZAdminReason, ZUserIdParam } from '@beatpasal/shared/schemas/admin';
import { ZAdminUser, ZAdminUserQuery } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../context';
import { findAccount } from '../../services/moderation/accounts/find-account';
import { restoreAccount } from '../../services/moderation/accounts/restore-account';
import { suspendAccount } from '../../services/moderation/accounts/suspend-account';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { access, adminOnly } from '../../auth/access-declaration';

/** Administrators on accounts (decision 031): finding, suspending, removing and restoring one; 404 for everyone else. */
export default async function adminAccountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ok = { ok: true as const };

  api.get(
    '/api/admin/users',
    {
      schema: { ...access('none', { others: 404 }), tags, querystring: ZAdminUserQuery, response: { 200: ZAdminUser } },
    },
    async (request) => findAccount(ctx, { search: request.query.q }),
  );

  api.post(
    '/api/admin/users/:userId/suspend',
    { schema: { ...adminOnly('victim', 200), tags, params: ZUserIdParam, body: ZAdminReason, response: { 200: ZOk } } },
    async (request) => {
      await suspendAccount(ctx, adminActorOf(request), { userId: request.params.userId, ...request.body });
      return ok;
    },
  );

  api.post(
    '/api/admin/users/:userId/remove',
    { schema: { ...adminOnly('victim', 200), tags, params: ZUserIdParam, body: ZAdminReason, response: { 200: ZOk } } },
    async (request) => {
      await suspendAccount(ctx, adminActorOf(request), {
        userId: request.params.userId,
        isRemoval: true,
        ...request.body,
      });
      return ok;
    },
  );

  api.post(
    '/api/admin/users/:userId/restore',
    { schema: { ...adminOnly('victim', 409), tags, params: ZUserIdParam, body: ZAdminReason, response: { 200: ZOk } } },
    async (request) => {
      await restoreAccount(ctx, adminActorOf(request), { userId: request.params.userId, ...request.body });
      return ok;
    },
  );
}
