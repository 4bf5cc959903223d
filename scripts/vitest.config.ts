// Repository-level tests (versions, packing, breaking changes), run by `turbo run test:repo`.
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared.js';

export default defineConfig({ root: import.meta.dirname, test: { ...sharedTestConfig, include: ['test/**/*.test.{js,ts}'] } });
