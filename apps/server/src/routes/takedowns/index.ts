import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZIdParam } from '@beatpasal/shared/schemas/admin';
import {
  TAKEDOWN_MESSAGES,
  ZAnswerTakedown,
  ZCreateTakedown,
  ZOwnTakedownList,
} from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { languageOfHeader } from '../../mail/mail-language';
import { RATE_LIMITS, withRateLimit } from '../../services/rate-limit/consume-rate-limit';
import { answerTakedown } from '../../services/moderation/takedowns/answer-takedown';
import { fileTakedown } from '../../services/moderation/takedowns/file-takedown';
import { listMyTakedowns } from '../../services/moderation/takedowns/list-my-takedowns';
import { access, signedIn } from '../../auth/access-declaration';

/** Copyright takedown notices: filed by anyone on /dispute, answered by the track's artist. */
export default async function takedownRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['takedowns'];

  /** Open to visitors, limited per IP like the contact form; only notices that are filed count. */
  api.post(
    '/api/takedowns',
    {
      schema: { ...access('none', { others: 409, visitor: 201 }), tags, body: ZCreateTakedown, response: { 201: ZOk } },
    },
    async (request, reply) => {
      const user = await request.sessionUser();
      const sender = {
        userId: user?.id ?? null,
        email: `takedown notice from ${request.body.contactEmail}`,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      };
      const limit = {
        rule: RATE_LIMITS.takedowns,
        subject: request.ip,
        reply,
        userMessage: TAKEDOWN_MESSAGES.rateLimited,
      };
      await withRateLimit(ctx.database.db, limit, () =>
        fileTakedown(ctx, {
          notice: request.body,
          sender,
          language: languageOfHeader(request.headers['accept-language']),
        }),
      );
      return reply.status(201).send({ ok: true as const });
    },
  );

  api.get(
    '/api/me/takedowns',
    { schema: { ...signedIn('none', { others: 200 }), tags, response: { 200: ZOwnTakedownList } } },
    async (request) => {
      const user = await request.requireUser();
      return listMyTakedowns(ctx.database.db, user.id);
    },
  );

  api.post(
    '/api/me/takedowns/:id/answer',
    {
      schema: {
        ...signedIn('takedown', { others: 404 }),
        tags,
        params: ZIdParam,
        body: ZAnswerTakedown,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await answerTakedown(ctx, { userId: user.id, takedownId: request.params.id, ...request.body });
      return { ok: true as const };
    },
  );
}
