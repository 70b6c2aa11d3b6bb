import type { Rolldown } from 'vite';

/**
 * The catalogue's pages, where most people land; the server renders the first screen of home, a
 * track, an artist and the genres (decision 034). The buyer's library is under `catalogue/` but
 * is not one of them: it reads purchases and brings their checks with it.
 */
const CATALOGUE_PAGE = /[\\/]src[\\/]app[\\/]routes[\\/](home|catalogue[\\/](artists?|genres?|track))\.tsx$/;

/** Whether `id` is one of the catalogue pages or something they import, through static imports. */
export function catalogueReach(ctx: Pick<Rolldown.ChunkingContext, 'getModuleInfo'>): (id: string) => boolean {
  const known = new Map<string, boolean>();
  return (id) => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    // Up through the importers, each module once: import cycles end there.
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    for (let at = 0; at < queue.length && !found; at += 1) {
      const next = queue[at]!;
      found = CATALOGUE_PAGE.test(next) || known.get(next) === true;
      for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    known.set(id, found);
    return found;
  };
}

/**
 * A catalogue page loads four files where it loaded 22 to 36 (decision 060): the entry with
 * everything it imports statically, one chunk of the code the catalogue pages share, the page's
 * own chunk and Rolldown's runtime. Left alone, Rolldown makes a chunk for every set of pages that
 * shares a module, 0.1 to 3 KB each, and a phone pays for each one: a request on mobile data, the
 * main thread's work to start it, and a module to link. Modules only other pages share keep
 * Rolldown's chunks.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let reachesCatalogue: ((id: string) => boolean) | undefined;
  return {
    groups: [
      { name: 'index', tags: ['$initial'], priority: 2 },
      {
        name: (id, ctx) => ((reachesCatalogue ??= catalogueReach(ctx))(id) ? 'catalogue' : null),
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
