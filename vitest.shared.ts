// Test settings shared by every workspace. Each run also writes a JSON report that .ci/run sums
// into the closing "N passed, N failed" line (vitest's own summary is not read by CI).
import type { ViteUserConfig } from 'vitest/config';

export const sharedTestConfig = {
  reporters: ['default', ['json', { outputFile: '.vitest-results/results.json' }]],
  // Tests start real servers and run Dredd, and CI runs every suite at once on 2 cores: the ceilings
  // are generous (a hung test still fails). No timing assertions: timing belongs in the benches.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
} satisfies NonNullable<ViteUserConfig['test']>;
