import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import {
  ZAdminReason,
  ZAuditPage,
  ZAuditQuery,
  ZIdParam,
  ZModerationAction,
  ZReportPage,
  ZReportsQuery,
  ZUserIdParam,
} from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../context';
import { dismissReport } from '../../services/moderation/reports/dismiss-report';
import { hideTrack } from '../../services/moderation/reports/hide-track';
import { listAuditLog } from '../../services/admin/list-audit-log';
import { listReports } from '../../services/moderation/reports/list-reports';
import { restoreTrack } from '../../services/moderation/reports/restore-track';
import { warnUser } from '../../services/moderation/strikes/warn-user';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { adminOnly } from '../../auth/access-declaration';

/** The administrators' API (DESIGN §2 "Moderation"); 404 for everyone else. */
export default async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ok = { ok: true as const };

  /** Read-only: no route changes or deletes an entry (the table refuses it too). */
  api.get(
    '/api/admin/audit',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    async (request) => listAuditLog(ctx.database.db, request.query),
  );

  api.get(
    '/api/admin/reports',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZReportsQuery, response: { 200: ZReportPage } } },
    async (request) => listReports(ctx, request.query),
  );

  api.post(
    '/api/admin/reports/:id/dismiss',
    { schema: { ...adminOnly('report', 200), tags, params: ZIdParam, body: ZAdminReason, response: { 200: ZOk } } },
    async (request) => {
      await dismissReport(ctx, adminActorOf(request), { reportId: request.params.id, ...request.body });
      return ok;
    },
  );

  api.post(
    '/api/admin/tracks/:id/hide',
    { schema: { ...adminOnly('track', 200), tags, params: ZIdParam, body: ZModerationAction, response: { 200: ZOk } } },
    async (request) => {
      await hideTrack(ctx, adminActorOf(request), { trackId: request.params.id, ...request.body });
      return ok;
    },
  );

  api.post(
    '/api/admin/tracks/:id/restore',
    { schema: { ...adminOnly('track', 200), tags, params: ZIdParam, body: ZAdminReason, response: { 200: ZOk } } },
    async (request) => {
      await restoreTrack(ctx, adminActorOf(request), { trackId: request.params.id, ...request.body });
      return ok;
    },
  );

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
}
