import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../context';
import { listAuditLog } from '../../services/admin/list-audit-log';
import { guardAdminRoutes } from './admin-guard';

/** The administrators' API (DESIGN §2 "Moderation"); 404 for everyone else. */
export default async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  /** Read-only: no route changes or deletes an entry (the table refuses it too). */
  api.get('/api/admin/audit', { schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditPage } } }, async (request) =>
    listAuditLog(ctx.database.db, request.query),
  );
}
