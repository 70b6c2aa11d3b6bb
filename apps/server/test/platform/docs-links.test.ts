import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** `[text](target)` where the target is a path in the repository, not a web address or an anchor. */
const RELATIVE_LINK = /\]\((?![a-z]+:|#)([^)\s#]+)(?:#[^)]*)?\)/g;

describe('documentation links', () => {
  it('every relative link in a Markdown file names a file or folder that exists', () => {
    const files = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const broken = files
      .filter((file) => existsSync(path.join(ROOT, file)))
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(RELATIVE_LINK)]
          .map(([, target]) => target!)
          .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), decodeURI(target))))
          .map((target) => `${file} → ${target}`),
      );
    expect(files.length).toBeGreaterThan(70);
    expect(broken).toEqual([]);
  });
});
