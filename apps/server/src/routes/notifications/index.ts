import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZNotification,
  ZNotificationId,
  ZNotificationPage,
  ZNotificationPageQuery,
  ZNotificationSettings,
  ZReadAll,
  ZUnreadCount,
  ZUpdateNotificationSettings,
} from '@beatpasal/shared/schemas/notifications';
import type { AppContext } from '../../context';
import { signedIn } from '../../auth/access-declaration';
import { countUnreadNotifications } from '../../services/notifications/count-unread-notifications';
import { listNotifications } from '../../services/notifications/list-notifications';
import { markAllNotificationsRead } from '../../services/notifications/mark-all-notifications-read';
import { markNotificationRead } from '../../services/notifications/mark-notification-read';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../services/notifications/notification-settings';

/** The bell, the notifications page and the e-mail settings (packages/shared/src/schemas/notifications.ts). */
export default async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;

  api.get(
    '/api/notifications',
    {
      schema: {
        ...signedIn('none', { others: 200 }),
        tags,
        querystring: ZNotificationPageQuery,
        response: { 200: ZNotificationPage },
      },
    },
    async (request) => listNotifications(ctx, { userId: await userId(request), ...request.query }),
  );

  api.get(
    '/api/notifications/unread-count',
    { schema: { ...signedIn('none', { others: 200 }), tags, response: { 200: ZUnreadCount } } },
    async (request) => countUnreadNotifications(ctx, { userId: await userId(request) }),
  );

  api.post(
    '/api/notifications/:id/read',
    {
      schema: { ...signedIn('none', { others: 404 }), tags, params: ZNotificationId, response: { 200: ZNotification } },
    },
    async (request) => markNotificationRead(ctx, { userId: await userId(request), notificationId: request.params.id }),
  );

  api.post(
    '/api/notifications/read-all',
    { schema: { ...signedIn('none', { others: 200 }), tags, response: { 200: ZReadAll } } },
    async (request) => markAllNotificationsRead(ctx, { userId: await userId(request) }),
  );

  api.get(
    '/api/notifications/settings',
    { schema: { ...signedIn('none', { others: 200 }), tags, response: { 200: ZNotificationSettings } } },
    async (request) => getNotificationSettings(ctx, { userId: await userId(request) }),
  );

  api.put(
    '/api/notifications/settings',
    {
      schema: {
        ...signedIn('none', { others: 200 }),
        tags,
        body: ZUpdateNotificationSettings,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => updateNotificationSettings(ctx, { userId: await userId(request), ...request.body }),
  );
}
