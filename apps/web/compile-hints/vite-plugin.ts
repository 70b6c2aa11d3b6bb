import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): every function of the file is compiled as the script
 * loads, on a background thread while it streams in, instead of on the main thread the first time
 * each is called. Must be the file's first line.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks each chunk of the bundle for eager compilation (its code after minifying). */
export function addCompileHints(bundle: Rollup.OutputBundle): void {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && !output.code.startsWith(EAGER_COMPILE_HINT))
      output.code = EAGER_COMPILE_HINT + output.code;
  }
}

/**
 * Route-level splitting loads a chunk only when its code is about to run, so most of each chunk's
 * functions are called as it loads; compiled lazily, they made up ~40 % of the hydration task on a
 * phone's main thread (issue 10's TBT, decision 056).
 */
export function compileHints(): Plugin {
  return {
    name: 'beatpasal-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => addCompileHints(bundle),
    },
  };
}
