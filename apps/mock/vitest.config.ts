import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.js';

export default defineConfig({
  // The README's test example imports the package by its name: here that is this source.
  resolve: { alias: [{ find: /^@msg-gateway\/mock$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }] },
  test: {
    ...sharedTestConfig,
    // Two mocks for the test files that only send requests (see test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // The fuzz suite compares memory after a garbage collection.
    execArgv: ['--expose-gc'],
  },
});
