import { createReadStream } from 'node:fs';
import type { Pack } from 'tar-stream';

/** Entry names of a backup file (a tar): the manifest first, then the database, then the files. */
export const MANIFEST = 'beatpasal-backup.json';
export const PGLITE_ENTRY = 'database/pglite.tar';
export const PG_DUMP_ENTRY = 'database/postgres.dump';
export const SECRET_ENTRY = 'secret';
/** Each object is preceded by its metadata (content type, visibility) under this prefix. */
export const META_PREFIX = 'meta/';
export const OBJECT_PREFIX = 'objects/';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  storage: 'disk' | 's3';
}

export function addBuffer(pack: Pack, name: string, body: Uint8Array | string): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name }, body, (error) => (error ? reject(error) : resolve())));
}

export function addFile(pack: Pack, name: string, file: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
    createReadStream(file).on('error', reject).pipe(entry);
  });
}
