import path from 'node:path';
import { parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { isAppError } from '../errors/app-error';
import { COMMAND_LINE_ACTOR } from '../services/admin/admin-actor';
import { grantAdmin } from '../services/admin/grant-admin';
import { revokeAdmin } from '../services/admin/revoke-admin';

const USAGE = 'Usage: npm run admin -- grant someone@example.com | revoke someone@example.com';
const COMMANDS = { grant: grantAdmin, revoke: revokeAdmin } as const;

/**
 * npm run admin -- grant|revoke <e-mail>: the database of DATABASE_URL, or the embedded one in
 * DATA_DIR (stop `npm start` first: an embedded database is opened by one process at a time).
 */
async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db'), poolSize: 1 });
  try {
    await database.migrate();
    const outcome = await COMMANDS[command](database.db, COMMAND_LINE_ACTOR, email);
    const done = command === 'grant' ? 'is an administrator' : 'is no longer an administrator';
    console.log(outcome === 'changed' ? `${email} ${done} (${database.kind}).` : `${email} already ${done}; nothing changed.`);
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    console.error(error.userMessage);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
