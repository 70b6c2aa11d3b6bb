import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { serviceWorker } from './service-worker/vite-plugin';

/** The Fastify server that `npm run dev` starts beside Vite. */
const API_ORIGIN = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_ORIGIN },
  '/files': { target: API_ORIGIN },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  // The server-rendering build (decision 034) runs in the app server's Node, where the shared
  // package's TypeScript sources cannot be imported as they are.
  ssr: { noExternal: ['@beatpasal/shared'] },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
  },
});
