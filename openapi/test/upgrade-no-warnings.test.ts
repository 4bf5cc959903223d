// No warning reaches the user's stderr from msg-gateway-upgrade, on whatever Node runs the test
// (.ci/run: Node 20 and 24; the smoke tier: 22 and 26): the bin as a user runs it, in a process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/msg-gateway-upgrade.js', import.meta.url));
/** A line Node prints for a process warning: `(node:123) Warning: …`, `[DEP0169] DeprecationWarning: …`. */
const WARNING_LINE = /^.*(Warning|DEP0\d+).*$/gm;

describe(`msg-gateway-upgrade on Node ${process.versions.node}`, () => {
  it('prints no warning', () => {
    const run = spawnSync(process.execPath, [BIN, '--ops', 'sendText,findChats'], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('sendText');
    expect(run.stderr.match(WARNING_LINE) ?? []).toEqual([]);
  });
});
