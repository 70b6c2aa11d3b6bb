import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** The player module, and its key in the build's manifest (apps/server/src/routes/embed reads it). */
export const EMBED_ENTRY = 'src/embed/embed-player.ts';

/**
 * Builds the embedded player's module on its own and adds it to the app's build as one hashed
 * asset (decision 080). As a second entry of the app's build, the `$initial` group of the code
 * splitting (code-splitting/groups.ts) would merge it with the app's entry chunk, and a blog's
 * iframe would load the whole app; built apart it is the player alone. `originalFileName` puts it
 * in the manifest under EMBED_ENTRY, and the precompress plugin writes its .br and .gz.
 */
export function embedPlayer(): Plugin {
  let root = '';
  return {
    name: 'beatpasal-embed-player',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const result = (await build({
        root,
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          // Nothing is written, and nothing of the app's own output directory may be emptied.
          outDir: path.join(root, 'node_modules/.embed-player'),
          emptyOutDir: false,
          target: 'es2022',
          modulePreload: false,
          rolldownOptions: { input: path.join(root, EMBED_ENTRY) },
        },
      })) as Rolldown.RolldownOutput;
      const entry = result.output.find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry || entry.type !== 'chunk' || result.output.length > 1)
        throw new Error('embed player: expected one chunk, the player itself');
      this.emitFile({ type: 'asset', name: 'embed-player.js', originalFileName: EMBED_ENTRY, source: entry.code });
    },
  };
}
