import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition, isInlineSafe } from '../../storage/content-disposition';
import type { OpenedObject } from '../../storage/disk-store';
import { parseRange } from './parse-range';

export interface SendObjectOptions {
  key: string;
  cacheControl: string;
  downloadName?: string;
}

function disposition(contentType: string, { key, downloadName }: SendObjectOptions): string {
  if (downloadName) return attachmentDisposition(downloadName);
  return isInlineSafe(contentType) ? 'inline' : attachmentDisposition(path.posix.basename(key));
}

/** Sends an opened object (or the requested byte range of it) from memory or as a stream, and always closes its handle. */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  opened: OpenedObject,
  options: SendObjectOptions,
): Promise<FastifyReply> {
  const { info } = opened;
  const close = async () => {
    if ('handle' in opened) await opened.handle.close();
  };
  const range = parseRange(request.headers.range, info.size);
  reply.headers({
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'cache-control': options.cacheControl,
  });
  if (range.kind === 'unsatisfiable') {
    await close();
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : info.size - 1;
  if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
  reply.headers({
    'content-type': info.contentType,
    'content-disposition': disposition(info.contentType, options),
    'content-length': String(end - start + 1),
  });
  if (request.method === 'HEAD' || info.size === 0) {
    await close();
    return reply.send();
  }
  if ('body' in opened) return reply.send(opened.body.subarray(start, end + 1));
  return reply.send(opened.handle.createReadStream({ start, end }));
}
