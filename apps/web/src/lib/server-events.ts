import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * One Server-Sent Events stream (/api/events) per tab, shared by every part of the page that
 * listens: the navbar's unread dot is always there, so a chat or an inbox adds no connection.
 * The stream opens with the first subscriber and closes with the last.
 */

type TEventHandler = (type: string, data: unknown) => void;

interface TSubscriber {
  types: readonly string[];
  onEvent: TEventHandler;
  /** Called each time the stream (re)opens: whatever happened while it was down is caught up by a read. */
  onOpen?: () => void;
}

/** The browser gives up on a stream that answered with an error (a 401, a proxy page); we try again after this. */
const REOPEN_MS = 5000;

const subscribers = new Set<TSubscriber>();
const connectionListeners = new Set<() => void>();
let source: EventSource | null = null;
let listenedTypes = new Set<string>();
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let isLive = false;

function setLive(value: boolean) {
  if (isLive === value) return;
  isLive = value;
  connectionListeners.forEach((listener) => listener());
}

function parseData(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function dispatch(event: MessageEvent) {
  const data = parseData(event.data);
  for (const subscriber of subscribers) {
    if (subscriber.types.includes(event.type)) subscriber.onEvent(event.type, data);
  }
}

function listenFor(types: readonly string[]) {
  if (!source) return;
  for (const type of types) {
    if (listenedTypes.has(type)) continue;
    source.addEventListener(type, dispatch);
    listenedTypes.add(type);
  }
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource('/api/events');
  source = stream;
  listenedTypes = new Set();
  stream.addEventListener('open', () => {
    setLive(true);
    subscribers.forEach((subscriber) => subscriber.onOpen?.());
  });
  stream.addEventListener('error', () => {
    setLive(false);
    if (stream.readyState !== EventSource.CLOSED) return;
    close();
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (subscribers.size > 0) open();
    }, REOPEN_MS);
  });
  for (const subscriber of subscribers) listenFor(subscriber.types);
}

function close() {
  source?.close();
  source = null;
  setLive(false);
}

/** Listens for the given event types; returns the unsubscribe function. */
export function subscribeServerEvents(subscriber: TSubscriber): () => void {
  subscribers.add(subscriber);
  if (source) listenFor(subscriber.types);
  else if (reopenTimer === undefined) open();
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size > 0) return;
    clearTimeout(reopenTimer);
    reopenTimer = undefined;
    close();
  };
}

function subscribeConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

const getIsLive = () => isLive;
const getServerIsLive = () => false;

/**
 * While `isEnabled`, calls `onEvent` for each event of `types` (and `onOpen` when the stream
 * opens again); returns whether the stream is connected, so callers can poll while it is not.
 */
export function useServerEvents(
  types: readonly string[],
  handlers: { onEvent: TEventHandler; onOpen?: () => void },
  isEnabled = true,
): boolean {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const typesKey = types.join(' ');

  useEffect(() => {
    if (!isEnabled) return;
    return subscribeServerEvents({
      types: typesKey.split(' '),
      onEvent: (type, data) => latest.current.onEvent(type, data),
      onOpen: () => latest.current.onOpen?.(),
    });
  }, [typesKey, isEnabled]);

  const isConnected = useSyncExternalStore(subscribeConnection, getIsLive, getServerIsLive);
  return isEnabled && isConnected;
}
