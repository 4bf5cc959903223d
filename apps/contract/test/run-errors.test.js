// Runs that cannot check the gateway end with exit code 2 and one clear message, never a stack
// trace and never a pass: bad flags, no key, unreachable gateway, unreadable baseline, hooks that
// do not load, nothing left to check.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractRunError } from '../src/errors.js';
import { parseOptions } from '../src/options.js';
import { runContract } from '../src/run.js';
import { startBrokenGateway } from './fixtures/broken-gateway.js';
import { runCli, TEST_KEY } from './helpers/cli.js';
import { portIsFree } from './helpers/ports.js';

const noStack = (text) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the CLI refuses bad input with a clear message', () => {
  it('lists what is missing', async () => {
    const { code, stderr, stdout } = await runCli([]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^msg-gateway-contract: Missing --url <url> \(or GATEWAY_URL\) and --instance <name> \(or GATEWAY_INSTANCE\)/);
    noStack(stderr);
  });

  it('refuses a key given as a flag, without printing it', async () => {
    const { code, stderr } = await runCli(['--url', 'http://127.0.0.1:1', '--instance', 'x', '--api-key', 'flag-key-value-42']);
    expect(code).toBe(2);
    expect(stderr).toContain('--api-key is refused');
    expect(stderr).toContain('GATEWAY_API_KEY');
    expect(stderr).not.toContain('flag-key-value-42');
  });

  it('needs GATEWAY_API_KEY', async () => {
    const { code, stderr } = await runCli(['--url', 'http://127.0.0.1:1', '--instance', 'x'], { key: null });
    expect(code).toBe(2);
    expect(stderr).toMatch(/GATEWAY_API_KEY is not set/);
  });

  it('explains a malformed URL', async () => {
    const { code, stderr } = await runCli(['--url', '127.0.0.1:8080', '--instance', 'x']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/"127.0.0.1:8080" is not a URL. Give the gateway's base address with its scheme/);
  });

  it('says in one line that the gateway cannot be reached', async () => {
    const port = await closedPort();
    const { code, stderr, stdout } = await runCli(['--url', `http://127.0.0.1:${port}`, '--instance', 'x']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      `msg-gateway-contract: Cannot reach the gateway at http://127.0.0.1:${port}: connection refused. Check --url and that the gateway is running.`,
    );
  });

  it('names a baseline file it cannot read', async () => {
    const { code, stderr } = await runCli(['--url', 'http://127.0.0.1:1', '--instance', 'x', '--baseline', 'no/such/deviations.yaml']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Cannot read the baseline file .*no\/such\/deviations\.yaml: no such file/);
    noStack(stderr);
  });

  it('exits 2 with "nothing was checked" when every selected check is skipped', async () => {
    const { code, stdout, stderr } = await runCli(['--url', 'http://127.0.0.1:1', '--instance', 'x', '--only', 'updateSchedule:200,sendList:201']);
    expect(code).toBe(2);
    expect(stdout).toMatch(/updateSchedule +success .*skipped: changes state/);
    expect(stderr).toMatch(/Nothing was checked: every selected check is skipped/);
  });

  it('prints the plan without sending anything with --dry-run', async () => {
    const port = await closedPort();
    const { code, stdout } = await runCli(['--url', `http://127.0.0.1:${port}`, '--instance', 'x', '--dry-run'], { key: null });
    expect(code).toBe(0);
    expect(stdout).toMatch(/getInformation +success .* would run/);
    expect(stdout).toContain('Dry run: nothing was sent.');
  });
});

describe('hooks that do not do their job fail the run', () => {
  let gw;
  const options = () => parseOptions(['--url', gw.url, '--instance', gw.instance, '--only', 'getInformation'], { GATEWAY_API_KEY: TEST_KEY });
  const quiet = { out: () => {} };

  beforeAll(async () => {
    // Broken so that Dredd, left without the hooks, would still pass it (it checks no schema).
    gw = await startBrokenGateway({ apiKey: TEST_KEY, faults: { getInformation: { body: (b) => ({ ...b, version: 211 }) } } });
  });
  afterAll(async () => {
    await gw?.stop();
    if (gw) expect(await portIsFree(gw.port)).toBe(true);
  });

  it('when the hooks file cannot load', async () => {
    const hooksPath = fileURLToPath(new URL('./fixtures/hooks-that-throw.cjs', import.meta.url));
    const error = await runContract(options(), { ...quiet, hooksPath }).catch((e) => e);
    expect(error).toBeInstanceOf(ContractRunError);
    expect(error.message).toMatch(/The Dredd hooks did not run/);
    expect(error.details).toMatch(/Skipping hook loading.*hooks-that-throw\.cjs/);
  });

  it('when the hooks load but skip everything (Dredd alone would exit 0)', async () => {
    const hooksPath = fileURLToPath(new URL('./fixtures/hooks-that-skip-everything.cjs', import.meta.url));
    const error = await runContract(options(), { ...quiet, hooksPath }).catch((e) => e);
    expect(error).toBeInstanceOf(ContractRunError);
    expect(error.message).toMatch(/The Dredd hooks did not run/);
  });
});
