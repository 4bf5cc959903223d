import { defineConfig } from 'vitest/config';
import { testConfig } from '../../vitest.shared.js';

// npm run test:fast leaves out the README's examples and the suites that wait out retries and
// delays; packing and installing is the release tier's (npm run test:release).
export default defineConfig({
  test: testConfig(['test/readme.test.ts', 'test/retry-after.test.ts', 'test/mock-faults.test.ts'], ['test/packaging.test.ts']),
});
