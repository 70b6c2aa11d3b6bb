import http from 'node:http';
import type { TestApp } from '../helpers/test-app';
import { sameOrigin } from '../helpers/factories';

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** POST /api/uploads as tus-js-client sends it; the id is the last part of the Location. */
export async function createUpload(t: TestApp, cookie: string | undefined, kind: string, size: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...sameOrigin(t, cookie), ...TUS, 'upload-length': String(size), 'upload-metadata': metadata({ kind }) },
  });
  return { res, id: res.headers.location?.toString().split('/').pop() ?? '' };
}

export function patchUpload(t: TestApp, cookie: string | undefined, id: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/uploads/${id}`,
    headers: {
      ...sameOrigin(t, cookie),
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

export function headUpload(t: TestApp, cookie: string | undefined, id: string) {
  return t.app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: { ...sameOrigin(t, cookie), ...TUS } });
}

export function deleteUpload(t: TestApp, cookie: string | undefined, id: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, headers: { ...sameOrigin(t, cookie), ...TUS } });
}

/** Starts and finishes an upload of `bytes` in one PATCH; returns its id. */
export async function uploadWhole(t: TestApp, cookie: string, kind: string, bytes: Buffer): Promise<string> {
  const { res, id } = await createUpload(t, cookie, kind, bytes.length);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const patched = await patchUpload(t, cookie, id, 0, bytes);
  if (patched.statusCode !== 204) throw new Error(`patch failed: ${patched.statusCode} ${patched.body}`);
  return id;
}

/**
 * A PATCH over a real connection whose body the test sends itself (`request.write`), so that it can
 * stop halfway, as a phone that lost its signal does; `answer` is the status the server gives it.
 */
export function openPatch(baseUrl: string, t: TestApp, cookie: string, id: string, offset: number, length: number) {
  const request = http.request(`${baseUrl}/api/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      ...sameOrigin(t, cookie),
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(length),
    },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  // A test that destroys the request does not wait for its answer.
  answer.catch(() => undefined);
  return { request, answer };
}
