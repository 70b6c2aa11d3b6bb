import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditPage, ZAuditQuery } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../context';
import { listAuditLog } from '../../services/admin/list-audit-log';
import { guardAdminRoutes } from './admin-guard';
import { adminOnly } from '../../auth/access-declaration';

/** The audit log of every administrator action; 404 for everyone but an administrator. */
export default async function adminAuditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Read-only: no route changes or deletes an entry (the table refuses it too). */
  api.get(
    '/api/admin/audit',
    {
      schema: { ...adminOnly('none', 200), tags: ['admin'], querystring: ZAuditQuery, response: { 200: ZAuditPage } },
    },
    async (request) => listAuditLog(ctx.database.db, request.query),
  );
}
