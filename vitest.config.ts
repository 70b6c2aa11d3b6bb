import { defineConfig } from 'vitest/config';

/** A project that extends another config than this one does not inherit these. */
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    ...TIMEOUTS,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/web/precompress/**/*.test.ts',
            'apps/web/compile-hints/**/*.test.ts',
            'apps/web/code-splitting/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      // The web's own tests resolve modules as the app does (React's API on Preact, decision 075),
      // so they follow whatever apps/web/vite.config.ts does.
      {
        extends: './apps/web/vite.config.ts',
        // Node's `require` would skip the aliases: the ES module builds, as the browser bundle gets them.
        resolve: { conditions: ['module', 'browser', 'development|production'] },
        test: {
          name: 'web',
          ...TIMEOUTS,
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Libraries that import `react` go through the app's aliases too, or they would load React itself;
          // Preact and its testing library with them, so that there is one Preact.
          server: { deps: { inline: ['react-router', '@tanstack/react-query', 'preact', '@testing-library/preact'] } },
        },
      },
    ],
  },
});
