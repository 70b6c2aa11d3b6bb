import type { FastifyReply } from 'fastify';
import type { TEnv } from '../../config/env';
import { storageOrigins } from '../../plugins/security';

/**
 * The one kind of page other sites may frame (decision 080). Its own policy replaces the app's
 * `frame-ancestors 'none'` with `*` and drops X-Frame-Options; scripts still come only from this
 * origin, and the page can reach nothing but this origin and the object store's pictures and audio.
 */
export function embedPolicy(env: TEnv): string {
  const storage = storageOrigins(env);
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    ["img-src 'self' data:", ...storage.images].join(' '),
    ["media-src 'self' blob:", ...storage.media].join(' '),
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
    ...(env.PUBLIC_URL.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Sets the embed's headers over the app-wide ones (plugins/security.ts) on this one answer. */
export function allowFraming(reply: FastifyReply, policy: string): FastifyReply {
  reply.removeHeader('x-frame-options');
  return reply
    .header('content-security-policy', policy)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('vary', 'accept-language');
}
