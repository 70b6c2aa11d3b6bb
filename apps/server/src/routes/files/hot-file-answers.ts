import type { FastifyInstance } from 'fastify';
import { DiskObjectStore } from '../../storage/disk-store';
import { isValidObjectKey } from '../../storage/object-keys';
import type { ObjectStore } from '../../storage/object-store';
import { planObjectAnswer } from './send-object';
import { privateCacheControl } from './signed-link';

/** A link exactly as DiskObjectStore.signedUrl writes it without a download name; any other shape goes to the route. */
const SIGNED_LINK = /^\/files\/private\/([a-z0-9][a-z0-9./_-]*)\?exp=(\d{1,12})&sig=([A-Za-z0-9_-]{43})$/;
/** Links remembered as correctly signed; past this many the memory starts over. */
const MAX_VERIFIED_LINKS = 10_000;

type TSignedLink = { key: string; exp: number };

/**
 * Answers a GET of a signed private link to an object held in memory (a preview being played:
 * dozens of 64 KB ranges a minute per listener) in an `onRequest` hook, so the hooks registered
 * after it (visitor caches, compression, cookies, multipart, sessions) and the route's own
 * lifecycle are skipped; they change nothing in such an answer and cost about a third of it
 * (docs/decisions/073). Register it after the hooks that every answer needs (security headers,
 * the NUL and origin checks, metrics): their hooks and every `onSend`/`onResponse` hook still run,
 * so the request is logged and carries the same headers as the route's answer. Anything the route
 * would not answer 200 or 206 (no or a bad signature, a cold object, a body, 416, HEAD, a download
 * name, an unusual spelling of the address) goes on to the route, which refuses, logs and streams.
 */
export function registerHotFileAnswers(app: FastifyInstance, store: ObjectStore): void {
  if (!(store instanceof DiskObjectStore)) return;

  /** A player asks for one preview's link dozens of times: links that passed the HMAC are remembered (the expiry is checked on every use). */
  const verified = new Map<string, TSignedLink>();
  const signedLink = (url: string): TSignedLink | undefined => {
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

  app.addHook('onRequest', (request, reply, done) => {
    const { headers } = request;
    if (
      request.method !== 'GET' ||
      request.routeOptions.url !== '/files/private/*' ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    )
      return done();
    const link = signedLink(request.url);
    if (!link || link.exp < Math.floor(Date.now() / 1000)) return done();
    const object = store.hotObject(link.key);
    if (!object || object.info.size === 0) return done();
    const answer = planObjectAnswer(object.info, headers.range, {
      key: link.key,
      cacheControl: privateCacheControl(link.exp),
    });
    if (answer.status === 416) return done();
    // Answering here without calling done() ends the onRequest chain; onSend and onResponse hooks still run.
    reply
      .code(answer.status)
      .headers(answer.headers)
      .send(object.body.subarray(answer.start, answer.end + 1));
  });
}
