import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREDIT_MESSAGE_MESSAGES,
  MAX_PASTE_CHARS,
  ZConfirmPaymentMessage,
  ZForwardedPayment,
  ZForwardedPaymentPage,
  ZPastedPaymentMessages,
  ZPastePaymentMessages,
  ZPaymentInbox,
  ZPaymentInboxAddress,
  ZPaymentInboxSettings,
} from '@beatpasal/shared/payments/credit-message-api';
import { ZPageQuery, ZSale } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { checkPaymentMessages } from '../../services/payments/check-payment-messages';
import { confirmPaymentMessage } from '../../services/payments/confirm-payment-message';
import {
  confirmForwardedPayment,
  dismissForwardedPayment,
  listMyForwardedPayments,
} from '../../services/payments/forwarded-payments';
import {
  closePaymentInbox,
  getPaymentInbox,
  openPaymentInbox,
  setPaymentInboxAutoConfirm,
} from '../../services/payments/manage-payment-inbox';
import { PAYMENT_RATE_LIMITS } from '../../services/payments/payment-rate-limits';
import { withRateLimit } from '../../services/rate-limit/consume-rate-limit';
import { signedIn } from '../../auth/access-declaration';

/** Four bytes a character at most, so a paste of MAX_PASTE_CHARS always fits; the schema counts characters. */
const PASTE_BODY_LIMIT = MAX_PASTE_CHARS * 4 + 1024;
const artistOnly = (status: number) => signedIn('none', { others: 403, artist: status, otherArtist: status });

/** The artist's side of confirming sales from credit messages (decision 065): paste, forwarding address, suggestions. */
export default async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;
  const params = z.object({ id: z.string().max(64) });
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: { header(name: string, value: string): unknown }) =>
      void reply.header('cache-control', 'no-store'),
  };

  /** The pasted text is read in this request and dropped: not stored, not logged (logLevel keeps even the request line out). */
  api.post(
    '/api/me/payment-messages',
    {
      logLevel: 'warn',
      bodyLimit: PASTE_BODY_LIMIT,
      schema: { ...artistOnly(200), tags, body: ZPastePaymentMessages, response: { 200: ZPastedPaymentMessages } },
    },
    async (request, reply) => {
      const user = await userId(request);
      const limit = {
        rule: PAYMENT_RATE_LIMITS.paste,
        subject: user,
        reply,
        userMessage: CREDIT_MESSAGE_MESSAGES.tooMany,
      };
      return withRateLimit(ctx.database.db, limit, () =>
        checkPaymentMessages(ctx, { userId: user, text: request.body.text }),
      );
    },
  );

  api.post(
    '/api/me/payment-messages/confirm',
    { schema: { ...artistOnly(404), tags, body: ZConfirmPaymentMessage, response: { 200: ZSale } } },
    async (request) => {
      const { sale } = await confirmPaymentMessage(ctx, {
        userId: await userId(request),
        ...request.body,
        via: 'pasted_message',
      });
      return sale;
    },
  );

  api.get(
    '/api/me/payment-inbox',
    { ...noStore, schema: { ...artistOnly(200), tags, response: { 200: ZPaymentInbox } } },
    async (request) => {
      return getPaymentInbox(ctx, { userId: await userId(request) });
    },
  );

  /** Turns the forwarding address on or rotates it: the only answer that carries the secret address. */
  api.post(
    '/api/me/payment-inbox',
    { ...noStore, schema: { ...artistOnly(200), tags, response: { 200: ZPaymentInboxAddress } } },
    async (request) => {
      return openPaymentInbox(ctx, { userId: await userId(request) });
    },
  );

  api.patch(
    '/api/me/payment-inbox',
    { schema: { ...artistOnly(200), tags, body: ZPaymentInboxSettings, response: { 200: ZPaymentInbox } } },
    async (request) => {
      return setPaymentInboxAutoConfirm(ctx, { userId: await userId(request), autoConfirm: request.body.autoConfirm });
    },
  );

  api.delete(
    '/api/me/payment-inbox',
    { schema: { ...artistOnly(200), tags, response: { 200: ZPaymentInbox } } },
    async (request) => {
      return closePaymentInbox(ctx, { userId: await userId(request) });
    },
  );

  api.get(
    '/api/me/forwarded-payments',
    {
      ...noStore,
      schema: { ...artistOnly(200), tags, querystring: ZPageQuery, response: { 200: ZForwardedPaymentPage } },
    },
    async (request) => {
      return listMyForwardedPayments(ctx, { userId: await userId(request), cursor: request.query.cursor });
    },
  );

  api.post(
    '/api/me/forwarded-payments/:id/confirm',
    { schema: { ...artistOnly(404), tags, params, response: { 200: ZForwardedPayment } } },
    async (request) => {
      return confirmForwardedPayment(ctx, { userId: await userId(request), id: request.params.id });
    },
  );

  api.post(
    '/api/me/forwarded-payments/:id/dismiss',
    { schema: { ...artistOnly(404), tags, params, response: { 200: ZForwardedPayment } } },
    async (request) => {
      return dismissForwardedPayment(ctx, { userId: await userId(request), id: request.params.id });
    },
  );
}
