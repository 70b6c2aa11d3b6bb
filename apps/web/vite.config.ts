import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type ProxyOptions } from 'vite';
import { codeSplitting } from './code-splitting/groups';
import { compileHints } from './compile-hints/vite-plugin';
import { precompress } from './precompress/vite-plugin';
import { serviceWorker } from './service-worker/vite-plugin';
import { embedPlayer } from './src/embed/vite-plugin';

/** The Fastify server that `npm run dev` starts beside Vite, on the PORT both inherit. */
const API_ORIGIN = `http://localhost:${process.env.PORT || 3000}`;

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_ORIGIN },
  '/files': { target: API_ORIGIN },
};

const onPreact = (file: string) => fileURLToPath(new URL(`./src/react-on-preact/${file}`, import.meta.url));

/**
 * The app is written against React's API and types but runs on Preact's compatibility layer
 * through the aliases Preact's guide documents (decision 072): a fraction of react-dom's weight on
 * the first load. `react` adds React 19's ref-as-prop (src/react-on-preact/react.ts).
 */
const preactForReact: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: onPreact('react.ts') },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), serviceWorker(), compileHints(), embedPlayer(), precompress()],
  resolve: { alias: preactForReact },
  // The server-rendering build (decision 034) runs in the app server's Node, where the shared
  // package's TypeScript sources cannot be imported as they are; the React libraries are bundled
  // so that their `react` imports reach Preact as well.
  ssr: { noExternal: ['@beatpasal/shared', 'react-router', '@tanstack/react-query'] },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // The server reads it to preload a rendered page's route chunks from the HTML (decision 049).
    manifest: true,
    // The server-rendering build is one file for the app server to import.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: codeSplitting() } },
  },
}));
