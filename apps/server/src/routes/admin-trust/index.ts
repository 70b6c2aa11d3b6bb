import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZAdminReason, ZIdParam, ZUserIdParam } from '@beatpasal/shared/schemas/admin';
import {
  ZAdminUser,
  ZAdminUserQuery,
  ZDecideDispute,
  ZDisputeDetail,
  ZDisputePage,
  ZDisputesQuery,
  ZRefundPage,
  ZRefundsQuery,
} from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../context';
import { decideDispute } from '../../services/trust/decide-dispute';
import { findAccount } from '../../services/trust/find-account';
import { getDispute } from '../../services/trust/get-dispute';
import { listDisputes } from '../../services/trust/list-disputes';
import { listRefunds } from '../../services/trust/list-refunds';
import { restoreAccount } from '../../services/trust/restore-account';
import { suspendAccount } from '../../services/trust/suspend-account';
import { adminActorOf, guardAdminRoutes } from '../admin/admin-guard';
import { access, adminOnly } from '../../auth/access-declaration';

/** Administrators on people and money (decision 031): suspension, removal, disputes, refunds; 404 for everyone else. */
export default async function adminTrustRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
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

  api.get(
    '/api/admin/disputes',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZDisputesQuery, response: { 200: ZDisputePage } } },
    async (request) => listDisputes(ctx, request.query),
  );

  api.get(
    '/api/admin/disputes/:id',
    { schema: { ...adminOnly('dispute', 200), tags, params: ZIdParam, response: { 200: ZDisputeDetail } } },
    async (request) => getDispute(ctx, { disputeId: request.params.id }),
  );

  api.post(
    '/api/admin/disputes/:id/decide',
    { schema: { ...adminOnly('dispute', 200), tags, params: ZIdParam, body: ZDecideDispute, response: { 200: ZOk } } },
    async (request) => {
      await decideDispute(ctx, adminActorOf(request), { disputeId: request.params.id, ...request.body });
      return ok;
    },
  );

  api.get(
    '/api/admin/refunds',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZRefundsQuery, response: { 200: ZRefundPage } } },
    async (request) => listRefunds(ctx, request.query),
  );
}
