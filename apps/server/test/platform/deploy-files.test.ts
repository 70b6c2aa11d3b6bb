import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_AREAS } from '../../src/storage/object-keys';
import { REPO_ROOT } from '../helpers/spawned-server';

const DEPLOY = path.join(REPO_ROOT, 'docs/deploy');
const SYSTEMD_ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => existsSync(file));

/** Issue 32, item 9: the files of docs/deploy besides nginx (nginx-config.test.ts runs those). */
describe('docs/deploy', () => {
  it.skipIf(!SYSTEMD_ANALYZE)(
    `the systemd unit parses${SYSTEMD_ANALYZE ? '' : ' (skipped: systemd-analyze is not installed)'}`,
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-unit-'));
      try {
        copyFileSync(path.join(DEPLOY, 'systemd/beatpasal@.service'), path.join(dir, 'beatpasal@.service'));
        // verify names a mistake on stderr ("Failed to parse signal name, ignoring: SIGBOGUS") and still exits 0.
        const output = execFileSync(
          'sh',
          ['-c', `"$0" verify "$1" 2>&1`, SYSTEMD_ANALYZE!, path.join(dir, 'beatpasal@3001.service')],
          { encoding: 'utf8' },
        );
        expect(output.split('\n').filter((line) => /Failed|Unknown|ignoring|Invalid|Missing/.test(line))).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('the bucket policy opens exactly the public image areas, for reading', () => {
    const policy = JSON.parse(readFileSync(path.join(DEPLOY, 's3/public-areas-policy.json'), 'utf8')) as {
      Statement: Array<{ Effect: string; Principal: string; Action: string; Resource: string[] }>;
    };
    expect(policy.Statement).toHaveLength(1);
    const [statement] = policy.Statement;
    expect(statement).toMatchObject({ Effect: 'Allow', Principal: '*', Action: 's3:GetObject' });
    const areas = statement!.Resource.map(
      (resource) => /^arn:aws:s3:::beatpasal-files\/([a-z-]+)\/\*$/.exec(resource)?.[1],
    );
    expect(areas).toEqual(['track-images', 'profile-pictures', 'cover-images', 'wallet-qr']);
    expect(areas.every((area) => (STORAGE_AREAS as readonly (string | undefined)[]).includes(area))).toBe(true);
    JSON.parse(readFileSync(path.join(DEPLOY, 's3/app-user-policy.json'), 'utf8'));
  });
});
