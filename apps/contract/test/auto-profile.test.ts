// `--profile auto`: the runner reads the gateway's `GET /`, picks the profile of the version it
// names from the registry, and says so. Against the mock started with each profile (its `GET /`
// names its release), and against servers that answer a version no profile knows, no JSON, an
// error, too much, or nothing at all: each of those is exit 2 with the known versions and how to
// pick a profile by hand, within the bound, and no key is sent or printed.
import { type MockHandle, startMock } from '@msg-gateway/mock';
import { knownVersions, listProfiles } from '@msg-gateway/openapi/profiles';
import { json, misbehave, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_BODY_MAX_BYTES } from '../src/description/auto.js';
import { runMain, TEST_KEY } from './helpers/cli.js';

const profiles = listProfiles();

describe('--profile auto against the mock of each profile', () => {
  const mocks = new Map<string, MockHandle>();
  beforeAll(async () => {
    for (const p of profiles) mocks.set(p.name, await startMock({ port: 0, profile: p.name, apiKey: TEST_KEY }));
  }, 120_000);
  afterAll(async () => {
    for (const mock of mocks.values()) await mock.close();
  });

  it('has a profile to pick from (the registry is not empty)', () => {
    expect(profiles.length).toBeGreaterThan(1);
  });

  it.each(profiles.map((p) => [p.name, p.gatewayVersion]))('picks %s for a gateway that says %s, and says so', async (name, version) => {
    const mock = mocks.get(name) as MockHandle;
    const { code, stdout, stderr } = await runMain(['--url', mock.url, '--instance', 'my-instance', '--profile', 'auto', '--dry-run']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(`--profile auto: gateway says version ${version}: using profile ${name}`);
    expect(stdout).toContain(`Layered description: ${name} (`);
    // The version read sent no key: GET / is public.
    const reads = mock.requests.filter((r) => r.path === '/');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.headers['apikey']).toBeUndefined();
  });

  it('runs the checks under the profile it picked (a real run, not only a plan)', async () => {
    const last = profiles[profiles.length - 1];
    if (!last) throw new Error('no profile');
    const mock = mocks.get(last.name) as MockHandle;
    const run = await runMain(['--url', mock.url, '--instance', 'my-instance', '--profile', 'auto', '--only', 'connectionState']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`gateway says version ${last.gatewayVersion}: using profile ${last.name}`);
    expect(run.stdout).toMatch(/^connectionState +success .* (passed|known deviation \(.+\))$/m);
    expect(`${run.stdout}${run.stderr}`).not.toContain(TEST_KEY);
  }, 120_000);
});

describe('--profile auto when the gateway does not name a known version', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const run = (...extra: string[]) =>
    runMain(['--url', server.url, '--instance', 'my-instance', '--profile', 'auto', ...extra, '--only', 'fetchInstances']);

  /** Exit 2, the known versions and each profile to pick by hand, nothing but GET / sent, no key anywhere. */
  function expectRefused(result: { code: number; stdout: string; stderr: string }, why: RegExp): void {
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(why);
    expect(result.stderr).toContain(`Known versions: ${knownVersions().join(', ')}.`);
    for (const p of profiles) expect(result.stderr).toContain(`--profile ${p.name}   for a gateway that says version ${p.gatewayVersion}`);
    expect(result.stderr).not.toContain(TEST_KEY);
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /']);
    expect(server.seen[0]?.headers['apikey']).toBeUndefined();
  }

  it('refuses a version no profile describes', async () => {
    server.reset((_req, res) => json(res, 200, { status: 200, message: 'Welcome', version: '9.9.9' }));
    expectRefused(await run(), /says version "9\.9\.9", which no profile describes/);
  });

  it('refuses an answer that is not JSON, or has no version', async () => {
    server.reset((_req, res) => void res.end('<html>hello</html>'));
    expectRefused(await run(), /answered no JSON object with a "version" text/);
    server.reset((_req, res) => json(res, 200, { status: 200, version: 2 }));
    expectRefused(await run(), /answered no JSON object with a "version" text/);
  });

  it('refuses an error answer', async () => {
    server.reset((_req, res) => json(res, 503, { version: knownVersions()[0] }));
    expectRefused(await run(), /answered 503, not 200/);
  });

  it('reads at most its size limit', async () => {
    server.reset(misbehave.huge(50 * 1024 * 1024));
    expectRefused(await run(), new RegExp(`answered more than ${VERSION_BODY_MAX_BYTES / 1024} KiB`));
  });

  it('gives up on a gateway that never answers, within --timeout', async () => {
    server.reset(misbehave.hang());
    expectRefused(await run('--timeout', '0.5'), /got no answer \(no answer within 0\.5 s\)/);
  });

  it('names an unreachable gateway', async () => {
    const closed = await startTestServer();
    const url = closed.url;
    await closed.close();
    const result = await runMain(['--url', url, '--instance', 'my-instance', '--profile', 'auto']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /--profile auto cannot tell the gateway's version: GET http:\/\/127\.0\.0\.1:\d+\/ got no answer \(connection refused\)/,
    );
  });
});
