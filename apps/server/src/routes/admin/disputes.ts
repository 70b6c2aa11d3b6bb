import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZIdParam } from '@beatpasal/shared/schemas/admin';
import {
  ZDecideDispute,
  ZDisputeDetail,
  ZDisputePage,
  ZDisputesQuery,
  ZRefundPage,
  ZRefundsQuery,
} from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../context';
import { decideDispute } from '../../services/moderation/disputes/decide-dispute';
import { getDispute } from '../../services/moderation/disputes/get-dispute';
import { listDisputes } from '../../services/moderation/disputes/list-disputes';
import { listRefunds } from '../../services/moderation/disputes/list-refunds';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { adminOnly } from '../../auth/access-declaration';

/** Administrators on money (decision 031): disputes and the refunds register; 404 for everyone else. */
export default async function adminDisputeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ok = { ok: true as const };

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
