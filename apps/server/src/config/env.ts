import { z } from 'zod';
import { ZTrustProxy } from './trust-proxy';

const ZBool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const ZVariables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address people open the site at (mail links, cookies, the origin check); http://localhost:PORT
   * when unset, so that choosing another PORT alone is enough on one machine (PORT 0 needs it set).
   */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Where unfinished resumable uploads collect their chunks (decision 084); DATA_DIR/uploads when
   * unset. Several instances: one directory every instance shares (a shared volume), since the next
   * chunk may reach another instance than the last.
   */
  UPLOAD_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long start-up keeps retrying a database it cannot reach (back-off up to 5 s) before giving up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: ZBool.default(false),
  /** Base URL that serves the bucket's public objects (a CDN or R2 public domain). */
  S3_PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Beatpasal <no-reply@beatpasal.local>'),
  SUPPORT_EMAIL: z.email().default('support@beatpasal.com'),
  /** Comma-separated e-mails made administrators at their next visit (besides `npm run admin -- grant`). */
  ADMIN_EMAILS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must list e-mail addresses separated by commas')))
    .default([]),
  /** Opens the local outbox (/dev/outbox?token=…); derived from the secret when unset. */
  OUTBOX_TOKEN: z
    .string()
    .regex(/^[\w-]{16,200}$/, 'must be 16–200 letters, digits, _ or -')
    .optional(),
  /** Opens /metrics and /api/status to `Authorization: Bearer <token>`; both answer 404 without it (decision 070). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\w-]{16,200}$/, 'must be 16–200 letters, digits, _ or -')
    .optional(),
  /**
   * Web Push's VAPID key pair (decision 083), base64url as `web-push generate-vapid-keys` prints
   * it; made once into DATA_DIR/vapid.json when unset. Several instances: set both, the same everywhere.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[\w-]{86}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  /** Who push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
    .optional(),
  VISITOR_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** How long an instance reuses a resolved session; sign-out and revocation reach every instance at once (decision 028). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** ffmpeg processes at once per instance, uploads and media jobs together; each pins a core. */
  FFMPEG_MAX_PROCESSES: z.coerce.number().int().min(1).max(32).default(2),
  /** Which proxies may name the client in X-Forwarded-For: false, or their addresses and CIDR ranges (decision 069). */
  TRUST_PROXY: ZTrustProxy,
  /** A connection that sends and receives nothing for this long is closed (docs/decisions/013). */
  HTTP_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(10 * 60_000)
    .default(60_000),
  /** Test only (ignored unless NODE_ENV=test): media jobs wait while this file exists, so a journey sees "processing". */
  MEDIA_JOB_HOLD_FILE: z.string().min(1).optional(),
});

const ZEnv = ZVariables.transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type TEnv = z.infer<typeof ZEnv>;

export class ConfigError extends Error {}

/** Parses the environment once; the first bad variable becomes one readable line. */
export function parseEnv(source: NodeJS.ProcessEnv): TEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZEnv.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const env = result.data;
  if (env.PORT === 0 && !cleaned.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL must be set when PORT is 0, since the port is only known once the server listens',
    );
  }
  const s3Keys = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set in production');
  }
  return env;
}
