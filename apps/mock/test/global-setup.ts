// Two mocks shared by the test files that only send requests (operations, errors, hardening, CORS,
// profiles): the contract and the evolution-2.1.1 profile. They are stateless as far as those files
// go (no file queues answers on them), and the first start in a process loads Prism (about half a second
// of CPU on a 2-core machine).
import type { TestProject } from 'vitest/node';
import { startMock } from '../src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mock of the contract. */
    mockUrl: string;
    /** The mock of the evolution-2.1.1 profile. */
    profileUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The documented requests point webhooks at hooks.example.org, which the mock takes only when told.
  const [contract, profile] = await Promise.all([
    startMock(),
    startMock({ profile: 'evolution-2.1.1', webhookHosts: ['hooks.example.org'] }),
  ]);
  project.provide('mockUrl', contract.url);
  project.provide('profileUrl', profile.url);
  return async () => {
    await Promise.all([contract.close(), profile.close()]);
  };
}
