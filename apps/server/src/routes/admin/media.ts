import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOpusBackfill, ZOpusBackfillChange } from '@beatpasal/shared/schemas/media-backfill';
import { adminOnly } from '../../auth/access-declaration';
import type { AppContext } from '../../context';
import { changeOpusBackfill, getOpusBackfill } from '../../services/media/opus-backfill';
import { guardAdminRoutes } from './admin-guard';

/** The Opus previews' backfill (decision 085): its progress, and start/stop; 404 for everyone but an administrator. */
export default async function adminMediaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/media/opus-backfill',
    { schema: { ...adminOnly('none', 200), tags: ['admin'], response: { 200: ZOpusBackfill } } },
    async (request) => getOpusBackfill(ctx, request.log),
  );

  api.post(
    '/api/admin/media/opus-backfill',
    {
      schema: {
        ...adminOnly('none', 200),
        tags: ['admin'],
        body: ZOpusBackfillChange,
        response: { 200: ZOpusBackfill },
      },
    },
    async (request) => changeOpusBackfill(ctx, request.log, request.body.action),
  );
}
