import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Locker } from '@tus/utils';
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
function tusAnswer(error: unknown): { status_code: number; body: string } | undefined {
  return isAppError(error)
    ? { status_code: error.status, body: JSON.stringify(errorBody(error, caller().requestId)) }
    : undefined;
}

async function asTusError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw tusAnswer(error) ?? error;
  }
}

/**
 * The tus 1.0 server (creation, termination; no deferred length) over `ctx.uploads`. Tus checks
 * the protocol itself: an offset that is not the stored one is 409, bytes past the declared
 * length 413. Our hooks add the owner (the session's user, never the client's metadata), the
 * kind's limit and the row every instance reads; `locker` lets one request at a time, on any
 * instance, read or write an upload (decision 098).
 */
export function createTusServer(ctx: AppContext, locker: Locker): Server {
  return new Server({
    path: UPLOAD_ENDPOINT,
    datastore: ctx.uploads,
    locker,
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
    // The locker's 423 is an AppError; the hooks' errors arrive already answered by asTusError.
    onResponseError: (_req, error) => {
      const answer = tusAnswer(error);
      if (!answer && error instanceof Error) caller().log.error({ err: error }, 'resumable upload failed');
      return answer;
    },
  });
}
