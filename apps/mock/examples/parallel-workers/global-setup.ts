// One mock per worker, started once for the whole run in vitest's main process: the first start
// loads Prism, each further one is cheap (npm run bench:workers). Each worker reaches its own by
// VITEST_POOL_ID (mock-of-worker.ts), so no worker sees another's instances, messages, queued
// answers, request log or delivery counts.
import { availableParallelism } from 'node:os';
import { type MockHandle, startMock } from '@msg-gateway/mock';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mock of each worker: VITEST_POOL_ID 1 has the first. */
    mockUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Number(project.config.maxWorkers) || availableParallelism();
  // This repository's own test of the example breaks it on purpose (every worker on one mock) to see it fail.
  const count = process.env['EXAMPLE_ONE_SHARED_MOCK'] ? 1 : workers;
  const mocks: MockHandle[] = await Promise.all(
    Array.from({ length: count }, () => startMock({ profile: 'evolution-2.1.1', instances: 'none' })),
  );
  project.provide(
    'mockUrls',
    Array.from({ length: workers }, (_, i) => (mocks[i] ?? (mocks[0] as MockHandle)).url),
  );
  return async () => {
    await Promise.all(mocks.map((mock) => mock.close()));
  };
}
