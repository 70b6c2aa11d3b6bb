import { vi } from 'vitest';

type TListener = (event: { type: string; data?: string }) => void;

/** Enough of the browser's EventSource to drive the shared stream (lib/server-events) by hand. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  isClosed = false;
  readonly listeners = new Map<string, TListener[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  /** Stands in for the browser's EventSource until vi.unstubAllGlobals(). */
  static install() {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  static latest(): FakeEventSource {
    const stream = FakeEventSource.opened.at(-1);
    if (!stream) throw new Error('no stream was opened');
    return stream;
  }

  addEventListener(type: string, listener: TListener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? [])
      listener({ type, data: data === undefined ? undefined : JSON.stringify(data) });
  }

  /** The server ended the stream for good (a restart's 401, a proxy page): the browser gives up on it. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}
