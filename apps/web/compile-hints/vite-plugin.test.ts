import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { addCompileHints, EAGER_COMPILE_HINT } from './vite-plugin';

const chunk = (code: string) => ({ type: 'chunk', code }) as Rollup.OutputChunk;
const asset = (source: string) => ({ type: 'asset', source }) as Rollup.OutputAsset;

describe('addCompileHints', () => {
  it('puts the hint on the first line of every chunk, once, and leaves assets alone', () => {
    const bundle = {
      'assets/index-a.js': chunk('import"./b.js";'),
      'assets/b.js': chunk(`${EAGER_COMPILE_HINT}export{};`),
      'assets/app.css': asset('a{}'),
    };

    addCompileHints(bundle);

    expect((bundle['assets/index-a.js'] as Rollup.OutputChunk).code).toBe(
      `//# allFunctionsCalledOnLoad\nimport"./b.js";`,
    );
    expect((bundle['assets/b.js'] as Rollup.OutputChunk).code).toBe(`${EAGER_COMPILE_HINT}export{};`);
    expect((bundle['assets/app.css'] as Rollup.OutputAsset).source).toBe('a{}');
  });
});
