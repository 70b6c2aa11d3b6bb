import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from '@tus/server';
import { MAX_AUDIO_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_ENDPOINT } from '@beatpasal/shared/schemas/uploads';
import type { AppContext } from '../../context';
import { isAppError } from '../../errors/app-error';
import { errorBody } from '../../errors/error-body';
import { finishUpload } from '../../services/uploads/finish-upload';
import { startUpload } from '../../services/uploads/start-upload';

/** Who sent the request tus is handling: set by the route from the session cookie, read by the hooks. */
export interface UploadCaller {
  userId: string;
  requestId: string;
  log: FastifyBaseLogger;
}
export const uploadCaller = new AsyncLocalStorage<UploadCaller>();

function caller(): UploadCaller {
  const current = uploadCaller.getStore();
  if (!current) throw new Error('tus request outside an upload route');
  return current;
}

/** Our AppErrors as tus answers them: the status and the same JSON body as every other /api error. */
async function asTusError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw { status_code: error.status, body: JSON.stringify(errorBody(error, caller().requestId)) };
  }
}

/**
 * The tus 1.0 server (creation, termination; no deferred length) over `ctx.uploads`. Tus checks
 * the protocol itself: an offset that is not the stored one is 409, bytes past the declared
 * length 413. Our hooks add the owner (the session's user, never the client's metadata), the
 * kind's limit and the row every instance reads.
 */
export function createTusServer(ctx: AppContext): Server {
  return new Server({
    path: UPLOAD_ENDPOINT,
    datastore: ctx.uploads,
    relativeLocation: true,
    maxSize: MAX_AUDIO_BYTES,
    disableTerminationForFinishedUploads: false,
    onUploadCreate: (_req, upload) =>
      asTusError(async () => {
        await startUpload(ctx, {
          userId: caller().userId,
          id: upload.id,
          kind: upload.metadata?.kind,
          size: upload.size,
        });
        return {};
      }),
    onUploadFinish: (_req, upload) =>
      asTusError(async () => {
        await finishUpload(ctx, upload.id);
        return {};
      }),
    onResponseError: (_req, error) => {
      if (error instanceof Error) caller().log.error({ err: error }, 'resumable upload failed');
      return undefined;
    },
  });
}
