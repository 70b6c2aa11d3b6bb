import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An embedded database is opened by one process at a time: two PGlite instances on one
 * directory each believe they own it, and one's writes vanish under the other's
 * (docs/decisions/068-one-process-per-data-directory.md). Whoever opens it leaves its pid beside
 * it; a pid that no longer runs is a crash's leftover and is taken over.
 */
export interface LockHolder {
  pid: number;
  /** The npm script that holds it ("start", "demo", …), as the refusal names it. */
  command: string;
}

export class DataDirBusy extends Error {
  constructor(readonly holder: LockHolder) {
    const who = holder.command === 'start' || holder.command === 'dev' ? 'The server' : `npm run ${holder.command}`;
    super(`${who} (pid ${holder.pid}) has this data directory open: wait for it to finish or stop it first.`);
  }
}

export const lockFileOf = (databaseDir: string) => `${path.resolve(databaseDir)}.lock`;

const currentCommand = () => process.env.npm_lifecycle_event ?? path.basename(process.argv[1] ?? 'node');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, command: String(holder.command ?? 'unknown') } : null;
  } catch {
    return null;
  }
}

/** The live process that holds this database directory, if any. */
export function lockHolder(databaseDir: string): LockHolder | null {
  const holder = readHolder(lockFileOf(databaseDir));
  return holder && isRunning(holder.pid) ? holder : null;
}

/** Takes the directory or throws DataDirBusy; the returned function gives it back. */
export function lockDataDir(databaseDir: string, command = currentCommand()): () => void {
  const file = lockFileOf(databaseDir);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole first, then linked into place: link fails if the lock exists, so nobody ever reads half a lock.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify({ pid: process.pid, command } satisfies LockHolder));
  try {
    return takeOver(file, draft);
  } finally {
    rmSync(draft, { force: true });
  }
}

function takeOver(file: string, draft: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      linkSync(draft, file);
      const release = () => {
        process.off('exit', release);
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
      // A process that exits without closing its database (an uncaught error) still gives it back.
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // Our own pid counts too: a second PGlite in this process would corrupt it just the same.
    if (holder && isRunning(holder.pid)) throw new DataDirBusy(holder);
    // Left by a process that died; if two remove it at once, one of them wins the next link.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirBusy(readHolder(file) ?? { pid: 0, command: 'unknown' });
}
