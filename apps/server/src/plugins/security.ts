import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { TEnv } from '../config/env';
import { bucketOrigins } from '../storage/s3-bucket-url';

type TStorageEnv = Pick<TEnv, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_PUBLIC_URL'>;

/**
 * Where the browser loads stored objects from (storage/s3-bucket-url.ts, which also makes the
 * URLs): public images from S3_PUBLIC_URL or the bucket, signed links from the bucket's own URL.
 * Nothing with the disk store (same origin).
 */
export function storageOrigins(env: TStorageEnv): { images: string[]; media: string[] } {
  if (!env.S3_BUCKET) return { images: [], media: [] };
  return bucketOrigins({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicBaseUrl: env.S3_PUBLIC_URL,
  });
}

/** The headers helmet would set, computed once: they depend on the configuration only, never on the request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Strict CSP for the SPA: scripts only from our origin; images and audio may come from the object
 * store. Set on every answer from one precomputed table (a per-request helmet cost ≈ 3 % of CPU).
 */
export function registerSecurity(app: FastifyInstance, env: TEnv): void {
  const storage = storageOrigins(env);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React's `style` props (progress bars, the waveform) are inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage.images],
        mediaSrc: ["'self'", 'blob:', ...storage.media],
        // The player sets signed links on <audio> (media-src); no script fetches from the store.
        connectSrc: ["'self'"],
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
