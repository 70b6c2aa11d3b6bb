import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { subscribeServerEvents } from './server-events';

beforeEach(() => {
  FakeEventSource.install();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('subscribeServerEvents', () => {
  it('shares one stream between listeners and gives each only the types it asked for', () => {
    const unread = vi.fn();
    const chat = vi.fn();
    const stopUnread = subscribeServerEvents({ types: ['message.created', 'message.seen'], onEvent: unread });
    const stopChat = subscribeServerEvents({ types: ['message.created'], onEvent: chat });
    expect(FakeEventSource.opened).toHaveLength(1);
    const [stream] = FakeEventSource.opened;
    stream!.emit('message.seen', { userId: 'a' });
    stream!.emit('message.created', { userId: 'b' });
    stream!.emit('purchase.updated', { id: 'p' });
    expect(unread.mock.calls).toEqual([
      ['message.seen', { userId: 'a' }],
      ['message.created', { userId: 'b' }],
    ]);
    expect(chat.mock.calls).toEqual([['message.created', { userId: 'b' }]]);
    stopChat();
    expect(stream!.isClosed).toBe(false);
    stopUnread();
    expect(stream!.isClosed).toBe(true);
  });

  it('tells listeners when the stream opens, so they catch up on what they missed', () => {
    const onOpen = vi.fn();
    const stop = subscribeServerEvents({ types: ['message.created'], onEvent: vi.fn(), onOpen });
    FakeEventSource.opened[0]!.emit('open');
    expect(onOpen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('opens a new stream 5 s after the browser gave up on one (a 401 or a proxy error page)', () => {
    const onEvent = vi.fn();
    const stop = subscribeServerEvents({ types: ['message.created'], onEvent });
    FakeEventSource.opened[0]!.fail();
    vi.advanceTimersByTime(4_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.emit('message.created', { userId: 'x' });
    expect(onEvent).toHaveBeenCalledWith('message.created', { userId: 'x' });
    stop();
  });

  it('leaves reconnecting to the browser while it is still trying, and survives a body that is not JSON', () => {
    const onEvent = vi.fn();
    const stop = subscribeServerEvents({ types: ['message.created'], onEvent });
    const stream = FakeEventSource.opened[0]!;
    stream.emit('error');
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    for (const listener of stream.listeners.get('message.created') ?? [])
      listener({ type: 'message.created', data: 'not json' });
    expect(onEvent).toHaveBeenCalledWith('message.created', null);
    stop();
  });
});
