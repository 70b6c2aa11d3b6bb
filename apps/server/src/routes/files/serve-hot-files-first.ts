import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { requestIdOf } from '../../plugins/request-id';
import { DiskObjectStore } from '../../storage/disk-store';
import { isValidObjectKey } from '../../storage/object-keys';
import type { ObjectStore } from '../../storage/object-store';
import { planObjectAnswer } from './send-object';
import { privateCacheControl } from './signed-link';

const PRIVATE_FILES = '/files/private/';
/** A link exactly as DiskObjectStore.signedUrl writes it without a download name; any other shape goes to the route. */
const SIGNED_LINK = /^\/files\/private\/([a-z0-9][a-z0-9./_-]*)\?exp=(\d{1,12})&sig=([A-Za-z0-9_-]{43})$/;

/** Links remembered as correctly signed; past this many the memory starts over. */
const MAX_VERIFIED_LINKS = 10_000;

type THandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers a GET of a signed private link to an object held in memory (a preview being played:
 * dozens of 64 KB ranges a minute per listener) before Fastify's routing and hooks, which cost
 * several times the answer itself (docs/decisions/043). It answers only what the files route
 * would answer 200 or 206, with the same headers (security table, X-Request-Id, the route's
 * file headers); anything else (no or a bad signature, a cold object, a body, 416, HEAD, a
 * download name, an unusual spelling of the address, the server closing) is left to the route,
 * which refuses, logs and streams as before. Hits are not logged: a log line per range of a
 * played preview would say nothing a refused link's line does not. A new global hook that must
 * apply to file answers has to be mirrored here, or this path must fall through.
 */
export function serveHotFilesFirst(
  app: FastifyInstance,
  store: ObjectStore,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  if (!(store instanceof DiskObjectStore)) return;
  const listeners = app.server.listeners('request') as THandler[];
  const [fastifyHandler] = listeners;
  if (listeners.length !== 1 || !fastifyHandler) throw new Error('expected Fastify as the only request listener');
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });

  /**
   * The key and expiry of a correctly signed link. A player asks for one preview's link dozens of
   * times, so the links that passed the HMAC are remembered (the whole address, so a remembered
   * one names exactly the key and expiry that were signed); the expiry is checked on every use.
   */
  const verified = new Map<string, { key: string; exp: number }>();
  const signedLink = (url: string): { key: string; exp: number } | undefined => {
    const known = verified.get(url);
    if (known) return known;
    const [, key = '', exp = '', sig = ''] = SIGNED_LINK.exec(url) ?? [];
    if (!isValidObjectKey(key) || store.verifySignature({ key, exp: Number(exp), dl: undefined }, sig) !== 'valid')
      return undefined;
    if (verified.size >= MAX_VERIFIED_LINKS) verified.clear();
    const link = { key, exp: Number(exp) };
    verified.set(url, link);
    return link;
  };

  /** As a flat list: spreading the two tables into one object costs more than the rest of the answer. */
  const headerList = (fileHeaders: Record<string, string>, req: IncomingMessage): string[] => {
    const list: string[] = [];
    for (const name in securityHeaders) if (!(name in fileHeaders)) list.push(name, securityHeaders[name]!);
    for (const name in fileHeaders) list.push(name, fileHeaders[name]!);
    list.push('x-request-id', requestIdOf(req));
    return list;
  };

  const answerFromMemory = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (
      isClosing ||
      req.method !== 'GET' ||
      req.headers['content-length'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined
    )
      return false;
    if (!req.url?.startsWith(PRIVATE_FILES)) return false;
    const link = signedLink(req.url);
    if (!link || link.exp < Math.floor(Date.now() / 1000)) return false;
    const object = store.hotObject(link.key);
    if (!object || object.info.size === 0) return false;
    const answer = planObjectAnswer(object.info, req.headers.range, {
      key: link.key,
      cacheControl: privateCacheControl(link.exp),
    });
    if (answer.status === 416) return false;
    res.writeHead(answer.status, headerList(answer.headers, req));
    res.end(object.body.subarray(answer.start, answer.end + 1));
    return true;
  };

  app.server.removeListener('request', fastifyHandler);
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!answerFromMemory(req, res)) fastifyHandler(req, res);
  });
}
