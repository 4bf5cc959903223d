// Functions a reader can hold: none in the client's own code (src/ but the generated files,
// scripts/, bench/) is longer than 80 lines, counted from its first line to its last.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 80;
const root = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.gen.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every function of `file` longer than `max` lines, as "file:line name (n lines)". */
export function longFunctions(file: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
      const name = named && ts.isIdentifier(named) ? named.text : '(anonymous)';
      if (lines > max) found.push(`${file}:${first + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it('counts a function from its first line to its last, nested ones too', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `function outer() {\n${body(10)}\n  const inner = () => {\n${body(5)}\n  };\n}\n`;
    expect(longFunctions('x.ts', text, 19)).toEqual([]);
    expect(longFunctions('x.ts', text, 18)).toEqual(['x.ts:1 outer (19 lines)']);
    expect(longFunctions('x.ts', text, 6)).toEqual(['x.ts:1 outer (19 lines)', 'x.ts:12 inner (7 lines)']);
  });

  it.each(['src', 'scripts', 'bench'])(`no function in %s/ is longer than ${MAX_LINES} lines`, (dir) => {
    const files = sources(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((file) => longFunctions(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
