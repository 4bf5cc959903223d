// What a TypeScript consumer of @msg-gateway/mock type-checks: the package's declarations, and
// everything they import. Prism's own declarations need pino's, which nobody installs, so a consumer
// with skipLibCheck off (the client's tests are one) would fail if ours reached them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/** Every bare module specifier reachable from a declaration file through relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.d.ts')));
      else external.add(spec);
    }
  };
  visit(entry);
  return external;
}

it('keeps the public declarations away from Prism’s', () => {
  const entry = fileURLToPath(new URL('../dist/index.d.ts', import.meta.url));
  const external = [...reachable(entry)];
  expect(external.length).toBeGreaterThan(0);
  expect(external.filter((spec) => spec.startsWith('@stoplight/'))).toEqual([]);
});

it('would notice a leak (the check sees the internal Prism module)', () => {
  const internal = fileURLToPath(new URL('../dist/server/prism/prism.d.ts', import.meta.url));
  expect([...reachable(internal)].some((spec) => spec.startsWith('@stoplight/'))).toBe(true);
});
