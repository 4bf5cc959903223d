// Test settings shared by every workspace. Each run also writes a JSON report that .ci/run sums
// into the closing "N passed, N failed" line (vitest's own summary is not read by CI).
export const sharedTestConfig = {
  reporters: ['default', ['json', { outputFile: '.vitest-results/results.json' }]],
  // Tests start real servers (Prism takes about 1.5 s to answer); keep generous ceilings, but no
  // timing assertions: timing belongs in the bench scripts.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  include: ['test/**/*.test.{js,ts}', 'src/**/*.test.{js,ts}'],
};
