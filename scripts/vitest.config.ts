// Repository-level tests (versions, packing, breaking changes), run by `turbo run test:repo`.
// The release tier (`npm run test:release`, which CI runs after `npm test`) is the packing files: they
// pack every package and install the tarballs, run publint, attw and the READMEs' code generation
// on them, install by the documented outside-the-repository path, and rehearse a release — what
// consumers get from npm, minutes of work that a change to the code rarely affects.
// `npm test` leaves it out; with TEST_RELEASE=1 only it runs, and reports to its own file.
import { defineConfig } from 'vitest/config';
import { RELEASE_REPORTERS, sharedTestConfig } from '../vitest.shared.js';

const RELEASE = ['test/pack.test.js', 'test/outside.test.js', 'test/release.test.js'];
const release = Boolean(process.env['TEST_RELEASE']);

export default defineConfig({
  root: import.meta.dirname,
  test: {
    ...sharedTestConfig,
    ...(release ? { reporters: RELEASE_REPORTERS } : {}),
    include: release ? RELEASE : ['test/**/*.test.{js,ts}'],
    exclude: release ? [] : RELEASE,
  },
});
