import { defaultOptions, Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import { UPLOAD_CHUNK_BYTES, UPLOAD_ENDPOINT, type TUploadKind } from '@beatpasal/shared/schemas/uploads';
import { ApiError, networkError } from './api-error';

/**
 * After a cut, try again at once, then back off to every 15 s for about ten minutes: long enough
 * for a phone to find its network again. Progress resets the count (tus-js-client does).
 */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, ...Array.from({ length: 40 }, () => 15_000)];

/** A cut connection (no status), a conflict on the offset (re-read with HEAD) or the server's trouble: retry. */
function shouldRetry(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status === 409 || status === 423 || status >= 500;
}

function toApiError(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return networkError();
  try {
    const body = JSON.parse(response.getBody()) as { error: ConstructorParameters<typeof ApiError>[0] };
    return new ApiError({ ...body.error, status: response.getStatus() });
  } catch {
    return new ApiError({ status: response.getStatus(), code: 'UPLOAD_FAILED', message: error.message });
  }
}

/** Uploads of this browser that did not finish, newest first: the form offers to continue them. */
export async function unfinishedUploads(): Promise<PreviousUpload[]> {
  const all = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return all.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
}

export interface TResumableUploadOptions {
  onProgress: (sent: number, total: number) => void;
  /** Aborting cancels the upload and deletes it on the server. */
  signal?: AbortSignal;
}

/**
 * Sends `file` over tus in 5 MB chunks and resolves with the upload's id. The browser remembers
 * the upload by the file (name, size, date) and its kind, so choosing the same file after a
 * reload or a closed tab continues where it stopped. Aborting cancels it on the server too.
 */
export function resumableUpload(file: File, kind: TUploadKind, options: TResumableUploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { kind, filename: file.name },
      fingerprint: async (source, uploadOptions) =>
        `${await defaultOptions.fingerprint(source, uploadOptions)}-${kind}`,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: shouldRetry,
      onProgress: options.onProgress,
      onError: (error) => reject(toApiError(error)),
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
    });
    options.signal?.addEventListener('abort', () => {
      void upload.abort(true).catch(() => undefined);
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
