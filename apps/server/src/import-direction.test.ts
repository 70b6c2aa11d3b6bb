import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Imports go one way (decision 076): routes → services → db/repositories, with plugins and auth
 * beside them. A layer named on the left never imports one named on its right.
 */
const FORBIDDEN: Record<string, string[]> = {
  plugins: ['routes'],
  auth: ['routes', 'plugins', 'services'],
  services: ['routes', 'plugins'],
  mail: ['routes', 'plugins', 'services'],
  jobs: ['routes', 'plugins', 'services'],
  'db/repositories': ['routes', 'plugins', 'services', 'auth', 'mail', 'jobs'],
};

const SRC = path.dirname(fileURLToPath(import.meta.url));
const SHARED = path.join(SRC, '../../../packages/shared/src');
const IMPORT = /(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => existsSync(file));
}

/** Every relative import of every source file, type-only imports included. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? match[2] ?? ''));
    graph.set(
      file,
      targets.filter((target): target is string => target !== undefined),
    );
  }
  return graph;
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const layerOf = (file: string) =>
  Object.keys(FORBIDDEN)
    .concat('routes')
    .find((layer) => relative(file).startsWith(`${layer}/`));

/** Strongly connected groups of more than one file (Tarjan): each is an import circle. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) found.push(group.map((member) => path.relative(SRC, member)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('server imports', () => {
  const graph = importGraph(SRC);

  it('finds the source files and their imports', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(SRC, 'app.ts'))).toContain(path.join(SRC, 'plugins/auth.ts'));
  });

  it('go one way between the layers', () => {
    const wrongWay = [...graph].flatMap(([file, targets]) => {
      const forbidden = FORBIDDEN[layerOf(file) ?? ''] ?? [];
      return targets
        .filter((target) => forbidden.includes(layerOf(target) ?? ''))
        .map((target) => `${relative(file)} → ${relative(target)}`);
    });
    expect(wrongWay).toEqual([]);
  });

  it('leave Drizzle to the repositories: no route or service builds a query', () => {
    const queryBuilders = [...graph.keys()]
      .filter((file) => ['routes', 'services'].includes(layerOf(file) ?? ''))
      .filter((file) => /from '(drizzle-orm[^']*|[^']*\/db\/schema[^']*)'/.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(queryBuilders).toEqual([]);
  });

  it('never go round in a circle, here or in packages/shared', () => {
    expect(circles(graph)).toEqual([]);
    expect(circles(importGraph(SHARED))).toEqual([]);
  });
});
