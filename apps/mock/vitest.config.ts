import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testConfig } from '../../vitest.shared.js';
import { uiPageScript } from './scripts/bundle/ui-page.mjs';

export default defineConfig({
  // Starts read the build's operations cache (src/server/description/operations-cache.ts), as the bundle does:
  // Prism's operations of the shipped descriptions are not worked out again in every test file.
  // The phone page's script, bundled from src/ui/page/ as the build does (src/ui/script.ts).
  define: {
    __MSG_GATEWAY_MOCK_OPERATIONS_CACHE__: 'true',
    __MSG_GATEWAY_MOCK_UI_SCRIPT__: JSON.stringify(uiPageScript(fileURLToPath(new URL('.', import.meta.url)))),
  },
  // The README's test example imports the package by its name: here that is this source.
  resolve: { alias: [{ find: /^@msg-gateway\/mock$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }] },
  test: {
    // npm run test:fast leaves these out: the browser runs, the replay, the CI workflow example, webhook
    // deliveries with retries, the fuzz suite, generated bodies over many seeds, and the suites that
    // spawn the CLI or read the bundle. Longest first: npm test starts them in this order.
    ...testConfig([
      'test/playwright-workers.test.ts',
      'test/replay.test.ts',
      'test/ci-workflow-example.test.ts',
      'test/webhooks.test.ts',
      'test/typed-answers.test.ts',
      'test/fuzz.test.ts',
      'test/parallel-workers.test.ts',
      'test/bundle.test.ts',
      'test/dynamic.test.ts',
      'test/cli.test.ts',
      'test/readme.test.ts',
      'test/trigger.test.ts',
      'test/description-files.test.ts',
      'test/main.test.ts',
    ]),
    // Two mocks for each worker (two files run at a time: vitest.shared.ts), for the test files that
    // only send requests.
    globalSetup: ['./test/global-setup.ts'],
    // The fuzz suite compares memory after a garbage collection.
    execArgv: ['--expose-gc'],
  },
});
