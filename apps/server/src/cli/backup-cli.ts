import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from '../config/env';
import { embeddedDatabaseDir } from '../backup/backup-storage';
import { heldMailNotice, releaseHeldMail } from '../backup/held-mail';
import { RestoreRefused, restoreBackup } from '../backup/restore-backup';
import { writeBackup } from '../backup/write-backup';
import { DataDirBusy } from '../db/data-dir-lock';
import { refusalWhileServerRuns } from './server-running';

const USAGE =
  'Usage: npm run backup -- FILE   |   npm run restore -- FILE [--force] [--send-pending]   |   npm run restore -- --send-pending';
const FLAGS = ['--force', '--send-pending'];

// npm runs workspace scripts in apps/server; a file named on the command line is relative to where it was typed.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const sendPending = rest.includes('--send-pending');
  const files = rest.filter((arg) => !FLAGS.includes(arg));
  // `restore -- --send-pending` without a file releases the mail an earlier restore held.
  if (command === 'restore' && sendPending && !force && files.length === 0) {
    const env = parseEnv(process.env);
    const refusal = await refusalWhileServerRuns(env, 'then release the held mail');
    if (refusal) throw new RestoreRefused(refusal);
    const dir = embeddedDatabaseDir(env);
    if (!env.DATABASE_URL && !existsSync(dir))
      throw new RestoreRefused(`There is no database in ${path.resolve(dir)}: no mail is held.`);
    const released = await releaseHeldMail(env);
    console.log(
      `Released ${released.jobs} held mail jobs: the running or next started server sends them (${released.unsentMails} unsent mails in the outbox).`,
    );
    return;
  }
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1) throw new RestoreRefused(USAGE);
  const env = parseEnv(process.env);
  const file = fromCaller(files[0]!);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === 'backup') {
    const summary = await writeBackup(env, file);
    console.log(
      `Backed up the ${summary.database} database and ${summary.objects} files to ${file} (${(summary.bytes / 1e6).toFixed(1)} MB, ${seconds()} s).`,
    );
  } else {
    const refusal = await refusalWhileServerRuns(env, 'then restore');
    if (refusal) throw new RestoreRefused(refusal);
    const summary = await restoreBackup(env, file, { force, sendPending });
    console.log(
      `Restored the ${summary.database} database and ${summary.objects} files from ${file} (${seconds()} s).`,
    );
    if (!sendPending) console.log(heldMailNotice(summary.heldMail));
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof RestoreRefused || error instanceof ConfigError || error instanceof DataDirBusy
      ? error.message
      : error,
  );
  process.exit(1);
});
