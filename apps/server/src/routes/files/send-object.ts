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

/** Streams an opened object (or the requested byte range of it) and always closes its handle. */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  opened: OpenedObject,
  options: SendObjectOptions,
): Promise<FastifyReply> {
  const { info, handle } = opened;
  const range = parseRange(request.headers.range, info.size);
  reply.headers({
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'cache-control': options.cacheControl,
  });
  if (range.kind === 'unsatisfiable') {
    await handle.close();
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
    await handle.close();
    return reply.send();
  }
  return reply.send(handle.createReadStream({ start, end }));
}
