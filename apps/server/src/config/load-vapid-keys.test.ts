import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { loadVapidKeys } from './load-vapid-keys';

describe('loadVapidKeys', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('makes a pair once into DATA_DIR, readable only by its owner, and reads it back at the next start', () => {
    const env = parseEnv({ DATA_DIR: dataDir(), SUPPORT_EMAIL: 'help@beatpasal.com' });
    const made = loadVapidKeys(env);
    expect(made).toMatchObject({
      publicKey: expect.stringMatching(/^B[\w-]{86}$/),
      subject: 'mailto:help@beatpasal.com',
    });
    const file = path.join(env.DATA_DIR, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(env)).toEqual(made);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: made.publicKey, privateKey: made.privateKey });
  });

  it('takes the pair from the environment for several instances and refuses half of one', () => {
    const pair = loadVapidKeys(parseEnv({ DATA_DIR: dataDir() }));
    const env = parseEnv({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://beatpasal.com/contact',
    });
    expect(loadVapidKeys(env)).toEqual({ ...pair, subject: 'https://beatpasal.com/contact' });
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set together/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => parseEnv({ VAPID_SUBJECT: 'support@beatpasal.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('refuses a damaged key file instead of making a new pair that would end every subscription', () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    writeFileSync(path.join(env.DATA_DIR, 'vapid.json'), '{"publicKey": 1}');
    expect(() => loadVapidKeys(env)).toThrow(/no VAPID key pair/);
  });
});
