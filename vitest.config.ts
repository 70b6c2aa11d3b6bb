import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** A project that extends another config than this one does not inherit these. */
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 120_000 };

/**
 * The web's tests that replace a module (`vi.mock`), load modules afresh or set the app's language:
 * they get a module registry of their own. The others share one per worker, which took the web's
 * tests from 240 to 29 s on two loaded cores (decision 099).
 */
const WEB_OWN_MODULES = [
  'src/features/purchases/components/proof-form.test.tsx',
  'src/features/catalogue/components/buy-licence.test.tsx',
  'src/features/player/lib/preview-controller.test.ts',
  'src/embed/embed-player.test.ts',
  'src/lib/preview-source.test.ts',
  'src/lib/api-error-language.test.ts',
  'src/lib/i18n/language-store.test.ts',
  'src/lib/session.test.tsx',
  'src/features/purchases/components/sale-actions.test.tsx',
];

/** A web test that replaces a module in the shared registry replaces it for the tests after it too. */
function assertMockingTestsOwnModules() {
  const webRoot = new URL('./apps/web/', import.meta.url);
  const unlisted = readdirSync(new URL('src/', webRoot), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file}`)
    .filter((file) => !WEB_OWN_MODULES.includes(file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(new URL(file, webRoot), 'utf8')));
  if (unlisted.length > 0) {
    throw new Error(
      `vitest.config.ts: list in WEB_OWN_MODULES the web tests that call vi.mock: ${unlisted.join(', ')}`,
    );
  }
}
assertMockingTestsOwnModules();

/**
 * The web's own tests resolve modules as the app does (React's API on Preact, decision 075), so they
 * follow whatever apps/web/vite.config.ts does.
 */
function webProject({
  name,
  include = ['src/**/*.test.{ts,tsx}'],
  exclude = [],
  isolate,
}: {
  name: string;
  include?: string[];
  exclude?: string[];
  isolate: boolean;
}) {
  return {
    extends: './apps/web/vite.config.ts',
    // Node's `require` would skip the aliases: the ES module builds, as the browser bundle gets them.
    resolve: { conditions: ['module', 'browser', 'development|production'] },
    test: {
      name,
      ...TIMEOUTS,
      root: './apps/web',
      include,
      exclude,
      isolate,
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      // Libraries that import `react` go through the app's aliases too, or they would load React itself;
      // Preact and its testing library with them, so that there is one Preact.
      server: { deps: { inline: ['react-router', '@tanstack/react-query', 'preact', '@testing-library/preact'] } },
    },
  };
}

export default defineConfig({
  test: {
    ...TIMEOUTS,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      // Each server suite starts an app on a database of its own, and some change the process's state
      // (a temporary directory, timers): each file gets a fresh process (decision 090).
      { extends: true, test: { name: 'server', include: ['apps/server/test/**/*.test.ts'] } },
      // Unit tests next to the code replace no module and change no process state: they share a
      // module registry per worker, 261 → 72 s on two loaded cores (decision 099).
      {
        extends: true,
        test: {
          name: 'node',
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/precompress/**/*.test.ts',
            'apps/web/compile-hints/**/*.test.ts',
            'apps/web/code-splitting/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      webProject({ name: 'web', exclude: WEB_OWN_MODULES, isolate: false }),
      webProject({ name: 'web-own-modules', include: WEB_OWN_MODULES, isolate: true }),
    ],
  },
});
