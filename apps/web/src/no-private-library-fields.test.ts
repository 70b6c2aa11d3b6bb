// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'packages/shared/src',
  'apps/web/code-splitting',
  'apps/web/compile-hints',
  'apps/web/precompress',
  'apps/web/service-worker',
  'apps/web/vite.config.ts',
];
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * A library's private or mangled fields (decision 072): Preact's `options.__e`, a vnode's `__k` or
 * `_dom`, a class's `_runExclusive…`, React's `__SECRET_…` internals. Any release may rename them.
 */
const PRIVATE_FIELD = [
  /\.__[A-Za-z$]\w*/,
  /[{;,]\s*__[A-Za-z$]\w*\??\s*:/,
  /\._[A-Za-z$]\w*/,
  /\b__(?:NEXT|SECRET|CLIENT|REACT|PREACT)\w*/,
];
const PRIVATE_KEY = /\[\s*['"`]__[A-Za-z$]\w*['"`]\s*\]/;
/** Text in quotes on one line: SQL or messages, where `.__x` names no field. */
const QUOTED = /'[^'\n]*'|"[^"\n]*"|`[^`\n]*`/g;

function touchesPrivateField(line: string): boolean {
  const code = line.replace(QUOTED, "''");
  return PRIVATE_KEY.test(line) || PRIVATE_FIELD.some((pattern) => pattern.test(code));
}

function privateFieldsIn(source: string): string[] {
  return source.split('\n').filter(touchesPrivateField);
}

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (SOURCE_FILE.test(full)) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && SOURCE_FILE.test(file.name))
    .map((file) => path.join(file.parentPath, file.name));
}

describe('no source file touches a library’s private fields', () => {
  it.each([
    'const catchError = internals.__e;',
    '(options as typeof options & { __m?: THook }).__m = onMismatch;',
    "const dom = vnode['__e'];",
    'type TInternals = { __e: TCatchError };',
    'snapshot: () => pglite._runExclusiveTransaction(() => dump()),',
    'const children = vnode._children;',
    'React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
  ])('finds %s', (line) => {
    expect(privateFieldsIn(line)).toEqual([line]);
  });

  it.each([
    'options.vnode = (vnode) => createdVnode?.(vnode);',
    "const dir = path.join(__dirname, 'dist');",
    "await query('select max(created_at) from drizzle.__drizzle_migrations');",
    'const [first, _unused] = pair;',
    'lodash._.map(list, fn);',
  ])('leaves %s', (line) => {
    expect(privateFieldsIn(line)).toEqual([]);
  });

  it('in apps/*/src, packages/*/src and the web build’s plugins', () => {
    const files = SOURCES.flatMap(filesUnder).filter((file) => file !== THIS_FILE && !file.includes('node_modules'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      privateFieldsIn(readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
