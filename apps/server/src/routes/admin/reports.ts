import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZAdminReason, ZIdParam, ZModerationAction, ZReportPage, ZReportsQuery } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../context';
import { dismissReport } from '../../services/moderation/reports/dismiss-report';
import { hideTrack } from '../../services/moderation/reports/hide-track';
import { listReports } from '../../services/moderation/reports/list-reports';
import { restoreTrack } from '../../services/moderation/reports/restore-track';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { adminOnly } from '../../auth/access-declaration';

/** Administrators on reports: the queue, dismissing one, hiding or restoring the track it names; 404 for everyone else. */
export default async function adminReportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ok = { ok: true as const };

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
}
