import type { ZodType } from 'zod';
import { isAbortError, networkError } from './api-error';
import { readApiResponse } from './api-response';
import { getLanguage } from './i18n/language-store';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TApiFetchOptions<T> {
  method?: TMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Validates the answer; without one the caller vouches for `T`. The server serialises every
   * answer through its schema, so the first screen's reads pass none: zod stays out of the first load.
   */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

type TTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: TTransport = (path, init) => fetch(path, init);

/** Server rendering answers the first screen's reads inside the server, as a visitor (decision 034). */
export function setApiTransport(next: TTransport): void {
  transport = next;
}

/** JSON in, JSON out, with the session cookie. Throws `ApiError` for every failure except an abort. */
export async function apiFetch<T = void>(path: string, options: TApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  // The server writes the e-mails a request causes (verification, password reset) in this language.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': getLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  const text = await response.text().catch(() => '');
  const raw = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text,
    requestId: response.headers.get('x-request-id') ?? undefined,
  };
  return readApiResponse(raw, schema);
}

export interface TApiUploadOptions<T> {
  method?: 'POST' | 'PUT';
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data and reports progress as a fraction from 0 to 1.
 * XMLHttpRequest, because fetch cannot report upload progress.
 */
export function apiUpload<T = void>(
  path: string,
  formData: FormData,
  onProgress?: (fraction: number) => void,
  options: TApiUploadOptions<T> = {},
): Promise<T> {
  const { method = 'POST', schema, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(cancelled());
    // Same-origin XHR sends the session cookie without withCredentials.
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      try {
        const raw = {
          status: xhr.status,
          contentType: xhr.getResponseHeader('content-type'),
          text: xhr.responseText,
          requestId: xhr.getResponseHeader('x-request-id') ?? undefined,
        };
        resolve(readApiResponse(raw, schema));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('timeout', () => reject(networkError()));
    xhr.addEventListener('abort', () => reject(cancelled()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}
