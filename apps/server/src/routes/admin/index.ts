import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import adminAccountRoutes from './accounts';
import adminAuditRoutes from './audit';
import adminContactRoutes from './contact';
import adminDisputeRoutes from './disputes';
import adminMediaRoutes from './media';
import adminOverviewRoutes from './overview';
import adminReportRoutes from './reports';
import adminStrikeRoutes from './strikes';
import adminTakedownRoutes from './takedowns';

/**
 * The administrators' API (DESIGN §2 "Moderation"), one file per concept as in services/moderation
 * (decision 076); each guards itself, so every /api/admin route answers 404 to anyone but an
 * administrator. The order is the API document's, which the route × actor suite calls in turn.
 */
export default async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  for (const routes of [
    adminAuditRoutes,
    adminReportRoutes,
    adminStrikeRoutes,
    adminAccountRoutes,
    adminDisputeRoutes,
    adminOverviewRoutes,
    adminTakedownRoutes,
    adminContactRoutes,
    adminMediaRoutes,
  ])
    await app.register(routes, { ctx });
}
