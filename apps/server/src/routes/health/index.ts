import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealth, ZReadiness } from '@beatpasal/shared/health';
import type { SmtpStatus } from '../../mail/smtp-status';
import type { ReadinessWatch } from '../../services/operations/readiness-watch';
import { access } from '../../auth/access-declaration';

/**
 * Liveness and readiness. The checks also run once at start, so a broken store or database is
 * logged with its reason before the first balancer poll; every change is logged (ReadinessWatch).
 */
export default async function healthRoutes(
  app: FastifyInstance,
  { watch, smtp }: { watch: ReadinessWatch; smtp: SmtpStatus },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  let firstCheck: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    smtp.start();
    firstCheck = watch.check().catch((err: unknown) => app.log.error({ err }, 'readiness check failed'));
  });
  app.addHook('onClose', async () => {
    await firstCheck;
    await smtp.stop();
  });

  api.get(
    '/api/health',
    { schema: { ...access('none', { others: 200 }), tags: ['health'], response: { 200: ZHealth } } },
    async () => ({ status: 'ok' as const }),
  );

  api.get(
    '/api/ready',
    {
      schema: { ...access('none', { others: 200 }), tags: ['health'], response: { 200: ZReadiness, 503: ZReadiness } },
    },
    async (_request, reply) => {
      const readiness = await watch.check();
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}
