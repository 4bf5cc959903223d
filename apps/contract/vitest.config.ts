import { defineConfig } from 'vitest/config';
import { testConfig } from '../../vitest.shared.js';

export default defineConfig({
  test: {
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
