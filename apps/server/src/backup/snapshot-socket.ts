import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { isAppError } from '../errors/app-error';
import { COMMAND_LINE_ACTOR } from '../services/admin/admin-actor';
import { grantAdmin } from '../services/admin/grant-admin';
import { revokeAdmin } from '../services/admin/revoke-admin';

/**
 * PGlite is one process: while the server runs, nothing else may open its data directory
 * (docs/decisions/068-one-process-per-data-directory.md). The command-line tools that need the
 * database ask the server instead, on a Unix socket inside DATA_DIR which only this machine's
 * owner of the directory can reach (docs/decisions/038-backups.md). One request line each:
 * `ping`, `snapshot` (answered "ok" and a tar of the database), `admin grant|revoke EMAIL`.
 */
export const snapshotSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'snapshot.sock');

const OK = 'ok\n';
const MAX_REQUEST_BYTES = 1024;
const ADMIN_COMMANDS = { grant: grantAdmin, revoke: revokeAdmin } as const;

export type TAdminCommand = keyof typeof ADMIN_COMMANDS;
/** What `admin grant|revoke` answers: the role changed, was already so, or the service refused (its user message). */
export type TAdminAnswer = { outcome: 'changed' | 'unchanged' } | { refused: string };

async function answer(request: string, database: Database, snapshot: () => Promise<Blob>): Promise<Buffer | string> {
  const [verb, command, email, ...rest] = request.split(' ');
  if (verb === 'ping' && command === undefined) return OK;
  if (verb === 'snapshot' && command === undefined)
    return Buffer.concat([Buffer.from(OK), Buffer.from(await (await snapshot()).arrayBuffer())]);
  if (verb === 'admin' && (command === 'grant' || command === 'revoke') && email && rest.length === 0) {
    try {
      const outcome = await ADMIN_COMMANDS[command](database.db, COMMAND_LINE_ACTOR, email);
      return `${OK}${JSON.stringify({ outcome } satisfies TAdminAnswer)}`;
    } catch (error) {
      if (!isAppError(error)) throw error;
      return `${OK}${JSON.stringify({ refused: error.userMessage.text } satisfies TAdminAnswer)}`;
    }
  }
  return `error unknown request ${JSON.stringify(request.slice(0, 80))}\n`;
}

export async function serveSnapshots(
  dataDir: string,
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) return async () => undefined;
  const file = snapshotSocketPath(dataDir);
  // A socket file left by a killed server would refuse the new one (the data directory's lock says no other server runs).
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end < 0 && received.length < MAX_REQUEST_BYTES) return;
      socket.off('data', onData);
      const request = (end < 0 ? received : received.slice(0, end)).trim();
      answer(request, database, snapshot)
        .then((reply) => socket.end(reply))
        .catch((err: unknown) => {
          log.error({ err, request: request.split(' ')[0] }, 'data directory socket request failed');
          socket.end(`error ${err instanceof Error ? err.message : String(err)}\n`);
        });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen({ path: file, readableAll: false, writableAll: false }, resolve),
  );
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The server's answer after "ok", or null when no server listens on this DATA_DIR. */
async function ask(dataDir: string, request: string): Promise<Buffer | null> {
  const file = snapshotSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection({ path: file }, () => socket.write(`${request}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const reply = Buffer.concat(chunks);
      if (reply.subarray(0, OK.length).toString() === OK) resolve(reply.subarray(OK.length));
      else
        reject(
          new Error(
            `the running server could not answer "${request.split(' ')[0]}": ${reply.toString().trim() || 'no answer'}`,
          ),
        );
    });
  });
}

/** The running server's snapshot, or null when no server listens on this DATA_DIR. */
export async function requestSnapshot(dataDir: string): Promise<Buffer | null> {
  return ask(dataDir, 'snapshot');
}

/** Whether a server answers on this DATA_DIR's socket (a socket file left by a killed one does not). */
export async function isServerRunning(dataDir: string): Promise<boolean> {
  return (await ask(dataDir, 'ping')) !== null;
}

/** Grants or revokes through the running server, or null when none runs on this DATA_DIR. */
export async function requestAdminChange(
  dataDir: string,
  command: TAdminCommand,
  email: string,
): Promise<TAdminAnswer | null> {
  if (/\s/.test(email)) return { refused: `${JSON.stringify(email)} is not an e-mail address.` };
  const reply = await ask(dataDir, `admin ${command} ${email}`);
  return reply && (JSON.parse(reply.toString('utf8')) as TAdminAnswer);
}
