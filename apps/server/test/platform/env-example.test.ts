import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv as parseDotenv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { REPO_ROOT } from '../helpers/spawned-server';

const EXAMPLE = path.join(REPO_ROOT, '.env.example');

/** Issue 32, item 8: the example loads as written, by a shell, by Node's .env reader, and by the app. */
describe('.env.example', () => {
  const byNode = parseDotenv(readFileSync(EXAMPLE, 'utf8'));

  it('a shell sources it to exactly the values Node reads from it', () => {
    const names = Object.keys(byNode);
    const script = `set -a; . "${EXAMPLE}"; for name in ${names.join(' ')}; do eval "printf '%s\\0' \\"\\$$name\\""; done`;
    const byShell = execFileSync('sh', ['-c', script], { env: { PATH: process.env.PATH } })
      .toString()
      .split('\0')
      .slice(0, -1);
    expect(Object.fromEntries(names.map((name, index) => [name, byShell[index]]))).toEqual(byNode);
    expect(byNode.MAIL_FROM).toBe('Beatpasal <no-reply@beatpasal.com>');
  });

  it('is a configuration the server accepts', () => {
    const env = parseEnv(byNode);
    expect(env.TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(env.MAIL_FROM).toBe('Beatpasal <no-reply@beatpasal.com>');
  });

  it('lists every variable the server reads', () => {
    const source = readFileSync(path.join(REPO_ROOT, 'apps/server/src/config/env.ts'), 'utf8');
    const read = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
    const listed = readFileSync(EXAMPLE, 'utf8');
    const missing = read.filter(
      (name) => name !== 'MEDIA_JOB_HOLD_FILE' && !new RegExp(`^#? ?${name}=`, 'm').test(listed),
    );
    expect(missing).toEqual([]);
  });
});
