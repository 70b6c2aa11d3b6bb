// Installs Debian's Chromium for the browser tests when it is missing and we may use apt.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo -n ';
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package...`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
      stdio: 'inherit',
    });
  } catch {
    console.error('Could not install Chromium. Install it with: sudo apt-get install -y chromium');
    return false;
  }
  return existsSync(CHROMIUM);
}
