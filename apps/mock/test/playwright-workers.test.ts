// The documented way to run a Playwright suite in parallel workers (docs/parallel.md): a global
// setup starts one mock per worker, each worker finds its own by parallelIndex.
// examples/playwright-workers/ is that suite (a small app in Debian's Chromium that creates an
// instance, sends, receives and lists through the mock); here Playwright's own CLI runs it in a child
// process, as a team's CI would, with two workers and a barrier so both workers' worlds exist while
// they check. It passes, using both workers; broken on purpose (every worker on one shared mock) it
// fails, which shows its checks can see a leak.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnNode } from '@msg-gateway/test-utils/processes';
import { afterEach, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const inCi = process.env['CI'] === 'true';
if (!available && !inCi) console.log(`playwright-workers.test.ts: skipped, ${CHROMIUM} is missing (apt-get install chromium); CI runs it.`);

const PLAYWRIGHT = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const CONFIG = fileURLToPath(new URL('../examples/playwright-workers/playwright.config.ts', import.meta.url));
const dirs: string[] = [];
/** A check that saw another worker's state: a page or a list showing it, or the control API saying a reset took this test's instance. */
const SEES_THE_OTHER_WORLD = /toHaveText|toEqual|there is no instance/i;
/** What the control client says when the mock is down, hangs or drops the connection (src/control/client.ts). */
const MOCK_UNREACHABLE = /No mock is running|Cannot reach the mock|did not answer within/;

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Result {
  status: string;
  workerIndex: number;
  parallelIndex: number;
  errors: { message?: string }[];
}
interface Suite {
  suites?: Suite[];
  specs?: { title: string; tests: { results: Result[] }[] }[];
}
interface Report {
  suites: Suite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** Every spec of the report with its results, depth first. */
function specsOf(suites: Suite[] = []): { title: string; results: Result[] }[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).map((spec) => ({ title: spec.title, results: spec.tests.flatMap((t) => t.results) })),
    ...specsOf(suite.suites),
  ]);
}

/** Runs the example suite with Playwright's CLI; `shared` gives both workers the same mock. */
async function runExample(shared: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-playwright-workers-'));
  dirs.push(dir);
  const report = join(dir, 'report.json');
  const run = spawnNode(PLAYWRIGHT, ['test', '--config', CONFIG, '--reporter', 'list,json', '--output', join(dir, 'results')], {
    drop: /^(VITEST|VITEST_.*|TEST|NODE_ENV|FORCE_COLOR|PW_.*|PLAYWRIGHT_.*)$/,
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      EXAMPLE_BARRIER_DIR: dir,
      EXAMPLE_ONE_SHARED_MOCK: shared ? '1' : undefined,
      NO_COLOR: '1',
    },
  });
  const { code, stdout, stderr } = await run.exited;
  const output = `${stdout}\n${stderr}`;
  if (!existsSync(report)) throw new Error(`Playwright wrote no JSON report (exit ${code}):\n${output}`);
  return { code, output, report: JSON.parse(readFileSync(report, 'utf8')) as Report };
}

describe.runIf(available || inCi)('a mock per Playwright worker (examples/playwright-workers)', () => {
  it('two workers running the suite at once each see only their own instances, chats and messages', async () => {
    if (!available) throw new Error(`${CHROMIUM} is missing: CI installs it (apt-get install -y chromium, in .ci/run).`);
    const { code, output, report } = await runExample(false);
    const specs = specsOf(report.suites);
    const results = specs.flatMap((spec) => spec.results);
    expect(
      specs.some((spec) => spec.title.startsWith('orders:')),
      output,
    ).toBe(true);
    expect(
      specs.some((spec) => spec.title.startsWith('payments:')),
      output,
    ).toBe(true);
    expect(
      results.map((r) => r.status).filter((status) => status !== 'passed'),
      output,
    ).toEqual([]);
    expect(report.stats, output).toMatchObject({ expected: specs.length, unexpected: 0, flaky: 0, skipped: 0 });
    // Both workers ran tests (parallelIndex 0 and 1), so the two files' worlds were served at once.
    expect(new Set(results.map((r) => r.parallelIndex)), output).toEqual(new Set([0, 1]));
    expect(code, output).toBe(0);
  }, 300_000);

  it('fails when the two workers share one mock', async () => {
    if (!available) throw new Error(`${CHROMIUM} is missing: CI installs it (apt-get install -y chromium, in .ci/run).`);
    const { code, output, report } = await runExample(true);
    const messages = specsOf(report.suites)
      .flatMap((spec) => spec.results)
      .filter((result) => result.status !== 'passed')
      // The first line of each error (its kind and message): the rest is a code frame, which can
      // quote any source, the package's own included.
      .flatMap((result) => result.errors.map((e) => (e.message ?? '').split('\n')[0] ?? ''));
    expect(report.stats.unexpected, output).toBeGreaterThan(0);
    // Some fail on what they see of the other worker's world: its instance listed, its chats, or
    // their own instance gone because the other worker's reset wiped it. Which of these a run hits
    // depends on how the two workers interleave, so no test is held to one of them.
    expect(
      messages.some((message) => SEES_THE_OTHER_WORLD.test(message)),
      output,
    ).toBe(true);
    // None fails because the shared mock went down or dropped a connection.
    expect(
      messages.filter((message) => MOCK_UNREACHABLE.test(message)),
      output,
    ).toEqual([]);
    expect(code, output).not.toBe(0);
  }, 300_000);
});
