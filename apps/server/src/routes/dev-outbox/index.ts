import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { listRecentMail } from '../../db/repositories/mail-outbox-repository';
import { isOutboxToken } from './outbox-token';
import { renderOutboxPage } from './render-outbox-page';
import { access } from '../../auth/access-declaration';

const OUTBOX_LIMIT = 100;
const TOKEN_COOKIE = 'outbox_token';
/** Both /dev/outbox and /dev/outbox.json; a cookie path of /dev/outbox would not cover the latter. */
const COOKIE_PATH = '/dev';

const ZOutboxQuery = z.object({ token: z.string().optional() });

const ZOutbox = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/**
 * Mail can hold sign-in links, so only the machine itself may read it: a loopback peer, no
 * forwarding headers (a reverse proxy on the same host would otherwise make everyone look local),
 * and the token printed at start, since a local proxy that adds no such header still would. The
 * token comes once in the address and is then kept in an httpOnly cookie for reloads.
 */
function requireOutboxReader(
  request: FastifyRequest,
  reply: FastifyReply,
  queryToken: string | undefined,
  token: string,
): void {
  const isForwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (isForwarded || !isLoopbackAddress(request.socket.remoteAddress)) throw new AppError('NOT_FOUND');
  if (isOutboxToken(queryToken, token)) {
    reply.setCookie(TOKEN_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
    return;
  }
  if (!isOutboxToken(request.cookies[TOKEN_COOKIE], token)) throw new AppError('NOT_FOUND');
}

/** The local outbox of the embedded default; registered only when no SMTP server is configured. */
export default async function devOutboxRoutes(app: FastifyInstance, opts: { database: Database; token: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dev/outbox',
    {
      schema: {
        ...access('none', { others: 404 }),
        tags: ['dev'],
        summary: 'The local outbox (HTML) of the embedded default, behind its token.',
        querystring: ZOutboxQuery,
      },
    },
    async (request, reply) => {
      requireOutboxReader(request, reply, request.query.token, opts.token);
      const entries = await listRecentMail(opts.database.db, OUTBOX_LIMIT);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderOutboxPage(entries));
    },
  );

  api.get(
    '/dev/outbox.json',
    {
      schema: {
        ...access('none', { others: 404 }),
        tags: ['dev'],
        summary: 'The local outbox as JSON.',
        querystring: ZOutboxQuery,
        response: { 200: ZOutbox },
      },
    },
    async (request, reply) => {
      requireOutboxReader(request, reply, request.query.token, opts.token);
      const entries = await listRecentMail(opts.database.db, OUTBOX_LIMIT);
      const messages = entries.map((entry) => ({
        ...entry,
        createdAt: entry.createdAt.toISOString(),
        sentAt: entry.sentAt?.toISOString() ?? null,
      }));
      return reply.header('cache-control', 'no-store').send({ messages });
    },
  );
}
