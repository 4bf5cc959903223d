import { defineConfig } from 'vitest/config';
import { testConfig } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    // npm run test:fast leaves these out: the suites that run Dredd end to end against a mock or a
    // fixture gateway many times over (each takes seconds; together most of this package's time).
    // Longest first: npm test starts them in this order.
    ...testConfig([
      'test/mock.test.ts',
      'test/profile-run.test.ts',
      'test/licence.test.ts',
      'test/restore.test.ts',
      'test/secrets.test.ts',
      'test/fixture-gateway.test.ts',
      'test/bounds.test.ts',
      'test/preconditions.test.ts',
      'test/restore-connected.test.ts',
      'test/restore-throwaway.test.ts',
      'test/junit.test.ts',
    ]),
  },
});
