// No warning of the runner's or of Dredd's reaches the user's stderr, on whatever Node runs the test
// (.ci/run: Node 20 and 24; the smoke tier: 22 and 26). A whole run against the mock loads Dredd in
// its child, where winston printed a padLevels circular-dependency warning on every Node and Dredd's
// htmlencode a DEP0060 (util._extend) on 22+; both are turned off by name (src/dredd/child.cts,
// adapter.ts), and any other warning still shows.
import { type MockHandle, startMock } from '@msg-gateway/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

/** A line Node prints for a process warning: `(node:123) Warning: …`, `[DEP0060] DeprecationWarning: …`. */
const WARNING_LINE = /^.*(Warning|DEP0\d+).*$/gm;

let mock: MockHandle;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
});
afterAll(async () => {
  await mock?.close();
});

describe(`msg-gateway-contract on Node ${process.versions.node}`, () => {
  it("prints no warning in a run through Dredd, Dredd's own output shown (--verbose)", async () => {
    const { code, stdout, stderr } = await runCli(['--url', mock.url, '--instance', 'my-instance', '--verbose']);
    expect(code, stdout + stderr).toBe(0);
    expect(stdout + stderr).toContain('complete:');
    expect((stdout + stderr).match(WARNING_LINE) ?? []).toEqual([]);
  });
});
