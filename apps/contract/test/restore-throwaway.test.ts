// The run's throwaway instance (the instance routes under the evolution-2.1.1 profile): created,
// checked and deleted, then read until the gateway no longer has it; deleted by the run when the
// check did not; loudly reported (exit 2) when it cannot be deleted; never created with a key that
// is not the gateway's global one. Against a gateway fixture that behaves like a real Evolution API
// 2.1.1. (Split from restore.test.ts so that two files run at once.)
import { afterEach, describe, expect, it } from 'vitest';
import { type BrokenGateway, type Faults, startBrokenGateway } from './fixtures/broken-gateway.js';
import { row, runMain, TEST_KEY } from './helpers/cli.js';
import { virtualClock } from './helpers/clock.js';

describe("the run's throwaway instance (the instance routes under the profile)", () => {
  const gateways: BrokenGateway[] = [];
  const start = async (options: { refuseDelete?: 'dredd' | 'always'; faults?: Faults } = {}) => {
    const gw = await startBrokenGateway({ apiKey: TEST_KEY, profile: 'evolution-2.1.1', ...options });
    gateways.push(gw);
    return gw;
  };
  const INSTANCES = [
    '--profile',
    'evolution-2.1.1',
    '--allow-writes',
    '--only',
    'createInstance,fetchInstances,deleteInstance',
    '--timeout',
    '2',
  ];
  afterEach(async () => {
    for (const gw of gateways.splice(0)) await gw.close();
  });
  // The fixture deletes an instance at once: the run's reads and deletes need no real time between
  // them (the grace a check's delete gets, the 10 s the run waits at most, pass on the test's clock).
  const run = (args: readonly string[]) => runMain(args, { clock: virtualClock() });

  it('is created, checked and deleted by the checks, then read until the gateway no longer has it', async () => {
    const gw = await start();
    const { code, stdout } = await run(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(0);
    const created = gw.requests.find((r) => r.operationId === 'createInstance' && r.acted);
    const name = (JSON.parse(created?.body ?? '{}') as { instanceName?: string }).instanceName ?? '';
    expect(name).toMatch(/^contract-tmp-[0-9a-f]{12}$/);
    expect(gw.requests.filter((r) => r.operationId === 'deleteInstance').map((r) => r.path)).toEqual([
      `/instance/delete/${name}`,
      expect.stringMatching(/^\/instance\/delete\/contract-missing-/),
      `/instance/delete/${name}`,
    ]);
    expect(gw.requests.some((r) => r.path === `/instance/connectionState/${name}` && r.answered === 404)).toBe(true);
    expect(stdout).toMatch(new RegExp(` {2}- the run's throwaway instance "${name}" is gone \\(its deleteInstance check deleted it\\)`));
    expect(gw.created()).toEqual([]);
  });

  it('is deleted by the run itself when the check did not delete it', async () => {
    const gw = await start({ refuseDelete: 'dredd' });
    const { code, stdout } = await run(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(1);
    expect(row(stdout, 'deleteInstance', 'success')).toMatch(/ 500 +FAILED$/);
    expect(stdout).toMatch(
      / {2}- deleted the run's throwaway instance "contract-tmp-[0-9a-f]{12}": DELETE \/instance\/delete\/contract-tmp-[0-9a-f]{12} answered 200; the gateway no longer has it/,
    );
    expect(gw.created()).toEqual([]);
  });

  it('says loudly, and exits 2, when it cannot be deleted', async () => {
    const gw = await start({ refuseDelete: 'always' });
    const { code, stderr } = await run(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(2);
    const [name] = gw.created();
    expect(stderr).toBe(
      `msg-gateway-contract: The run could not make sure the run's throwaway instance "${name}" is gone (GET /instance/connectionState/${name} answered 200; DELETE /instance/delete/${name} answered 500). Delete it yourself: curl -X DELETE -H "apikey: $GATEWAY_API_KEY" ${gw.url}/instance/delete/${name}\n`,
    );
    // Three deletes of its own at most, never the instance named.
    expect(gw.requests.filter((r) => r.operationId === 'deleteInstance' && !r.fromDredd)).toHaveLength(3);
    expect(gw.requests.filter((r) => r.path === `/instance/delete/${gw.instance}`)).toEqual([]);
  });

  it("is not created with a key that is not the gateway's global one: not checked, and nothing is checked on it", async () => {
    const gw = await start({
      faults: {
        createInstance: { status: 401, body: { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } }, to: 'dredd' },
      },
    });
    const { code, stdout } = await run(['--url', gw.url, '--instance', gw.instance, ...INSTANCES]);
    expect(code).toBe(0);
    expect(row(stdout, 'createInstance', 'success')).toMatch(
      / 401 +not checked: the gateway refused to create an instance with GATEWAY_API_KEY \(401\): creating the run's throwaway instance needs the gateway's global key, not an instance's token$/,
    );
    const dependent: [string, string][] = [
      ['fetchInstances', 'success'],
      ['deleteInstance', 'success'],
      ['deleteInstance', 'no key'],
    ];
    for (const [id, check] of dependent) {
      expect(row(stdout, id, check), `${id} ${check}`).toMatch(
        /skipped: the run's throwaway instance was not created \(see createInstance's success check\)$/,
      );
    }
  });
});
