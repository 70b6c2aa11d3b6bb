import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGE_MESSAGES,
  ZChatMessage,
  ZConversation,
  ZConversationUserId,
  ZInboxPage,
  ZInboxQuery,
  ZMessagePage,
  ZMessagesQuery,
  ZReportConversation,
  ZSendMessage,
  ZUnread,
} from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { setBlocked } from '../../services/messages/block-user';
import { deleteConversation } from '../../services/messages/delete-conversation';
import { getConversation } from '../../services/messages/get-conversation';
import { getUnread } from '../../services/messages/get-unread';
import { listInbox } from '../../services/messages/list-inbox';
import { listMessages } from '../../services/messages/list-messages';
import { markSeen } from '../../services/messages/mark-seen';
import { reportConversation } from '../../services/messages/report-conversation';
import { sendMessage } from '../../services/messages/send-message';
import { RATE_LIMITS, withRateLimit } from '../../services/rate-limit/consume-rate-limit';
import { access, signedIn } from '../../auth/access-declaration';

/** Chat (spec §2.7, DESIGN §6): a conversation is addressed by the other person's user id. */
export default async function conversationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  const params = ZConversationUserId;
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;
  const noContent = (reply: FastifyReply) => reply.status(204).send();
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => void reply.header('cache-control', 'no-store'),
  };

  api.get(
    '/api/conversations',
    {
      ...noStore,
      schema: {
        ...signedIn('none', { others: 200, admin: 403 }),
        tags,
        querystring: ZInboxQuery,
        response: { 200: ZInboxPage },
      },
    },
    async (request) => {
      return listInbox(ctx, { userId: await userId(request), cursor: request.query.cursor });
    },
  );

  api.get(
    '/api/conversations/:userId',
    {
      ...noStore,
      schema: {
        ...signedIn('user', { others: 200, artist: 404, otherArtist: 404, admin: 403 }),
        tags,
        params,
        response: { 200: ZConversation },
      },
    },
    async (request) => {
      return getConversation(ctx, { userId: await userId(request), otherId: request.params.userId });
    },
  );

  api.get(
    '/api/conversations/:userId/messages',
    {
      ...noStore,
      schema: {
        ...signedIn('user', { others: 200, artist: 404, otherArtist: 404, admin: 403 }),
        tags,
        params,
        querystring: ZMessagesQuery,
        response: { 200: ZMessagePage },
      },
    },
    async (request) =>
      listMessages(ctx, {
        userId: await userId(request),
        otherId: request.params.userId,
        before: request.query.before,
      }),
  );

  /** Counted against the sender's per-minute and per-hour limits; only messages that are sent count. */
  api.post(
    '/api/conversations/:userId/messages',
    {
      schema: {
        ...signedIn('user', { others: 201, artist: 404, otherArtist: 404, admin: 403 }),
        tags,
        params,
        body: ZSendMessage,
        response: { 200: ZChatMessage, 201: ZChatMessage },
      },
    },
    async (request, reply) => {
      const sender = await userId(request);
      const limit = (rule: (typeof RATE_LIMITS)['messagesPerMinute' | 'messagesPerHour']) => ({
        rule,
        subject: sender,
        reply,
        userMessage: MESSAGE_MESSAGES.rateLimited,
      });
      const { message, isNew } = await withRateLimit(ctx.database.db, limit(RATE_LIMITS.messagesPerMinute), () =>
        withRateLimit(ctx.database.db, limit(RATE_LIMITS.messagesPerHour), () =>
          sendMessage(ctx, { userId: sender, otherId: request.params.userId, ...request.body }),
        ),
      );
      return reply.status(isNew ? 201 : 200).send(message);
    },
  );

  api.post(
    '/api/conversations/:userId/seen',
    { schema: { ...signedIn('user', { others: 204, artist: 404, otherArtist: 404, admin: 403 }), tags, params } },
    async (request, reply) => {
      await markSeen(ctx, { userId: await userId(request), otherId: request.params.userId });
      return noContent(reply);
    },
  );

  api.delete(
    '/api/conversations/:userId',
    { schema: { ...signedIn('user', { others: 404, admin: 403 }), tags, params } },
    async (request, reply) => {
      await deleteConversation(ctx, { userId: await userId(request), otherId: request.params.userId });
      return noContent(reply);
    },
  );

  api.put(
    '/api/conversations/:userId/block',
    { schema: { ...signedIn('user', { others: 204, artist: 404, otherArtist: 404, admin: 403 }), tags, params } },
    async (request, reply) => {
      await setBlocked(ctx, { userId: await userId(request), otherId: request.params.userId, isBlocked: true });
      return noContent(reply);
    },
  );

  api.delete(
    '/api/conversations/:userId/block',
    { schema: { ...signedIn('user', { others: 204, artist: 404, otherArtist: 404, admin: 403 }), tags, params } },
    async (request, reply) => {
      await setBlocked(ctx, { userId: await userId(request), otherId: request.params.userId, isBlocked: false });
      return noContent(reply);
    },
  );

  api.post(
    '/api/conversations/:userId/report',
    {
      schema: {
        ...signedIn('user', { others: 201, artist: 404, otherArtist: 404, admin: 403 }),
        tags,
        params,
        body: ZReportConversation,
      },
    },
    async (request, reply) => {
      await reportConversation(ctx, { userId: await userId(request), otherId: request.params.userId, ...request.body });
      return reply.status(201).send();
    },
  );

  // Signed out, the dot is simply off, as for anyone without an inbox: a tab whose session just
  // ended (signed out elsewhere, expired) reads it once more and must not fail.
  api.get(
    '/api/me/unread',
    { ...noStore, schema: { ...access('none', { others: 200 }), tags, response: { 200: ZUnread } } },
    async (request) => {
      const user = await request.sessionUser();
      return user ? getUnread(ctx, { userId: user.id }) : { hasUnread: false };
    },
  );
}
