import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealth, ZReadiness, type TReadiness } from '@beatpasal/shared/health';
import type { AppContext } from '../../context';
import { access } from '../access-declaration';

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok' as const,
    () => 'failed' as const,
  );

export default async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/health', { schema: { ...access('none', { others: 200 }), tags: ['health'], response: { 200: ZHealth } } }, async () => ({ status: 'ok' as const }));

  api.get(
    '/api/ready',
    { schema: { ...access('none', { others: 200 }), tags: ['health'], response: { 200: ZReadiness, 503: ZReadiness } } },
    async (request, reply) => {
      const [database, storage] = await Promise.all([settle(ctx.database.ping()), settle(ctx.storage.ping())]);
      const body: TReadiness = {
        status: database === 'ok' && storage === 'ok' ? 'ready' : 'unavailable',
        checks: { database, storage },
      };
      if (body.status !== 'ready') request.log.warn({ checks: body.checks }, 'not ready');
      return reply.status(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
}
