// Installs the Debian packages the tests use when they are missing and we may use apt: Chromium for
// the browser journeys, poppler's pdftotext to read the licence agreements the tests download.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TOOLS = [
  { name: 'Chromium', debianPackage: 'chromium', isThere: () => existsSync(CHROMIUM) },
  { name: 'pdftotext', debianPackage: 'poppler-utils', isThere: () => spawnSync('pdftotext', ['-v']).error === undefined },
];

export function ensureTestTools() {
  const missing = TOOLS.filter((tool) => !tool.isThere());
  if (missing.length === 0) return true;
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo -n ';
  console.log(`${missing.map((tool) => tool.name).join(' and ')} missing; installing Debian's ${packages}...`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  } catch {
    console.error(`Could not install them. Install them with: sudo apt-get install -y ${packages}`);
    return false;
  }
  return missing.every((tool) => tool.isThere());
}
