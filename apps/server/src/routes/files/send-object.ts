import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition, isInlineSafe } from '../../storage/content-disposition';
import type { OpenedObject } from '../../storage/disk-store';
import type { ObjectInfo } from '../../storage/object-store';
import { parseRange } from './parse-range';

export interface SendObjectOptions {
  key: string;
  cacheControl: string;
  downloadName?: string;
}

/** What answers a request for an object: 416 without a body, or the bytes start..end (inclusive) with 200 or 206. */
export type TObjectAnswer =
  | { status: 416; headers: Record<string, string> }
  | { status: 200 | 206; headers: Record<string, string>; start: number; end: number };

function disposition(contentType: string, { key, downloadName }: SendObjectOptions): string {
  if (downloadName) return attachmentDisposition(downloadName);
  return isInlineSafe(contentType) ? 'inline' : attachmentDisposition(path.posix.basename(key));
}

/** The status, headers and byte window for an object and the request's Range header; shared by the route and hot-file-answers.ts. */
export function planObjectAnswer(
  info: ObjectInfo,
  rangeHeader: string | undefined,
  options: SendObjectOptions,
): TObjectAnswer {
  const range = parseRange(rangeHeader, info.size);
  // Built up in place: spreading header tables here cost tens of µs per answer (V8's slow path).
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'cache-control': options.cacheControl,
  };
  if (range.kind === 'unsatisfiable') {
    headers['content-range'] = `bytes */${info.size}`;
    return { status: 416, headers };
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : info.size - 1;
  if (range.kind === 'partial') headers['content-range'] = `bytes ${start}-${end}/${info.size}`;
  headers['content-type'] = info.contentType;
  headers['content-disposition'] = disposition(info.contentType, options);
  headers['content-length'] = String(end - start + 1);
  return { status: range.kind === 'partial' ? 206 : 200, headers, start, end };
}

/** Sends an opened object (or the requested byte range of it) from memory or as a stream, and always closes its handle. */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  opened: OpenedObject,
  options: SendObjectOptions,
): Promise<FastifyReply> {
  const close = async () => {
    if ('handle' in opened) await opened.handle.close();
  };
  const answer = planObjectAnswer(opened.info, request.headers.range, options);
  reply.code(answer.status).headers(answer.headers);
  if (answer.status === 416 || request.method === 'HEAD' || opened.info.size === 0) {
    await close();
    return reply.send();
  }
  if ('body' in opened) return reply.send(opened.body.subarray(answer.start, answer.end + 1));
  return reply.send(opened.handle.createReadStream({ start: answer.start, end: answer.end }));
}
