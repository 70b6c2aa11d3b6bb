import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@beatpasal/shared/schemas/account-api';
import { ZAdminReason, ZIdParam } from '@beatpasal/shared/schemas/admin';
import {
  ZAdminOverview,
  ZAppealDecision,
  ZAppealPage,
  ZAppealQueueQuery,
  ZContactPage,
  ZContactQueueQuery,
  ZTakedownPage,
  ZTakedownQueueQuery,
} from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../context';
import { decideAppeal } from '../../services/moderation/strikes/decide-appeal';
import { decideTakedown } from '../../services/moderation/takedowns/decide-takedown';
import { getOverview } from '../../services/admin/get-overview';
import { handleContactMessage } from '../../services/contact/handle-contact-message';
import { listAppeals } from '../../services/moderation/strikes/list-appeals';
import { listContactMessages } from '../../services/contact/list-contact-messages';
import { listTakedowns } from '../../services/moderation/takedowns/list-takedowns';
import { adminActorOf, guardAdminRoutes } from './admin-guard';
import { access, adminOnly } from '../../auth/access-declaration';

/** The overview and the takedown, contact and appeal queues; 404 for everyone but an administrator. */
export default async function adminQueueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  guardAdminRoutes(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ok = { ok: true as const };
  const db = () => ctx.database.db;

  api.get(
    '/api/admin/overview',
    { schema: { ...adminOnly('none', 200), tags, response: { 200: ZAdminOverview } } },
    async () => getOverview(db()),
  );

  api.get(
    '/api/admin/takedowns',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZTakedownQueueQuery, response: { 200: ZTakedownPage } } },
    async (request) => listTakedowns(db(), request.query),
  );

  /** In the route × actor suite the open takedown is restored first; removing it then is too late. */
  const TAKEDOWN_ADMIN_STATUS = { restore: 200, remove: 409 };
  for (const [path, decision] of [
    ['restore', 'restored'],
    ['remove', 'removed'],
  ] as const) {
    api.post(
      `/api/admin/takedowns/:id/${path}`,
      {
        schema: {
          ...adminOnly('takedown', TAKEDOWN_ADMIN_STATUS[path]),
          tags,
          params: ZIdParam,
          body: ZAdminReason,
          response: { 200: ZOk },
        },
      },
      async (request) => {
        await decideTakedown(ctx, adminActorOf(request), { takedownId: request.params.id, decision, ...request.body });
        return ok;
      },
    );
  }

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
      return ok;
    },
  );

  api.get(
    '/api/admin/appeals',
    { schema: { ...adminOnly('none', 200), tags, querystring: ZAppealQueueQuery, response: { 200: ZAppealPage } } },
    async (request) => listAppeals(db(), request.query),
  );

  api.post(
    '/api/admin/strikes/:id/appeal',
    {
      schema: {
        ...access('strike', { others: 404 }),
        tags,
        params: ZIdParam,
        body: ZAppealDecision,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await decideAppeal(ctx, adminActorOf(request), { strikeId: request.params.id, ...request.body });
      return ok;
    },
  );
}
