import { defineConfig } from 'vitest/config';
import { testConfig } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    // Two files at a time: a file's runs wait on a Dredd child and on the gateway most of their time
    // (the restoring reads the state seconds apart), so a second file uses that time. Every file
    // starts its own servers on ports the OS picks.
    maxWorkers: 2,
    // npm run test:fast leaves these out: the suites that run Dredd end to end against a mock or a
    // fixture gateway many times over (each takes seconds; together most of this package's time).
    ...testConfig([
      'test/restore.test.ts',
      'test/restore-connected.test.ts',
      'test/restore-throwaway.test.ts',
      'test/profile-run.test.ts',
      'test/mock.test.ts',
      'test/secrets.test.ts',
      'test/preconditions.test.ts',
      'test/fixture-gateway.test.ts',
      'test/bounds.test.ts',
      'test/junit.test.ts',
    ]),
  },
});
