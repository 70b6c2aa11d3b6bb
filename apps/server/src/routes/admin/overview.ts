import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminOverview } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { getOverview } from '../../services/admin/get-overview';
import { guardAdminRoutes } from './admin-guard';
import { adminOnly } from '../../auth/access-declaration';

/** The administrators' overview: today's counts and the weekly charts; 404 for everyone but an administrator. */
export default async function adminOverviewRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/overview',
    { schema: { ...adminOnly('none', 200), tags: ['admin'], response: { 200: ZAdminOverview } } },
    async () => getOverview(ctx.database.db),
  );
}
