// The fixtures of the suite: this worker's mock (by parallelIndex, from the global setup), the app
// under test served once per worker on 127.0.0.1, and a control client that resets the mock before
// each test. The page reaches its worker's mock through the `gateway` query parameter, as an app
// would read its gateway's address from its configuration.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockControl, type MockControl } from '@msg-gateway/mock';
import { test as base, type Page } from '@playwright/test';

const APP = readFileSync(new URL('./app.html', import.meta.url), 'utf8');

interface WorkerFixtures {
  /** This worker's mock, e.g. http://127.0.0.1:41234. */
  mockUrl: string;
  /** Where this worker serves the app (a loopback origin: the mock lets it call without a flag). */
  appUrl: string;
}

interface TestFixtures {
  /** The control API of this worker's mock, reset before the test. */
  mock: MockControl;
  /** The app, opened in the test's page and pointed at this worker's mock. */
  app: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mockUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use, workerInfo) => {
      const urls = JSON.parse(process.env['MOCK_URLS'] ?? '[]') as string[];
      const url = urls[workerInfo.parallelIndex];
      if (!url) throw new Error(`no mock for worker ${workerInfo.parallelIndex}: is global-setup.ts the config's globalSetup?`);
      await use(url);
    },
    { scope: 'worker' },
  ],
  appUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const server = await serveApp();
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  mock: async ({ mockUrl }, use) => {
    const mock = createMockControl(mockUrl);
    await mock.reset();
    await use(mock);
  },
  app: async ({ page, appUrl, mockUrl }, use) => {
    await page.goto(`${appUrl}/?gateway=${encodeURIComponent(mockUrl)}`);
    await use(page);
  },
});

export { expect } from '@playwright/test';

/** The app's one page on 127.0.0.1, a free port; anything else is a 404. */
async function serveApp(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/' || req.url?.startsWith('/?'))) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(APP);
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
