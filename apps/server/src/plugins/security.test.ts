import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { S3ObjectStore } from '../storage/s3-store';
import { registerSecurity, storageOrigins } from './security';

const KEY = 'tracks-preview/0b7e3c1e-5f1a-4c43-9a3e-2f0e8f6d9c11.mp3';
const CREDENTIALS = { S3_BUCKET: 'beats', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret-secret' };

/** Each configuration with the origins its store really answers from (asked of the store itself below). */
const CONFIGURATIONS: { name: string; vars: Record<string, string>; images: string; media: string }[] = [
  {
    name: 'AWS S3',
    vars: { S3_REGION: 'ap-south-1' },
    images: 'https://beats.s3.ap-south-1.amazonaws.com',
    media: 'https://beats.s3.ap-south-1.amazonaws.com',
  },
  {
    name: 'R2 with a public domain, virtual-hosted links',
    vars: { S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', S3_PUBLIC_URL: 'https://media.beatpasal.com' },
    images: 'https://media.beatpasal.com',
    media: 'https://beats.acc.r2.cloudflarestorage.com',
  },
  {
    name: 'MinIO, path-style, public objects through a CDN path',
    vars: {
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/beats/',
    },
    images: 'https://cdn.example.com',
    media: 'http://minio.internal:9000',
  },
  {
    name: 'path-style without a public URL',
    vars: { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' },
    images: 'http://127.0.0.1:9000',
    media: 'http://127.0.0.1:9000',
  },
  {
    name: 'an IP endpoint, where the SDK signs path-style links anyway',
    vars: { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'http://localhost:9000/beats' },
    images: 'http://localhost:9000',
    media: 'http://127.0.0.1:9000',
  },
  // Dotted bucket names (issue 32): a certificate for *.host covers one label, so over https the SDK puts them in the path.
  {
    name: 'AWS S3, a dotted bucket: path style on the regional host',
    vars: { S3_BUCKET: 'files.beatpasal.com', S3_REGION: 'us-east-1' },
    images: 'https://s3.us-east-1.amazonaws.com',
    media: 'https://s3.us-east-1.amazonaws.com',
  },
  {
    name: 'AWS S3, a dotted bucket behind its own public domain',
    vars: { S3_BUCKET: 'files.beatpasal.com', S3_REGION: 'ap-south-1', S3_PUBLIC_URL: 'https://files.beatpasal.com' },
    images: 'https://files.beatpasal.com',
    media: 'https://s3.ap-south-1.amazonaws.com',
  },
  {
    name: 'AWS S3, path style asked for',
    vars: { S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'true' },
    images: 'https://s3.ap-south-1.amazonaws.com',
    media: 'https://s3.ap-south-1.amazonaws.com',
  },
  {
    name: 'an https endpoint, a dotted bucket: path style',
    vars: { S3_BUCKET: 'files.beatpasal.com', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com' },
    images: 'https://acc.r2.cloudflarestorage.com',
    media: 'https://acc.r2.cloudflarestorage.com',
  },
  {
    name: 'an http endpoint, a dotted bucket: virtual-hosted, as the SDK signs it',
    vars: { S3_BUCKET: 'files.beatpasal.com', S3_ENDPOINT: 'http://minio.internal:9000' },
    images: 'http://files.beatpasal.com.minio.internal:9000',
    media: 'http://files.beatpasal.com.minio.internal:9000',
  },
];

function storeFor(env: ReturnType<typeof parseEnv>) {
  return new S3ObjectStore({
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicBaseUrl: env.S3_PUBLIC_URL,
    defaultTtlSeconds: 3600,
  });
}

async function cspOf(env: ReturnType<typeof parseEnv>): Promise<Map<string, string[]>> {
  const app = Fastify();
  registerSecurity(app, env);
  app.get('/', async () => 'ok');
  const response = await app.inject({ url: '/' });
  await app.close();
  const policy = String(response.headers['content-security-policy']);
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the CSP allows exactly the object store origins the browser loads from (signed pictures too)', () => {
  it.each(CONFIGURATIONS)('$name', async ({ vars, images, media }) => {
    const env = parseEnv({ ...CREDENTIALS, ...vars });
    const store = storeFor(env);
    expect(new URL(store.publicUrl(KEY)).origin).toBe(images);
    expect(new URL(await store.signedUrl(KEY)).origin).toBe(media);
    store.destroy();

    const imageOrigins = [...new Set([images, media])];
    expect(storageOrigins(env)).toEqual({ images: imageOrigins, media: [media] });
    const csp = await cspOf(env);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...imageOrigins]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', media]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('adds no other origin with the disk store', async () => {
    const csp = await cspOf(parseEnv({}));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  });
});

/** helmet 8's headers for this configuration, as @fastify/helmet sent them before they were precomputed. */
const HELMET_HEADERS = {
  'content-security-policy': `default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' blob:;connect-src 'self'`,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('the security headers', () => {
  async function headersOf(env: ReturnType<typeof parseEnv>, url: string) {
    const app = Fastify();
    registerSecurity(app, env);
    app.get('/', async () => 'ok');
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    const response = await app.inject({ url });
    await app.close();
    return response.headers;
  }

  it.each(['/', '/fails', '/missing'])('are all sent on %s, whatever the answer', async (url) => {
    const headers = await headersOf(parseEnv({}), url);
    expect(headers).toMatchObject(HELMET_HEADERS);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests behind https', async () => {
    const headers = await headersOf(parseEnv({ PUBLIC_URL: 'https://beatpasal.com' }), '/');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toBe(
      HELMET_HEADERS['content-security-policy'].replace(
        "'unsafe-inline';",
        "'unsafe-inline';upgrade-insecure-requests;",
      ),
    );
  });
});
