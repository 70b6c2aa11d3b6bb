import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { TEnv } from './env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about this sender. */
  subject: string;
}

const VAPID_FILE = 'vapid.json';

function readKeyFile(file: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> | null {
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof publicKey === 'string' && typeof privateKey === 'string') return { publicKey, privateKey };
    throw new Error(`${file} holds no VAPID key pair; delete it to make a new one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The VAPID keys that sign every push (decision 083): from the environment (several instances
 * share them), else made once into DATA_DIR/vapid.json. The file appears whole or not at all: it
 * is written under another name and hard-linked into place, which fails when it already exists,
 * so two starts racing keep one pair. Browsers' subscriptions are bound to the public key:
 * changing it ends every device's subscription.
 */
export function loadVapidKeys(env: TEnv): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(env.DATA_DIR, VAPID_FILE);
  const existing = readKeyFile(file);
  if (existing) return { ...existing, subject };
  mkdirSync(env.DATA_DIR, { recursive: true });
  const made = webPush.generateVAPIDKeys();
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return { ...readKeyFile(file)!, subject };
}
