import {
  ZDeletedTrack,
  ZMyTrack,
  ZMyTrackPage,
  ZUploadedTrack,
  type TDeletedTrack,
  type TMyTrack,
  type TMyTrackPage,
  type TUploadedTrack,
} from '@beatpasal/shared/schemas/my-tracks';
import { apiFetch, apiUpload } from '../../../lib/api-client';
import { networkError } from '../../../lib/api-error';
import { readApiResponse } from '../../../lib/api-response';

/** The artist's own tracks: GET/POST /api/me/tracks, GET/PATCH/DELETE /api/me/tracks/:id, POST …/retry. */
export const myTracksKeys = {
  all: ['studio', 'my-tracks'] as const,
  list: () => [...myTracksKeys.all, 'list'] as const,
  detail: (id: string) => [...myTracksKeys.all, 'detail', id] as const,
};

const trackPath = (id: string) => `/api/me/tracks/${encodeURIComponent(id)}`;

export function fetchMyTracksPage(cursor: string | null, signal: AbortSignal): Promise<TMyTrackPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(`/api/me/tracks${query}`, { schema: ZMyTrackPage, signal });
}

export function fetchMyTrack(id: string, signal: AbortSignal): Promise<TMyTrack> {
  return apiFetch(trackPath(id), { schema: ZMyTrack, signal });
}

export function uploadTrack(
  body: FormData,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<TUploadedTrack> {
  return apiUpload('/api/me/tracks', body, onProgress, { schema: ZUploadedTrack, signal });
}

// apiUpload speaks POST and PUT only; a cover is small enough to need no progress bar.
async function patchMultipart(path: string, body: FormData): Promise<TMyTrack> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PATCH',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw networkError();
  }
  const raw = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text().catch(() => ''),
    requestId: response.headers.get('x-request-id') ?? undefined,
  };
  return readApiResponse(raw, ZMyTrack);
}

/** JSON when only fields change; multipart when a new cover goes with them. */
export function saveTrack(id: string, body: Record<string, unknown> | FormData): Promise<TMyTrack> {
  if (body instanceof FormData) return patchMultipart(trackPath(id), body);
  return apiFetch(trackPath(id), { method: 'PATCH', body, schema: ZMyTrack });
}

export function deleteTrack(id: string): Promise<TDeletedTrack> {
  return apiFetch(trackPath(id), { method: 'DELETE', schema: ZDeletedTrack });
}

export function retryTrack(id: string): Promise<unknown> {
  return apiFetch(`${trackPath(id)}/retry`, { method: 'POST' });
}
