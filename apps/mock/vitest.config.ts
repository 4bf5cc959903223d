import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    ...sharedTestConfig,
    // One mock for the test files that only send requests (see test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // The fuzz suite compares memory after a garbage collection.
    execArgv: ['--expose-gc'],
  },
});
