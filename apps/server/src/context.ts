import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { createAuth, type Auth } from './auth/create-auth';
import type { TEnv } from './config/env';
import { loadSecret } from './config/load-secret';
import { loadVapidKeys, type VapidKeys } from './config/load-vapid-keys';
import { openDatabase, type Database } from './db/client';
import { createDeleteFilesHandler, DELETE_FILES_JOB } from './jobs/handlers/delete-files';
import { createProcessTrackMediaHandler, PROCESS_TRACK_MEDIA_JOB } from './jobs/handlers/process-track-media';
import { createOpusBackfillHandler, OPUS_BACKFILL_JOB } from './jobs/handlers/opus-backfill';
import { holdWhileFileExists } from './jobs/hold-while-file-exists';
import { JobWorker } from './jobs/job-worker';
import { FAN_OUT_NEW_TRACK_JOB } from './jobs/new-track-fan-out';
import { hasLibopus } from './media/audio/has-libopus';
import { setMaxFfmpegProcesses } from './media/audio/run-ffmpeg';
import { createMailTransport } from './mail/create-mail-transport';
import { createDeliverMailHandler } from './mail/deliver-mail';
import { MAIL_DELIVER_JOB } from './mail/enqueue-mail';
import { SmtpStatus } from './mail/smtp-status';
import { EventBus } from './realtime/event-bus';
import { createExpirePurchaseHandler, EXPIRE_PURCHASE_JOB } from './services/purchases/expire-purchase';
import { createPrepareDownloadsHandler, PREPARE_DOWNLOADS_JOB } from './services/purchases/prepare-downloads';
import { createUnseenMessageMailHandler, UNSEEN_MESSAGE_MAIL_JOB } from './services/messages/unseen-message-mail';
import { registerNotificationJobs } from './services/notifications/register-notification-jobs';
import { createObjectStore } from './storage/create-object-store';
import { createUploadStore, type UploadStore } from './storage/create-upload-store';
import { createExpireUploadHandler, EXPIRE_UPLOAD_JOB } from './services/uploads/expire-upload';
import type { ObjectStore } from './storage/object-store';
import { PublicCardPages } from './services/catalogue/public-card-pages';
import { createFanOutNewTrackHandler } from './services/follows/fan-out-new-track';
import { createRefreshSalePricesHandler, REFRESH_SALE_PRICES_JOB } from './services/deals/refresh-sale-prices';
import { createRepairSalePricesHandler, REPAIR_SALE_PRICES_JOB } from './services/deals/repair-sale-prices';

/** Everything a request or a job may need, made once per process. */
export interface AppContext {
  env: TEnv;
  instanceId: string;
  secret: string;
  /** Web Push's key pair (decision 083). */
  vapid: VapidKeys;
  database: Database;
  storage: ObjectStore;
  /** Where resumable (tus) uploads collect their bytes until they are checked and stored. */
  uploads: UploadStore;
  auth: Auth;
  mailTransport: Transporter | null;
  /** Whether this instance reaches its SMTP server; while it does not, it claims no mail. */
  smtp: SmtpStatus;
  worker: JobWorker;
  events: EventBus;
  /** Card pages as visitors see them, shared by everyone's requests for a moment. */
  publicPages: PublicCardPages;
}

export interface ContextOverrides {
  database?: Database;
}

export async function createContext(
  env: TEnv,
  log: FastifyBaseLogger,
  overrides: ContextOverrides = {},
): Promise<AppContext> {
  const instanceId = randomUUID();
  const secret = loadSecret(env);
  const vapid = loadVapidKeys(env);
  const database =
    overrides.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(env.DATA_DIR, 'db'),
      poolSize: env.DATABASE_POOL_SIZE,
    }));
  await database.migrate(log);

  setMaxFfmpegProcesses(env.FFMPEG_MAX_PROCESSES);
  const storage = await createObjectStore(env, secret);
  const uploads = createUploadStore(env);
  const mailTransport = createMailTransport(env);
  const smtp = new SmtpStatus(mailTransport, log);
  const events = new EventBus(database, log);
  const worker = new JobWorker({
    database,
    log,
    concurrency: env.JOB_CONCURRENCY,
    pollMs: env.JOB_POLL_MS,
    instanceId,
    pausedKinds: () => (smtp.canDeliver ? [] : [MAIL_DELIVER_JOB]),
  });
  worker.register(
    MAIL_DELIVER_JOB,
    createDeliverMailHandler({ database, transport: mailTransport, from: env.MAIL_FROM, log, smtp }),
  );
  const processMedia = createProcessTrackMediaHandler({ database, storage, events, log });
  const holdFile = env.NODE_ENV === 'test' ? env.MEDIA_JOB_HOLD_FILE : undefined;
  worker.register(PROCESS_TRACK_MEDIA_JOB, holdFile ? holdWhileFileExists(processMedia, holdFile) : processMedia);
  worker.register(
    OPUS_BACKFILL_JOB,
    createOpusBackfillHandler({ database, storage, log, canEncodeOpus: () => hasLibopus(log) }),
  );
  worker.register(DELETE_FILES_JOB, createDeleteFilesHandler({ storage, log }));
  worker.register(EXPIRE_PURCHASE_JOB, createExpirePurchaseHandler({ database, log }));
  worker.register(
    PREPARE_DOWNLOADS_JOB,
    createPrepareDownloadsHandler({ database, storage, events, log, publicUrl: env.PUBLIC_URL }),
  );
  worker.register(
    UNSEEN_MESSAGE_MAIL_JOB,
    createUnseenMessageMailHandler({ database, publicUrl: env.PUBLIC_URL, log }),
  );
  worker.register(FAN_OUT_NEW_TRACK_JOB, createFanOutNewTrackHandler({ database, log }));
  worker.register(EXPIRE_UPLOAD_JOB, createExpireUploadHandler({ database, uploads, log }));
  worker.register(REFRESH_SALE_PRICES_JOB, createRefreshSalePricesHandler({ database, events, log }));
  worker.register(REPAIR_SALE_PRICES_JOB, createRepairSalePricesHandler({ database, events, log }));
  registerNotificationJobs(worker, { database, events, log, publicUrl: env.PUBLIC_URL, secret, vapid });
  const auth = createAuth({ env, database, secret, onMailQueued: () => worker.notify() });

  const publicPages = new PublicCardPages(env.VISITOR_CACHE_MS);
  return {
    env,
    instanceId,
    secret,
    vapid,
    database,
    storage,
    uploads,
    auth,
    mailTransport,
    smtp,
    worker,
    events,
    publicPages,
  };
}
