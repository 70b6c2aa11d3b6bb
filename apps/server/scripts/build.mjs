// `npm run build -w apps/server`: the server as one JavaScript file, dist/main.js, which
// `npm start` runs with plain `node` (no TypeScript compiler at run time; decision 069).
// Packages stay in node_modules; only our own TypeScript (src/ and @beatpasal/shared) is bundled.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER = path.resolve(import.meta.dirname, '..');
const { dependencies } = JSON.parse(readFileSync(path.join(SERVER, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@beatpasal/shared');

rmSync(path.join(SERVER, 'dist'), { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: SERVER,
  entryPoints: ['src/main.ts'],
  // One level below apps/server, as src/server-root.ts is: paths built from it hold in both.
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
console.warn(`apps/server/dist/main.js built in ${Math.round(performance.now() - started)} ms`);
