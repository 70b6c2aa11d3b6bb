import type { FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { AppError } from '../../errors/app-error';
import { DiskObjectStore } from '../../storage/disk-store';
import { isValidObjectKey } from '../../storage/object-keys';
import type { ObjectStore } from '../../storage/object-store';
import { sendObject } from './send-object';
import { privateCacheControl } from './signed-link';
import { access } from '../../auth/access-declaration';

interface FileRoute {
  Params: { '*': string };
  Querystring: Record<string, string | string[] | undefined>;
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function notFound(): AppError {
  return new AppError('NOT_FOUND', { userMessage: REQUEST_MESSAGES.fileNotFound });
}

function forbidden(reason: string): AppError {
  return new AppError('FORBIDDEN', { userMessage: REQUEST_MESSAGES.linkExpired, message: reason });
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Serves disk-stored objects; with S3 the browser gets bucket URLs and this plugin adds no routes. */
export default async function filesRoutes(app: FastifyInstance, opts: { store: ObjectStore }) {
  const { store } = opts;
  if (!(store instanceof DiskObjectStore)) return;

  app.route<FileRoute>({
    method: ['GET', 'HEAD'],
    url: '/files/public/*',
    schema: {
      ...access('none', { others: 200 }),
      tags: ['files'],
      summary: 'A public object (covers, avatars, previews) of the disk store.',
    },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isValidObjectKey(key)) throw notFound();
      const opened = await store.open(key);
      if (!opened) throw notFound();
      if (opened.info.visibility !== 'public') {
        if ('handle' in opened) await opened.handle.close();
        throw notFound();
      }
      return sendObject(request, reply, opened, { key, cacheControl: PUBLIC_CACHE_CONTROL });
    },
  });

  app.route<FileRoute>({
    method: ['GET', 'HEAD'],
    url: '/files/private/*',
    schema: {
      ...access('none', { others: 403 }),
      tags: ['files'],
      summary: 'A private object (masters, receipts) through a link signed by the server (exp, sig, dl).',
    },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const exp = single(request.query.exp);
      const sig = single(request.query.sig);
      const dl = single(request.query.dl);
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) throw forbidden('missing or malformed signature');
      const check = store.verifySignature({ key, exp: Number(exp), dl }, sig);
      if (check !== 'valid') throw forbidden(`signature ${check}`);
      if (!isValidObjectKey(key)) throw notFound();
      const opened = await store.open(key);
      if (!opened) throw notFound();
      return sendObject(request, reply, opened, {
        key,
        downloadName: dl,
        cacheControl: privateCacheControl(Number(exp)),
      });
    },
  });
}
