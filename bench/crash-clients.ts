import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** What the server acknowledged (2xx) during the run: all of it must be there afterwards. */
export interface Acknowledged {
  likes: Set<string>;
  messages: Set<string>;
  purchases: Set<string>;
  proofs: Set<string>;
  approvals: Set<string>;
}

export interface Tally {
  requests: number;
  /** Answers by status class, and refused connections while the server was down. */
  answers: Record<string, number>;
  /** 5xx answers with their bodies (at most a few kept). */
  serverErrors: string[];
  /** A few 4xx answers, to tell refusals the flow expects from a client's mistake. */
  refusals: string[];
}

export interface Client {
  userId: string;
  cookie: string;
  role: 'buyer' | 'artist';
}

export interface LoadContext {
  baseUrl: string;
  origin: string;
  ack: Acknowledged;
  tally: Tally;
  /** Seeded tracks a buyer may buy: the exclusive ones are few, so buyers race for them. */
  exclusiveTracks: string[];
  leaseTracks: string[];
  artistOf: (trackId: string) => string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One request; a refused or cut connection (the server was killed) counts apart and answers null. */
export async function call(
  load: LoadContext,
  client: Client | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown } | null> {
  load.tally.requests += 1;
  const headers: Record<string, string> = { origin: load.origin };
  if (client) headers.cookie = client.cookie;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    const res = await fetch(`${load.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    // A restarted server holds its port and answers 503 "starting" until its database is up
    // (decision 069): for a client that is the same as the refused connection it replaced.
    if (res.status === 503 && text.includes('"starting"')) {
      load.tally.answers.cut = (load.tally.answers.cut ?? 0) + 1;
      return null;
    }
    const kind = `${Math.floor(res.status / 100)}xx`;
    load.tally.answers[kind] = (load.tally.answers[kind] ?? 0) + 1;
    if (res.status >= 400 && res.status < 500 && load.tally.refusals.length < 8)
      load.tally.refusals.push(`${method} ${path} ${res.status} ${text.slice(0, 160)}`);
    if (res.status >= 500 && load.tally.serverErrors.length < 10)
      load.tally.serverErrors.push(`${method} ${path} ${res.status} ${text.slice(0, 200)}`);
    return {
      status: res.status,
      json: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
    };
  } catch {
    load.tally.answers.cut = (load.tally.answers.cut ?? 0) + 1;
    return null;
  }
}

async function screenshot(): Promise<Blob> {
  const noise = Buffer.from(Array.from({ length: 48 * 48 * 3 }, () => Math.floor(Math.random() * 256)));
  const png = await sharp(noise, { raw: { width: 48, height: 48, channels: 3 } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

async function buy(load: LoadContext, buyer: Client): Promise<void> {
  const exclusive = Math.random() < 0.5;
  const trackId = pick(exclusive ? load.exclusiveTracks : load.leaseTracks);
  const created = await call(load, buyer, 'POST', '/api/purchases', {
    trackId,
    licenceKind: exclusive ? 'exclusive' : 'lease',
  });
  if (created?.status !== 201 && created?.status !== 200) return;
  const id = (created.json as { id: string }).id;
  load.ack.purchases.add(id);
  const form = new FormData();
  form.set('wallet', 'esewa');
  form.set('transactionId', `TX${randomUUID().slice(0, 12).replace(/-/g, '')}`);
  form.set('screenshot', await screenshot(), 'paid.png');
  const proof = await call(load, buyer, 'POST', `/api/purchases/${id}/proof`, form);
  if (proof?.status === 200) load.ack.proofs.add(id);
}

async function buyerStep(load: LoadContext, buyer: Client): Promise<void> {
  const roll = Math.random();
  if (roll < 0.35) {
    const trackId = pick(load.leaseTracks);
    const res = await call(load, buyer, 'PUT', `/api/tracks/${trackId}/like`);
    if (res && res.status < 300) load.ack.likes.add(`${buyer.userId}:${trackId}`);
  } else if (roll < 0.6) {
    const artistId = load.artistOf(pick(load.leaseTracks));
    const res = await call(load, buyer, 'POST', `/api/conversations/${artistId}/messages`, {
      body: `Namaste ${randomUUID().slice(0, 8)}`,
      clientId: randomUUID(),
    });
    if (res?.status === 201) load.ack.messages.add((res.json as { id: string }).id);
  } else if (roll < 0.85) {
    await buy(load, buyer);
  } else {
    await call(load, buyer, 'GET', '/api/tracks');
  }
}

async function artistStep(load: LoadContext, artist: Client): Promise<void> {
  const sales = await call(load, artist, 'GET', '/api/me/sales?status=pending');
  const pending = ((sales?.json as { items?: { id: string; status: string }[] } | null)?.items ?? []).filter(
    (sale) => sale.status === 'pending',
  );
  if (pending.length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return;
  }
  const sale = pick(pending);
  // An exclusive sale closes the track's other orders: the artist states a refund for each paid one (decision 066).
  const approval = await call(load, artist, 'GET', `/api/purchases/${sale.id}/approval`);
  const closes =
    (approval?.json as { closes?: { purchaseId: string; hasProof: boolean; priceNpr: number }[] } | null)?.closes ?? [];
  const refunds = closes
    .filter((order) => order.hasProof)
    .map((order) => ({ purchaseId: order.purchaseId, refundNpr: order.priceNpr }));
  const res = await call(load, artist, 'POST', `/api/purchases/${sale.id}/approve`, { refunds });
  if (res?.status === 200) load.ack.approvals.add(sale.id);
}

/** A client's loop until `stop` says so; a cut request waits a moment (the server is restarting). */
export async function runClient(load: LoadContext, client: Client, stop: () => boolean): Promise<void> {
  while (!stop()) {
    const cutBefore = load.tally.answers.cut ?? 0;
    await (client.role === 'buyer' ? buyerStep(load, client) : artistStep(load, client));
    if ((load.tally.answers.cut ?? 0) > cutBefore) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
