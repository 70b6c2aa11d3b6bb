import path from 'node:path';
import { parseEnv } from '../config/env';
import { openDatabase } from './client';

const env = parseEnv(process.env);
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'db'),
  poolSize: 1,
});
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
