import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiUpload } from './api-client';
import { ApiError } from './api-error';
import { en } from './i18n/en';

type TListener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** Just enough XMLHttpRequest for apiUpload: the test decides what the "server" does. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  status = 0;
  responseText = '';
  sent: unknown;
  headers: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  private listeners: Record<string, (() => void)[]> = {};
  private progressListeners: TListener[] = [];
  upload = { addEventListener: (_type: string, listener: TListener) => this.progressListeners.push(listener) };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    this.progressListeners.forEach((listener) => listener({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json';
    this.emit('load');
  }
  emit(type: string) {
    this.listeners[type]?.forEach((listener) => listener());
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('apiUpload', () => {
  it('reports progress as a fraction and resolves with the parsed answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const upload = apiUpload('/api/me/tracks', form, (fraction) => progress.push(fraction), {
      schema: z.object({ id: z.string() }),
    });
    current().progress(25, 100);
    current().progress(100, 100);
    current().respond(201, { id: 't1' });
    await expect(upload).resolves.toEqual({ id: 't1' });
    expect(progress).toEqual([0.25, 1]);
    expect(current()).toMatchObject({ method: 'POST', url: '/api/me/tracks', sent: form });
  });

  it('rejects with the same ApiError as apiFetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = apiUpload('/api/me/tracks', new FormData());
    current().respond(413, {
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
      requestId: 'r1',
    });
    const error: unknown = await upload.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' });
  });

  it('turns a dropped connection into the network error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = apiUpload('/api/me/tracks', new FormData());
    current().emit('error');
    await expect(upload).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: en.errors.network });
  });

  it('aborts the request when the signal fires', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const upload = apiUpload('/api/me/tracks', new FormData(), undefined, { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
