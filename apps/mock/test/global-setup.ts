// One mock with the bundled contract, shared by the test files that only send requests (operations,
// errors, hardening, CORS): it is stateless, and the first start in a process loads Prism (about a
// second of CPU on a 2-core machine).
import type { TestProject } from 'vitest/node';
import { startMock } from '../src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mock = await startMock();
  project.provide('mockUrl', mock.url);
  return () => mock.close();
}
