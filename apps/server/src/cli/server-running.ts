import type { TEnv } from '../config/env';
import { isServerRunning } from '../backup/snapshot-socket';

/**
 * The line a command that opens the embedded database prints instead, when the server holds it
 * (docs/decisions/068-one-process-per-data-directory.md); null when it may go ahead. A PostgreSQL
 * deployment is shared by design and never refused.
 */
export async function refusalWhileServerRuns(env: TEnv, advice: string): Promise<string | null> {
  if (env.DATABASE_URL || !(await isServerRunning(env.DATA_DIR))) return null;
  return `The server is running on this data directory: stop it first, ${advice}.`;
}
