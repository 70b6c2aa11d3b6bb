import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';
import { ensureWebBuild } from './ensure-web-build.mjs';

/** Fails before any test when the browser is missing; makes sure the web app is built and current. */
export default function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`);
  }
  ensureWebBuild();
}
