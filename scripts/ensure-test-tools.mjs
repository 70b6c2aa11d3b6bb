// The Debian packages the tests use: Chromium for the browser journeys, poppler's pdftotext to read
// the licence agreements the tests download.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianTools } from './ensure-debian-tools.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TOOLS = [
  { name: 'Chromium', debianPackage: 'chromium', isThere: () => existsSync(CHROMIUM) },
  {
    name: 'pdftotext',
    debianPackage: 'poppler-utils',
    isThere: () => spawnSync('pdftotext', ['-v']).error === undefined,
  },
];

export function ensureTestTools() {
  return ensureDebianTools(TOOLS);
}
