import path from 'node:path';
import type { TEnv } from '../config/env';
import { createObjectStore } from '../storage/create-object-store';
import type { ObjectStore } from '../storage/object-store';

/** The deployment's object store for copying files in and out; it never signs a link, so no secret is needed. */
export function backupStorage(env: TEnv): Promise<ObjectStore> {
  return createObjectStore(env, 'backups-sign-nothing');
}

export const embeddedDatabaseDir = (env: TEnv) => path.join(env.DATA_DIR, 'db');
export const embeddedSecretFile = (env: TEnv) => path.join(env.DATA_DIR, 'secret');
