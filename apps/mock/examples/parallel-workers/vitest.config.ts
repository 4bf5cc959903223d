// A suite whose files run in parallel workers, each against a mock of its own (docs/parallel.md).
// The global setup starts one mock per worker; a worker finds its own by VITEST_POOL_ID.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // In this repository only: the package by its name is this source (an app installs it instead).
  resolve: { alias: [{ find: /^@msg-gateway\/mock$/, replacement: fileURLToPath(new URL('../../src/index.ts', import.meta.url)) }] },
  test: {
    include: ['*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Files run at once, each worker a process of its own (vitest's default pool).
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // Bounds a hang only (a loaded machine is slow); nothing here waits on a clock.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
