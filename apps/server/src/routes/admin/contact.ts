import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZIdParam } from '@beatpasal/shared/schemas/admin';
import { ZContactPage, ZContactQueueQuery } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { handleContactMessage } from '../../services/contact/handle-contact-message';
import { listContactMessages } from '../../services/contact/list-contact-messages';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { adminOnly } from '../../auth/access-declaration';

/** Administrators on contact messages: the queue and marking one handled; 404 for everyone else. */
export default async function adminContactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/contact',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZContactQueueQuery, response: { 200: ZContactPage } } },
    async (request) => listContactMessages(ctx, request.query),
  );

  api.post(
    '/api/admin/contact/:id/handle',
    { schema: { ...adminOnly('contact', 200), tags, params: ZIdParam, response: { 200: ZOk } } },
    async (request) => {
      await handleContactMessage(ctx, adminActorOf(request), { messageId: request.params.id });
      return { ok: true as const };
    },
  );
}
