// A Playwright suite whose files and tests run at once in two workers, each against a mock of its
// own (docs/parallel.md#playwright-a-mock-per-worker): the global setup starts one mock per worker,
// a worker finds its own by its parallelIndex (fixtures.ts).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // In this repository only: the package by its name is its build, as an app installs it (see tsconfig.json).
  tsconfig: './tsconfig.json',
  workers: 2,
  fullyParallel: true,
  // No retries: a retry would hide a test that passes only sometimes.
  retries: 0,
  forbidOnly: true,
  // Bounds a hang only (a loaded machine is slow); the tests wait for what the page shows, not a clock.
  timeout: 120_000,
  // This repository's test of the example breaks it on purpose (EXAMPLE_ONE_SHARED_MOCK, see
  // global-setup.ts): then each test's first check waits for text the page will never show, and a
  // shorter bound ends those waits sooner. It is still far above the page's answer (well under 1 s).
  expect: { timeout: process.env['EXAMPLE_ONE_SHARED_MOCK'] ? 10_000 : 30_000 },
  globalTimeout: 600_000,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    // Debian's Chromium (apt-get install chromium): nothing is downloaded (no `playwright install`).
    // --no-sandbox: CI containers run as root, where Chromium's sandbox cannot start.
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
