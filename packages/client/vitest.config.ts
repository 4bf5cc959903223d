import { defineConfig } from 'vitest/config';
import { testConfig } from '../../vitest.shared.js';

// npm run test:fast leaves out packing and installing, the README's examples, and the suites that
// wait out retries and delays.
export default defineConfig({
  test: testConfig(['test/packaging.test.ts', 'test/readme.test.ts', 'test/retry-after.test.ts', 'test/mock-faults.test.ts']),
});
