// The gateway homes (src/gateways/): one folder per gateway version, each listed once, every profile of
// the registry served by its own home, a description's gateway found along its profile chain, and a
// chain that reaches no home refused at start (startMock: MockStartError GATEWAY; the CLI: exit 2),
// saying which folder to add.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listProfiles } from '@msg-gateway/openapi/profiles';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT, CONTRACT_HOME, chainOf, gatewayOf, HOMES, UnknownGatewayError } from '../src/gateways/index.js';
import { type MockHandle, MockStartError, startMock } from '../src/index.js';
import { assertBuilt, spawnCli } from './helpers/cli.js';

const require = createRequire(import.meta.url);
const GATEWAYS = fileURLToPath(new URL('../src/gateways', import.meta.url));

/** A profile's bundle, as a new object each time. */
const bundleOf = (name: string): OpenApiDocument =>
  JSON.parse(readFileSync(require.resolve(`@msg-gateway/openapi/${name}/openapi.json`), 'utf8')) as OpenApiDocument;

/** `doc` relabelled as another profile (a description the registry does not list), on `base` when given. */
function relabelled(doc: OpenApiDocument, profile: string, base?: string): OpenApiDocument {
  const info: Record<string, unknown> = { ...doc.info, 'x-profile': profile };
  if (base === undefined) delete info['x-profile-base'];
  else info['x-profile-base'] = base;
  return { ...doc, info } as OpenApiDocument;
}

/** The newest profile of the registry: the last, each profile coming after its base. */
const newest = listProfiles().at(-1)?.name ?? '';
const oldest = listProfiles()[0]?.name ?? '';

describe('gateways/: one home per gateway version', () => {
  it('lists every folder once, under its own profile name', () => {
    const folders = readdirSync(GATEWAYS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders.length).toBeGreaterThan(1);
    expect(HOMES.map((home) => home.profile).sort()).toEqual(folders);
  });

  it('serves every profile of the registry with its own home, and the contract with the home of the profile built on it', () => {
    for (const profile of listProfiles()) {
      const gateway = gatewayOf(relabelled(bundleOf(profile.name), profile.name));
      expect(gateway.home).toBe(profile.name);
      expect(gateway.twin.profile).toBe(profile.name);
      expect(gateway.dialect.app).toBeDefined();
    }
    expect(
      listProfiles()
        .filter((p) => p.base === CONTRACT)
        .map((p) => p.name),
    ).toEqual([CONTRACT_HOME]);
    const contract = gatewayOf(undefined);
    expect(contract).toMatchObject({ profile: CONTRACT, home: CONTRACT_HOME, dialect: { app: undefined, guards: ['key', 'instance'] } });
  });

  it('follows the chain to the nearest home: a profile the registry does not list, on a served base', () => {
    const fake = `${newest}-fake`;
    expect(chainOf(fake, newest)).toEqual([fake, ...chainOf(newest)]);
    expect(chainOf(newest).at(-1)).toBe(CONTRACT);
    const gateway = gatewayOf(relabelled(bundleOf(newest), fake, newest));
    expect(gateway).toMatchObject({ profile: fake, home: newest });
    expect(gateway.twin).toBe(gatewayOf(relabelled(bundleOf(newest), newest)).twin);
  });

  it('refuses a chain that reaches no home, naming the folder to add', () => {
    const doc = relabelled(bundleOf(oldest), 'acme-gateway-1.0');
    expect(() => gatewayOf(doc)).toThrow(UnknownGatewayError);
    expect(() => gatewayOf(doc)).toThrow(
      /no gateway home serves the profile acme-gateway-1\.0: its chain \(acme-gateway-1\.0\) .* Add apps\/mock\/src\/gateways\/acme-gateway-1\.0\//,
    );
    // On the contract, no home either: the contract is not a gateway version.
    expect(() => gatewayOf(relabelled(bundleOf(oldest), 'acme-gateway-1.0', CONTRACT))).toThrow(
      /its chain \(acme-gateway-1\.0 → contract\)/,
    );
  });
});

describe('a description is served as its home serves', () => {
  let dir: string;
  let fake: MockHandle;
  let base: MockHandle;
  let first: MockHandle;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-gateways-'));
    const file = join(dir, 'fake.json');
    // A profile on top of the newest one (e.g. a 2.3.8 written on 2.3.7), not in the registry.
    writeFileSync(file, JSON.stringify(relabelled(bundleOf(newest), `${newest}-fake`, newest)));
    [fake, base, first] = await Promise.all([startMock({ spec: file }), startMock({ profile: newest }), startMock({ profile: oldest })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([fake?.close(), base?.close(), first?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  /** DELETE of an open instance, and a path in the Express spelling (any case, a trailing slash). */
  async function answersOf(mock: MockHandle): Promise<{ deleteOpen: number; lenientPath: number }> {
    const headers = { apikey: 'k' };
    const deleteOpen = (await fetch(`${mock.url}/instance/delete/shop-42`, { method: 'DELETE', headers })).status;
    const lenientPath = (await fetch(`${mock.url}/INSTANCE/connectionState/hq/`, { headers })).status;
    return { deleteOpen, lenientPath };
  }

  it("serves the fake profile with its base's rules and dialect", async () => {
    const served = await answersOf(fake);
    expect(served).toEqual(await answersOf(base));
    expect(served.lenientPath).toBe(200);
    // Not silently: the fake says which home serves it; a profile with a home of its own says nothing of the kind.
    expect(fake.serving).toContain(`(${newest}-fake, served as ${newest}: no twin of its own)`);
    expect(base.serving).not.toContain('served as');
    // Where the base changed its own base's rule (a delete of an open instance), the fake answers as its base.
    const oldestAnswers = await answersOf(first);
    if (
      gatewayOf(relabelled(bundleOf(newest), newest)).twin.connection.deleteOpen !==
      gatewayOf(relabelled(bundleOf(oldest), oldest)).twin.connection.deleteOpen
    ) {
      expect(served.deleteOpen).not.toBe(oldestAnswers.deleteOpen);
    }
  });

  it('refuses to start on a chain no home serves: startMock and the CLI (exit 2)', async () => {
    const file = join(dir, 'unknown.json');
    writeFileSync(file, JSON.stringify(relabelled(bundleOf(oldest), 'acme-gateway-1.0')));
    const refused = await startMock({ spec: file }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MockStartError);
    expect(refused).toMatchObject({
      code: 'GATEWAY',
      message: expect.stringMatching(/Add apps\/mock\/src\/gateways\/acme-gateway-1\.0\//),
    });
    assertBuilt();
    const run = spawnCli(['--port', '0', '--spec', file]);
    const { code, stderr } = await run.exited;
    expect(code).toBe(2);
    expect(stderr).toMatch(/^msg-gateway-mock: Cannot serve .*unknown\.json: no gateway home serves the profile acme-gateway-1\.0/);
    expect(stderr).toMatch(/gateways\/acme-gateway-1\.0\//);
  }, 60_000);
});
