import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context';
import { signUpBenchPerson, type BenchPerson } from './chat-people';

export interface FanoutResult {
  streams: number;
  receivers: number;
  messages: number;
  deliveries: number;
  /** From the moment the send request starts to the event on each of the receiver's streams. */
  p50: number;
  p99: number;
  max: number;
  sendP50: number;
}

interface OpenStream {
  /** Resolves at the next `message.created` on this stream. */
  nextMessage(): Promise<number>;
  close(): void;
}

async function openStream(baseUrl: string, cookie: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`/api/events answered ${response.status}`);
  const waiters: Array<(at: number) => void> = [];
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (chunk.value.includes('event: message.created')) waiters.shift()?.(performance.now());
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return { nextMessage: () => new Promise((resolve) => waiters.push(resolve)), close: () => controller.abort() };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * `streams` open /api/events connections on one instance, spread over `receivers` artists; a
 * buyer sends each of them messages in turn, and every delivery to every one of the receiver's
 * streams is timed. The sender's rate-limit window is cleared between sends (the limit is not
 * what is measured).
 */
export async function measureChatFanout(
  ctx: AppContext,
  baseUrl: string,
  options: { streams: number; receivers: number; rounds: number },
): Promise<FanoutResult> {
  const sender = await signUpBenchPerson(ctx, baseUrl, 'buyer');
  const receivers: BenchPerson[] = [];
  for (let i = 0; i < options.receivers; i++) receivers.push(await signUpBenchPerson(ctx, baseUrl, 'artist'));
  const perReceiver = Math.ceil(options.streams / options.receivers);
  const streams = new Map<string, OpenStream[]>();
  for (const receiver of receivers) {
    const own: OpenStream[] = [];
    for (let i = 0; i < perReceiver; i++) own.push(await openStream(baseUrl, receiver.cookie));
    streams.set(receiver.id, own);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));

  const delays: number[] = [];
  const sends: number[] = [];
  try {
    for (let round = 0; round < options.rounds; round++) {
      for (const receiver of receivers) {
        await ctx.database.db.execute(sql`delete from rate_limits where key like 'app:messages-%'`);
        const arrivals = streams.get(receiver.id)!.map((stream) => stream.nextMessage());
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/conversations/${receiver.id}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ctx.env.PUBLIC_URL, cookie: sender.cookie },
          body: JSON.stringify({ body: `Fan-out ${round}`, clientId: randomUUID() }),
        });
        if (response.status !== 201) throw new Error(`send answered ${response.status}: ${await response.text()}`);
        sends.push(performance.now() - started);
        for (const at of await Promise.all(arrivals)) delays.push(at - started);
      }
    }
  } finally {
    for (const own of streams.values()) for (const stream of own) stream.close();
  }
  const sorted = [...delays].sort((x, y) => x - y);
  const sortedSends = [...sends].sort((x, y) => x - y);
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  return {
    streams: perReceiver * receivers.length,
    receivers: receivers.length,
    messages: sends.length,
    deliveries: delays.length,
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? 0),
    sendP50: round1(percentile(sortedSends, 50)),
  };
}
