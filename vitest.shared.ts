// Test settings shared by every workspace. Each run also writes a JSON report that .ci/run sums
// into the closing "N passed, N failed" line (vitest's own summary is not read by CI).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { configDefaults, type ViteUserConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const sharedTestConfig = {
  reporters: ['default', ['json', { outputFile: '.vitest-results/results.json' }]],
  // Tests start real servers and run Dredd, and CI runs every suite at once on 2 cores: the ceilings
  // only bound a hang (a hung test still fails), far above any test's time. The heaviest take 10-30 s
  // alone on a quiet 2-core machine, and `npm test` on a loaded one (load average 17-31) took 120 s
  // past a few of them: 300 s. No timing assertions: timing belongs in the benches.
  testTimeout: 300_000,
  hookTimeout: 300_000,
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  // Two files at a time in every workspace, whatever the machine (vitest's default on 2 cores is one):
  // most files wait on spawned processes (CLIs, Dredd, npm, Chromium), servers and timers much of
  // their time, and one after the other the longest workspace was `npm test`'s whole critical path.
  // Files start their servers on ports the OS picks and write only to their own temporary folders;
  // the mock's shared mocks are one pair per worker (apps/mock/test/global-setup.ts).
  maxWorkers: 2,
  // A worker keeps the modules it loaded from one test file to the next instead of loading them again
  // for each (vitest's default isolates every file): loading the mock, Prism, Ajv and the descriptions
  // was a quarter of every package's test CPU. Files share no module state: the servers they start are
  // their own; what a file stubs is undone before the next test (below) or by the file (vi.resetModules).
  isolate: false,
  restoreMocks: true,
  unstubEnvs: true,
  unstubGlobals: true,
} satisfies NonNullable<ViteUserConfig['test']>;

/**
 * The shared settings for a workspace whose `slow` suites (fuzzing, Dredd runs, process spawning:
 * seconds each) `npm run test:fast` leaves out; `npm test` runs everything but its `release` suites
 * (the package packed and installed as its users get it), which only the release tier runs
 * (`npm run test:release`: TEST_RELEASE=1, reporting to its own file). A listed suite that no
 * longer exists is an error, so a rename cannot quietly move it into another tier. The slow suites
 * start first, in the order listed (longest first), so that none of them is left running alone at
 * the end while the other worker has nothing to do.
 */
export function testConfig(slow: string[] = [], release: string[] = []): NonNullable<ViteUserConfig['test']> {
  const missing = [...slow, ...release].filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`vitest.config.ts lists suites that do not exist: ${missing.join(', ')}`);
  if (process.env['TEST_RELEASE']) return { ...sharedTestConfig, reporters: RELEASE_REPORTERS, include: release };
  return {
    ...sharedTestConfig,
    exclude: [...configDefaults.exclude, ...release, ...(process.env['TEST_FAST'] ? slow : [])],
    sequence: { sequencer: firstOf(slow.map((file) => resolve(file))) },
  };
}

/** A sequencer that starts `first` (absolute paths) in that order, then the others in vitest's order. */
function firstOf(first: readonly string[]): typeof BaseSequencer {
  return class FirstOf extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification): number => {
        const at = first.indexOf(file.moduleId);
        return at === -1 ? first.length : at;
      };
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}

/** The release tier's report, beside (not over) the one `npm test` leaves. */
export const RELEASE_REPORTERS: NonNullable<NonNullable<ViteUserConfig['test']>['reporters']> = [
  'default',
  ['json', { outputFile: '.vitest-results/release/results.json' }],
];
