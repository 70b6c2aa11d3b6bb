import path from 'node:path';
import { ConfigError, parseEnv } from '../config/env';
import { RestoreRefused, restoreBackup } from '../backup/restore-backup';
import { writeBackup } from '../backup/write-backup';
import { DataDirBusy } from '../db/data-dir-lock';
import { refusalWhileServerRuns } from './server-running';

const USAGE = 'Usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]';

// npm runs workspace scripts in apps/server; a file named on the command line is relative to where it was typed.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1) throw new RestoreRefused(USAGE);
  const env = parseEnv(process.env);
  const file = fromCaller(files[0]!);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === 'backup') {
    const summary = await writeBackup(env, file);
    console.log(`Backed up the ${summary.database} database and ${summary.objects} files to ${file} (${(summary.bytes / 1e6).toFixed(1)} MB, ${seconds()} s).`);
  } else {
    const refusal = await refusalWhileServerRuns(env, 'then restore');
    if (refusal) throw new RestoreRefused(refusal);
    const summary = await restoreBackup(env, file, { force });
    console.log(`Restored the ${summary.database} database and ${summary.objects} files from ${file} (${seconds()} s).`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof RestoreRefused || error instanceof ConfigError || error instanceof DataDirBusy ? error.message : error);
  process.exit(1);
});
