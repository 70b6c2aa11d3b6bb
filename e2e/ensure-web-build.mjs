// Builds apps/web when dist/index.html is missing or older than anything it is built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const BUILT = path.join(WEB, 'dist/index.html');
const INPUTS = [
  path.join(WEB, 'src'),
  path.join(WEB, 'public'),
  path.join(WEB, 'index.html'),
  path.join(WEB, 'vite.config.ts'),
  path.join(WEB, 'precompress'),
  path.join(WEB, 'service-worker'),
  path.join(WEB, 'package.json'),
  path.join(ROOT, 'packages/shared/src'),
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function isWebBuildFresh() {
  if (!existsSync(BUILT)) return false;
  const builtAt = statSync(BUILT).mtimeMs;
  return INPUTS.every((input) => newestChange(input) <= builtAt);
}

/** Returns true when it had to build. Output goes to stderr so it shows under Playwright's webServer. */
export function ensureWebBuild() {
  if (isWebBuildFresh()) return false;
  console.error('[e2e] apps/web/dist is missing or stale; running `npm run build -w apps/web`...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0)
    throw new Error('Building the web app failed (npm run build -w apps/web); see the output above.');
  return true;
}
