// SIGTERM and SIGINT stop the whole run: the Dredd child too, and the run's temporary folder is
// removed; the run ends with exit 2 and says what was left unchecked. Real signals to the real CLI.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@msg-gateway/test-utils/ports';
import { startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from './helpers/cli.js';
import { answersTheRunnerOnly } from './helpers/runner-only.js';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid of the Dredd child, from the `loaded` record its hooks wrote into the run's folder. */
function dreddPid(tmp: string): number | undefined {
  for (const name of readdirSync(tmp).filter((n) => n.startsWith('msg-gateway-contract-'))) {
    const results = join(tmp, name, 'results.jsonl');
    if (!existsSync(results)) continue;
    const loaded = readFileSync(results, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; pid?: number })
      .find((r) => r.type === 'loaded');
    if (loaded?.pid) return loaded.pid;
  }
  return undefined;
}

describe.each(['SIGTERM', 'SIGINT'] as const)('%s', (signal) => {
  let server: TestServer;
  const tmp = mkdtempSync(join(tmpdir(), 'contract-signals-'));
  beforeAll(async () => {
    // Answers the runner's probe and state read; Dredd's requests hang, so the run is in the middle of one.
    server = await startTestServer(answersTheRunnerOnly());
  });
  afterAll(async () => {
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('stops the Dredd child, removes the temporary folder and exits 2', async () => {
    const cli = startCli(['--url', server.url, '--instance', 'x', '--timeout', '60'], { env: { TMPDIR: tmp } });
    const pid = await eventually(() =>
      server.seen.some((r) => String(r.headers['user-agent']).startsWith('Dredd/')) ? dreddPid(tmp) : undefined,
    );
    expect(pid).toBeTypeOf('number');
    expect(alive(pid as number)).toBe(true);
    cli.child.kill(signal);
    const { code, stderr } = await cli.exited;
    expect(code).toBe(2);
    expect(stderr).toMatch(
      new RegExp(`^msg-gateway-contract: The run was interrupted by ${signal}: \\d+ checks were left unchecked: getInformation:success,`),
    );
    expect(alive(pid as number)).toBe(false);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
