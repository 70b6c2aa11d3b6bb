import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server directory. This file sits one level below it (src/), as the compiled bundle
 * does (dist/main.js, decision 069), so a path built from here is the same under tsx, vitest and
 * `node dist/main.js`, where every module shares the bundle's import.meta.url.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
