// One mock per worker, started once for the whole run in Playwright's main process: the first start
// loads Prism, each further one is cheap (npm run bench:workers). Playwright passes the environment
// this setup sets on to its workers; each picks its own mock by parallelIndex (fixtures.ts), so no
// worker sees another's instances, messages, queued answers or request log.
import { type MockHandle, startMock } from '@msg-gateway/mock';
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // This repository's own test of the example breaks it on purpose (every worker on one mock) to see it fail.
  const count = process.env['EXAMPLE_ONE_SHARED_MOCK'] ? 1 : config.workers;
  const mocks: MockHandle[] = await Promise.all(
    Array.from({ length: count }, () => startMock({ profile: 'evolution-2.1.1', instances: 'none' })),
  );
  const urls = Array.from({ length: config.workers }, (_, i) => (mocks[i] ?? (mocks[0] as MockHandle)).url);
  process.env['MOCK_URLS'] = JSON.stringify(urls);
  return async () => {
    await Promise.all(mocks.map((mock) => mock.close()));
  };
}
