// This worker's mocks from the global setup (test/global-setup.ts): each vitest worker has a pair of
// its own (the contract's and the evolution-2.1.1 profile's), so no two files that run at once send
// to the same mock.
import { inject } from 'vitest';

export function workerMock(which: 'mockUrl' | 'profileUrl'): string {
  // VITEST_POOL_ID: this worker's number, 1 to maxWorkers.
  const worker = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const url = inject('workerMocks')[worker - 1]?.[which];
  if (!url) throw new Error(`the global setup started no mocks for worker ${worker}: is maxWorkers above its count?`);
  return url;
}
