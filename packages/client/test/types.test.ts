// Compiles test/types/*.ts with tsc, the type tests of the three entries (client.types.ts: the
// contract's client; profile.types.ts: the evolution-2.1.1 client; webhooks.types.ts: the payload
// union and its narrowing): the `@ts-expect-error` lines there must each fail to compile (wrong
// field, missing required field, value outside an enum, repeats with until, wrong path parameter, a
// schedule method of the profile, data before narrowing, ...) and the expectTypeOf lines must hold.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('types', () => {
  it('reject mistakes at compile time (tsc --noEmit -p test/types)', () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const project = fileURLToPath(new URL('./types/tsconfig.json', import.meta.url));
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', project], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
