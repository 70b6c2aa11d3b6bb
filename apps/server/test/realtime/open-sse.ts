export interface SseMessage {
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

export interface SseConnection {
  response: Response;
  /** The next message or comment block; rejects when the stream ends or nothing comes in time. */
  next(timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

function parseBlock(block: string): SseMessage {
  const message: SseMessage = { comments: [] };
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') message.comments.push(value);
    else if (field === 'event') message.event = value;
    else if (field === 'data') message.data = message.data === undefined ? value : `${message.data}\n${value}`;
    else if (field === 'retry') message.retry = Number(value);
  }
  return message;
}

/** A minimal EventSource over fetch, so tests can send cookies and read comments too. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: SseMessage[] = [];
  const waiting: Array<(message: SseMessage | undefined) => void> = [];
  let isEnded = false;

  const push = (message: SseMessage | undefined) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else if (message) queue.push(message);
  };

  const pump = async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        buffer += chunk.value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // An aborted or reset stream simply ends.
    }
    isEnded = true;
    while (waiting.length > 0) push(undefined);
  };
  if (response.ok) void pump();

  return {
    response,
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (isEnded) return Promise.reject(new Error('stream ended'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no SSE message within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((message) => {
          clearTimeout(timer);
          if (message) resolve(message);
          else reject(new Error('stream ended'));
        });
      });
    },
    close: () => controller.abort(),
  };
}
