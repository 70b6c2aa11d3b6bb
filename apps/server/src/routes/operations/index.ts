import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOperatorStatus } from '@beatpasal/shared/health';
import { countHeldJobs, RELEASE_COMMAND } from '../../backup/held-mail';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import type { AppMetrics } from '../../plugins/metrics';
import { getOperatorStatus } from '../../services/operations/get-operator-status';
import type { ReadinessWatch } from '../../services/operations/readiness-watch';
import { access } from '../../auth/access-declaration';

function bearerOf(request: FastifyRequest): Buffer {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return Buffer.from(match?.[1] ?? '');
}

/**
 * 404 unless METRICS_TOKEN is set and sent as `Authorization: Bearer …`: the operators' pages are
 * not advertised, and a scraper without the token sees a failure, never a page (decision 070).
 */
function requireOperator(request: FastifyRequest, token: string | undefined): void {
  const sent = bearerOf(request);
  const expected = Buffer.from(token ?? '');
  if (!token || sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new AppError('NOT_FOUND');
}

/** Prometheus metrics and the operator's status of this instance, behind METRICS_TOKEN. */
export default async function operationsRoutes(
  app: FastifyInstance,
  { ctx, watch, metrics }: { ctx: AppContext; watch: ReadinessWatch; metrics: AppMetrics },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];
  app.addHook('onReady', async () => {
    const held = await countHeldJobs(ctx.database.db).catch(() => 0);
    if (held > 0)
      app.log.warn(
        { held },
        `${held} mail jobs are held since a restore; nothing is sent until \`${RELEASE_COMMAND}\``,
      );
  });

  api.get(
    '/metrics',
    {
      schema: {
        ...access('none', { others: 404 }),
        tags,
        summary: 'Prometheus metrics (text exposition format), with `Authorization: Bearer <METRICS_TOKEN>`.',
      },
    },
    async (request, reply) => {
      requireOperator(request, ctx.env.METRICS_TOKEN);
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.text());
    },
  );

  api.get(
    '/api/status',
    {
      schema: {
        ...access('none', { others: 404 }),
        tags,
        summary:
          'Readiness with its reasons and the mail outbox’s health, with `Authorization: Bearer <METRICS_TOKEN>`.',
        response: { 200: ZOperatorStatus },
      },
    },
    async (request, reply) => {
      requireOperator(request, ctx.env.METRICS_TOKEN);
      return reply.header('cache-control', 'no-store').send(await getOperatorStatus(ctx, watch));
    },
  );
}
