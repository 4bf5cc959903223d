// Two mocks for each vitest worker, shared by the test files that only send requests (operations,
// errors, hardening, CORS, profiles): the contract and the evolution-2.1.1 profile. They are
// stateless as far as those files go (no file queues answers on them), and the first start in a
// process loads Prism (about half a second of CPU on a 2-core machine; each further start is cheap).
// Each worker has its own pair (test/helpers/worker-mocks.ts), so two files running at once never
// send to the same mock.
import type { TestProject } from 'vitest/node';
import { type MockHandle, startMock } from '../src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Worker n's mocks (VITEST_POOL_ID n, from 1) at index n - 1: the contract's, the evolution-2.1.1 profile's. */
    workerMocks: { mockUrl: string; profileUrl: string }[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers);
  const workers = Number.isInteger(configured) && configured > 0 ? configured : 1;
  // The documented requests point webhooks at hooks.example.org, which the mock takes only when told.
  const pairs = await Promise.all(
    Array.from({ length: workers }, () =>
      Promise.all([startMock(), startMock({ profile: 'evolution-2.1.1', webhookHosts: ['hooks.example.org'] })]),
    ),
  );
  project.provide(
    'workerMocks',
    pairs.map(([contract, profile]) => ({ mockUrl: contract.url, profileUrl: profile.url })),
  );
  return async () => {
    await Promise.all(pairs.flat().map((mock: MockHandle) => mock.close()));
  };
}
