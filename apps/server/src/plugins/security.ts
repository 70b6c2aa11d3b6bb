import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { TEnv } from '../config/env';

/** Strict CSP for the SPA: scripts only from our origin; media may come from the object store. */
export async function registerSecurity(app: FastifyInstance, env: TEnv) {
  const storageOrigin = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).origin : undefined;
  const extra = storageOrigin ? [storageOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes as a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        mediaSrc: ["'self'", 'blob:', ...extra],
        connectSrc: ["'self'", ...extra],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: env.PUBLIC_URL.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: env.PUBLIC_URL.startsWith('https://'),
  });
}
