import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { listRecentMail } from '../../mail/list-recent-mail';
import { renderOutboxPage } from './render-outbox-page';

const OUTBOX_LIMIT = 100;

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
 * Mail can hold sign-in links, so only the machine itself may read it: a loopback peer, and no
 * forwarding headers (a reverse proxy on the same host would otherwise make everyone look local).
 */
function requireLocalRequest(request: FastifyRequest): void {
  const isForwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (isForwarded || !isLoopbackAddress(request.socket.remoteAddress)) throw new AppError('NOT_FOUND');
}

/** The local outbox of the embedded default; registered only when no SMTP server is configured. */
export default async function devOutboxRoutes(app: FastifyInstance, opts: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    requireLocalRequest(request);
    const entries = await listRecentMail(opts.database.db, OUTBOX_LIMIT);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderOutboxPage(entries));
  });

  api.get('/dev/outbox.json', { schema: { hide: true, response: { 200: ZOutbox } } }, async (request, reply) => {
    requireLocalRequest(request);
    const entries = await listRecentMail(opts.database.db, OUTBOX_LIMIT);
    const messages = entries.map((entry) => ({
      ...entry,
      createdAt: entry.createdAt.toISOString(),
      sentAt: entry.sentAt?.toISOString() ?? null,
    }));
    return reply.header('cache-control', 'no-store').send({ messages });
  });
}
