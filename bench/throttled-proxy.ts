import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A TCP proxy in front of a server that lets the client's bytes through at `upBytesPerSecond` (a
 * phone's upload link) and can cut every open connection at once (the network dropping). It counts
 * the bytes it took from the client (what the phone sent) and those it passed on, headers included.
 */
export async function startThrottledProxy(target: { host: string; port: number }, upBytesPerSecond: number) {
  const sockets = new Set<net.Socket>();
  let forwarded = 0;
  let received = 0;
  // One link shared by every connection, as a phone's is.
  let nextFree = performance.now();
  const SLICE = 16 * 1024;

  async function pace(bytes: number) {
    const now = performance.now();
    const start = Math.max(now, nextFree);
    nextFree = start + (bytes / upBytesPerSecond) * 1000;
    if (nextFree > now) await sleep(nextFree - now);
  }

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.on('data', (data: Buffer) => client.write(data));
    void (async () => {
      for await (const data of client as AsyncIterable<Buffer>) {
        received += data.length;
        for (let start = 0; start < data.length; start += SLICE) {
          const slice = data.subarray(start, start + SLICE);
          await pace(slice.length);
          if (upstream.destroyed) return;
          forwarded += slice.length;
          upstream.write(slice);
        }
      }
    })().catch(close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    forwarded: () => forwarded,
    received: () => received,
    /** Drops every open connection, as a lost network does. */
    cut() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
