import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * PGlite is one process: while the server runs, nothing else may open its data directory. The
 * server answers a snapshot of it on a Unix socket inside DATA_DIR, which only this machine's
 * owner of the directory can reach (docs/decisions/038-backups.md).
 */
export const snapshotSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'snapshot.sock');

const OK = 'ok\n';

export async function serveSnapshots(dataDir: string, database: Database, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) return async () => undefined;
  const file = snapshotSocketPath(dataDir);
  // A socket file left by a killed server would refuse the new one.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    snapshot()
      .then(async (tar) => socket.end(Buffer.concat([Buffer.from(OK), Buffer.from(await tar.arrayBuffer())])))
      .catch((err: unknown) => {
        log.error({ err }, 'database snapshot failed');
        socket.end(`error ${err instanceof Error ? err.message : String(err)}\n`);
      });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen({ path: file, readableAll: false, writableAll: false }, resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The running server's snapshot, or null when no server listens on this DATA_DIR. */
export async function requestSnapshot(dataDir: string): Promise<Buffer | null> {
  const file = snapshotSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection({ path: file });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      if (answer.subarray(0, OK.length).toString() === OK) resolve(answer.subarray(OK.length));
      else reject(new Error(`the running server could not snapshot its database: ${answer.toString().trim() || 'no answer'}`));
    });
  });
}
