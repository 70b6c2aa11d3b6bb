import { describe, expect, it } from 'vitest';
import { catalogueReach } from './groups';

const ROUTES = '/app/apps/web/src/app/routes';

/** A module graph given as each module's importers. */
function graph(importers: Record<string, string[]>) {
  const getModuleInfo = (id: string) => (id in importers ? ({ importers: importers[id] } as never) : null);
  return catalogueReach({ getModuleInfo });
}

describe('catalogueReach', () => {
  it('takes the catalogue pages and what they import, at any depth', () => {
    const reaches = graph({
      [`${ROUTES}/home.tsx`]: [],
      [`${ROUTES}/catalogue/track.tsx`]: [],
      '/src/cover.tsx': [`${ROUTES}/catalogue/track.tsx`],
      '/src/image.ts': ['/src/cover.tsx'],
    });

    expect(reaches(`${ROUTES}/home.tsx`)).toBe(true);
    expect(reaches('/src/image.ts')).toBe(true);
  });

  it('leaves out what only other pages import, the buyer library among them', () => {
    const reaches = graph({
      [`${ROUTES}/catalogue/library.tsx`]: [],
      [`${ROUTES}/studio/upload.tsx`]: [],
      '/src/purchases.ts': [`${ROUTES}/catalogue/library.tsx`, `${ROUTES}/studio/upload.tsx`],
    });

    expect(reaches(`${ROUTES}/catalogue/library.tsx`)).toBe(false);
    expect(reaches('/src/purchases.ts')).toBe(false);
  });

  it('finds a page through an import cycle, whichever module of the cycle is asked first', () => {
    const modules = {
      '/src/a.ts': ['/src/b.ts', `${ROUTES}/catalogue/artist.tsx`],
      '/src/b.ts': ['/src/a.ts'],
      [`${ROUTES}/catalogue/artist.tsx`]: [],
    };
    const bFirst = graph(modules);
    const aFirst = graph(modules);

    expect([bFirst('/src/b.ts'), bFirst('/src/a.ts')]).toEqual([true, true]);
    expect([aFirst('/src/a.ts'), aFirst('/src/b.ts')]).toEqual([true, true]);
    expect(graph({ '/src/a.ts': ['/src/b.ts'], '/src/b.ts': ['/src/a.ts'] })('/src/a.ts')).toBe(false);
  });
});
