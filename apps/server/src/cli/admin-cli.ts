import path from 'node:path';
import { requestAdminChange, type TAdminAnswer, type TAdminCommand } from '../backup/snapshot-socket';
import { ConfigError, parseEnv, type TEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { DataDirBusy } from '../db/data-dir-lock';
import { isAppError } from '../errors/app-error';
import { COMMAND_LINE_ACTOR } from '../services/admin/admin-actor';
import { grantAdmin } from '../services/admin/grant-admin';
import { revokeAdmin } from '../services/admin/revoke-admin';

const USAGE = 'Usage: npm run admin -- grant someone@example.com | revoke someone@example.com';
const COMMANDS = { grant: grantAdmin, revoke: revokeAdmin } as const;

/** Opens the database itself: DATABASE_URL, or the embedded one when no server holds it. */
async function changeDirectly(
  env: TEnv,
  command: TAdminCommand,
  email: string,
): Promise<TAdminAnswer & { kind: string }> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db'), poolSize: 1 });
  try {
    await database.migrate();
    return { outcome: await COMMANDS[command](database.db, COMMAND_LINE_ACTOR, email), kind: database.kind };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { refused: error.userMessage.text, kind: database.kind };
  } finally {
    await database.close();
  }
}

/**
 * npm run admin -- grant|revoke <e-mail>: on the embedded database while `npm start` runs, the
 * running server makes the change (over DATA_DIR/snapshot.sock), with the same service and audit
 * entry; otherwise the database of DATABASE_URL or DATA_DIR directly.
 */
async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  let answer: (TAdminAnswer & { kind?: string }) | null = env.DATABASE_URL
    ? null
    : await requestAdminChange(env.DATA_DIR, command, email);
  const via = answer ? 'through the running server' : '';
  try {
    answer ??= await changeDirectly(env, command, email);
  } catch (error) {
    if (!(error instanceof DataDirBusy)) throw error;
    console.error(`${error.message} Or list the address in ADMIN_EMAILS.`);
    return 1;
  }
  if ('refused' in answer) {
    console.error(answer.refused);
    return 1;
  }
  const done = command === 'grant' ? 'is an administrator' : 'is no longer an administrator';
  const where = via || answer.kind;
  console.log(
    answer.outcome === 'changed' ? `${email} ${done} (${where}).` : `${email} already ${done}; nothing changed.`,
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
