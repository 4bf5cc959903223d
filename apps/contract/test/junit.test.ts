// JUnit names are stable: two runs of the same checks against gateways on different ports, one
// answering like the contract (with a fault) and one like 2.1.1, give test cases and a suite with
// identical names, although their verdicts, deviation ids and URLs differ. The verdicts and ids are
// in the messages and properties instead.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokenGateway, startBrokenGateway } from './fixtures/broken-gateway.js';
import { runMain, TEST_KEY } from './helpers/cli.js';

/** Every `name` attribute of the suite and its test cases, with their classnames, in order. */
const names = (xml: string): string[] =>
  [...xml.matchAll(/<(testsuite|testcase) (?:classname="([^"]*)" )?name="([^"]*)"/g)].map((m) => `${m[1]} ${m[2] ?? ''} ${m[3]}`);

describe('JUnit names', () => {
  let conforming: BrokenGateway;
  let like211: BrokenGateway;
  const dir = mkdtempSync(join(tmpdir(), 'contract-junit-'));
  beforeAll(async () => {
    conforming = await startBrokenGateway({ apiKey: TEST_KEY, faults: { findChats: { status: 201 } } });
    like211 = await startBrokenGateway({ apiKey: TEST_KEY, profile: 'evolution-2.1.1' });
  });
  afterAll(async () => {
    await conforming.close();
    await like211.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are the same in two runs against gateways on different ports, whatever the verdicts', async () => {
    const only = ['--only', 'getInformation,findChats,findWebhook,connectionState', '--profile', 'evolution-2.1.1'];
    const xml: string[] = [];
    for (const [name, gw] of [
      ['a', conforming],
      ['b', like211],
    ] as const) {
      const junit = join(dir, `${name}.xml`);
      const run = await runMain(['--url', gw.url, '--instance', gw.instance, ...only, '--junit', junit]);
      expect(run.stderr).toBe('');
      xml.push(readFileSync(junit, 'utf8'));
    }
    const [a = '', b = ''] = xml;
    expect(conforming.port).not.toBe(like211.port);
    // The runs differ: a failure in one, known deviations in the other, each URL in its properties.
    expect(a).toContain('<failure message="status 201, expected 200');
    expect(b).not.toContain('<failure');
    expect(b).toContain('<property name="verdict" value="known deviation"/>');
    expect(a).toContain(`<property name="url" value="${conforming.url}"/>`);
    expect(b).toContain(`<property name="url" value="${like211.url}"/>`);
    // Their names do not.
    expect(names(a).length).toBeGreaterThan(8);
    expect(names(a)).toEqual(names(b));
    for (const name of names(a)) expect(name).not.toMatch(/127\.0\.0\.1|known deviation|passed|FAILED|\d{4,}/);
    expect(names(a)).toContain('testcase findChats findChats success: POST /chat/findChats/{instance}');
    expect(names(a)).toContain('testsuite  contract');
  });
});
