// Functions a reader can hold: every package's test holds its own code to MAX_FUNCTION_LINES with
// this one counter (a function from its first line to its last, nested ones counted on their own).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 80;

/** Every function of `file` longer than `max` lines, as "file:line name (n lines)". */
export function longFunctions(file: string, text: string, max = MAX_FUNCTION_LINES): string[] {
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

/** The TypeScript and JavaScript files under `root`/`dir` but generated ones (*.gen.ts), relative to `root`. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|cts|mts|js|mjs)$/.test(entry.name) && !/\.gen\.ts$|\.d\.ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The functions longer than `max` lines in the package at `root`, under `dirs`. */
export function longFunctionsUnder(root: string, dirs: string[], max = MAX_FUNCTION_LINES): string[] {
  return dirs.flatMap((dir) => sourceFiles(root, dir).flatMap((file) => longFunctions(file, readFileSync(join(root, file), 'utf8'), max)));
}

/**
 * The function-length suite of a package: the counter shown failing on a function too long, then the
 * package's own code under `dirs` held to MAX_FUNCTION_LINES. `it` and `expect` are the caller's vitest.
 */
export function functionLengthSuite(
  root: string,
  dirs: string[],
  { it, expect }: { it: (name: string, test: () => void) => void; expect: (value: unknown) => { toEqual(expected: unknown): void } },
): void {
  it('counts a function from its first line to its last, nested ones too', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `function outer() {\n${body(10)}\n  const inner = () => {\n${body(5)}\n  };\n}\n`;
    expect(longFunctions('x.ts', text, 19)).toEqual([]);
    expect(longFunctions('x.ts', text, 18)).toEqual(['x.ts:1 outer (19 lines)']);
    expect(longFunctions('x.ts', text, 6)).toEqual(['x.ts:1 outer (19 lines)', 'x.ts:12 inner (7 lines)']);
  });
  it(`no function under ${dirs.join(', ')} is longer than ${MAX_FUNCTION_LINES} lines`, () => {
    expect(longFunctionsUnder(root, dirs)).toEqual([]);
  });
}
