import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import { en } from './i18n/en';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function stubFetch(answer: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { id: 'p1' }));
    const result = await apiFetch('/api/purchases', {
      method: 'POST',
      body: { trackId: 't1' },
      schema: z.object({ id: z.string() }),
    });
    expect(result).toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/purchases',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"trackId":"t1"}',
        headers: { accept: 'application/json', 'accept-language': 'en', 'content-type': 'application/json' },
      }),
    );
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/tracks/t1/like', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns a ZApiError body into ApiError with code, message, field errors and request id', async () => {
    stubFetch(
      jsonResponse(400, {
        error: { code: 'BAD_REQUEST', message: 'Username is taken.', fieldErrors: { username: 'Username is taken.' } },
        requestId: 'req-123',
      }),
    );
    const error = await caught(apiFetch('/api/me/profile', { method: 'PUT', body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Username is taken.',
      fieldErrors: { username: 'Username is taken.' },
      requestId: 'req-123',
    });
    expect(error.hasFieldErrors).toBe(true);
  });

  it('gives a friendly message when an error body is not ours (a proxy page)', async () => {
    stubFetch(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'content-type': 'text/html', 'x-request-id': 'edge-1' },
      }),
    );
    const error = await caught(apiFetch('/api/tracks'));
    expect(error).toMatchObject({
      status: 502,
      code: 'UNEXPECTED_RESPONSE',
      message: en.errors.network,
      requestId: 'edge-1',
    });
  });

  it('gives the generic message for an unknown error shape', async () => {
    stubFetch(jsonResponse(500, { oops: true }));
    const error = await caught(apiFetch('/api/tracks'));
    expect(error).toMatchObject({ status: 500, code: 'UNEXPECTED_RESPONSE', message: en.errors.unexpected });
  });

  it.each([
    ['no request id', { error: { code: 'BAD_REQUEST', message: 'No.' } }],
    [
      'a field error that is not text',
      { error: { code: 'BAD_REQUEST', message: 'No.', fieldErrors: { price: 5 } }, requestId: 'r' },
    ],
    ['an error that is a list', { error: ['No.'], requestId: 'r' }],
  ])('gives the generic message for an error body with %s', async (_, body) => {
    stubFetch(jsonResponse(400, body));
    const error = await caught(apiFetch('/api/tracks'));
    expect(error).toMatchObject({ status: 400, code: 'UNEXPECTED_RESPONSE', message: en.errors.unexpected });
  });

  it('turns a network failure into ApiError with status 0 and a friendly message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await caught(apiFetch('/api/tracks'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: en.errors.network });
  });

  it('lets an abort through unchanged so react-query can ignore it', async () => {
    stubFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiFetch('/api/tracks')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a 2xx answer that does not match the schema', async () => {
    stubFetch(jsonResponse(200, { id: 42 }));
    const error = await caught(apiFetch('/api/tracks/t1', { schema: z.object({ id: z.string() }) }));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', message: en.errors.invalidResponse });
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    stubFetch(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const error = await caught(apiFetch('/api/tracks'));
    expect(error.code).toBe('INVALID_RESPONSE');
  });
});
