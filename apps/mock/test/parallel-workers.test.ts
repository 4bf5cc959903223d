// The documented way to run a suite in parallel workers (docs/parallel.md): a global setup starts
// one mock per worker, each worker finds its own by VITEST_POOL_ID. examples/parallel-workers/ is
// that suite; here vitest runs it in a child process, as a team's CI would, with two workers at
// once and a barrier so both files' worlds exist while they check. It passes; broken on purpose
// (every worker on one shared mock) it fails, which shows its checks can see a leak.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { afterEach, describe, expect, it } from 'vitest';

const VITEST = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const CONFIG = fileURLToPath(new URL('../examples/parallel-workers/vitest.config.ts', import.meta.url));
const barriers: string[] = [];

afterEach(() => {
  for (const dir of barriers.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the example suite; `shared` gives both workers the same mock. */
async function runExample(shared: boolean) {
  const barrier = mkdtempSync(join(tmpdir(), 'mock-parallel-'));
  barriers.push(barrier);
  const run = spawnNode(VITEST, ['run', '--config', CONFIG, '--reporter', 'verbose', '--no-color'], {
    // The child is a vitest of its own: nothing of this worker's identity may leak into it.
    drop: /^(VITEST|VITEST_.*|TEST|NODE_ENV|FORCE_COLOR)$/,
    env: { EXAMPLE_BARRIER_DIR: barrier, EXAMPLE_ONE_SHARED_MOCK: shared ? '1' : undefined, NO_COLOR: '1' },
  });
  const { code, stdout, stderr } = await run.exited;
  return { code, output: `${stdout}\n${stderr}` };
}

describe('a mock per worker (examples/parallel-workers)', () => {
  it('two workers running at once see only their own instances, messages, queued answers, requests and deliveries', async () => {
    const { code, output } = await runExample(false);
    expect(output).toMatch(/✓ .*orders sees only its own/);
    expect(output).toMatch(/✓ .*payments sees only its own/);
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
    expect(code).toBe(0);
  }, 240_000);

  it('fails when the two workers share one mock', async () => {
    const { code, output } = await runExample(true);
    // One or both fail: a file whose whole setup came after the other's reset may see only its own.
    expect(output).toMatch(/Tests\s+[12] failed/);
    // A check saw the other file's world: its instance or request listed (AssertionError), or this
    // file's instance gone because the other file's reset came after this one set it up. Which one
    // depends on how the two workers interleave.
    expect(output).toMatch(/AssertionError|There is no instance/);
    // Not because the shared mock went down, hung or dropped a connection (the control client's words
    // for those, src/control/client.ts), read in the lines that name an error, not in code frames,
    // which can quote any source (the package's own included).
    expect(output).not.toMatch(/^\s*\w*Error: .*(No mock is running|Cannot reach the mock|did not answer within)/m);
    expect(code).not.toBe(0);
  }, 240_000);
});
