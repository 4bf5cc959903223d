// The module boundaries the README promises, read from the sources' own imports: no import cycle,
// the planner and the checker know nothing of Dredd, and only src/dredd/ loads Dredd at all. Each
// rule is also run against a made-up graph that breaks it, so that it can fail.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

type Graph = ReadonlyMap<string, readonly string[]>;

/** Each source file (relative to src/) with what it imports: relative imports as files, packages as `pkg:<name>`. */
function importGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.c?ts$/.test(f) && !f.endsWith('.d.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const specifiers = [...text.matchAll(/(?:\bfrom\s+|\brequire\(\s*|\bimport\(\s*)'([^']+)'/g)].map((m) => m[1] ?? '');
    graph.set(
      file,
      specifiers.map((s) =>
        s.startsWith('.')
          ? relative(root, resolve(dirname(join(root, file)), s))
              .replace(/\.js$/, '.ts')
              .replace(/\.cjs$/, '.cts')
          : `pkg:${s}`,
      ),
    );
  }
  return graph;
}

/** The import cycles of a graph, each as the files on it. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]): void => {
    const at = path.indexOf(file);
    if (at >= 0) return void found.push(path.slice(at));
    if (done.has(file) || !graph.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

/** Files under `folders` that import something matching `forbidden`. */
function reaching(graph: Graph, folders: readonly string[], forbidden: RegExp): string[] {
  return [...graph]
    .filter(([file, deps]) => folders.some((f) => file.startsWith(f)) && deps.some((d) => forbidden.test(d)))
    .map(([f]) => f);
}

const graph = importGraph(SRC);

describe('module boundaries of src/', () => {
  it('reads the imports it checks (the graph is not empty)', () => {
    expect(graph.get('run.ts')).toContain('plan/planner.ts');
    expect(graph.get('dredd/child.cts')).toContain('pkg:dredd');
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
    expect(cycles(new Map([...graph, ['webhooks/report.ts', ['webhooks/run.ts']]]))).not.toEqual([]);
  });

  it('keeps Dredd (the package and src/dredd/) out of the planner, the checks and the reports', () => {
    const layers = ['plan/', 'check/', 'report/', 'description/', 'webhooks/'];
    const dredd = /^(dredd\/|pkg:dredd($|\/))/;
    expect(reaching(graph, layers, dredd)).toEqual([]);
    const broken = new Map([...graph, ['plan/planner.ts', [...(graph.get('plan/planner.ts') ?? []), 'dredd/records.cts']]]);
    expect(reaching(broken, layers, dredd)).toEqual(['plan/planner.ts']);
  });

  it("loads the Dredd package from src/dredd/ only, and Dredd's unpublished files through one door", () => {
    const loadsDredd = (deps: readonly string[]) => deps.some((d) => /^pkg:dredd($|\/)/.test(d));
    expect([...graph].filter(([file, deps]) => !file.startsWith('dredd/') && loadsDredd(deps))).toEqual([]);
    const unpublished = (g: Graph) => [...g].filter(([, deps]) => deps.some((d) => d.startsWith('pkg:dredd/'))).map(([f]) => f);
    expect(unpublished(graph)).toEqual(['dredd/internals.cts']);
    const broken = new Map([...graph, ['dredd/transport.cts', ['pkg:dredd/build/performRequest']]]);
    expect(unpublished(broken)).toEqual(['dredd/internals.cts', 'dredd/transport.cts']);
  });
});
