// Runs the Playwright example (examples/playwright-workers: two workers, a mock each) N times in a
// row and counts the green runs (npm run e2e:repeat -w @msg-gateway/mock [-- N], default 5). A run is
// green when Playwright exits 0, every test passed at the first try (the config retries nothing) and
// both workers ran tests while holding their worlds at once (the barrier of the repository's test).
// Each run is bounded (15 minutes); prints one line per run, then "N of N green"; exit 1 otherwise.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONFIG = join(PACKAGE, 'examples', 'playwright-workers', 'playwright.config.ts');
const PLAYWRIGHT = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const RUN_LIMIT_MS = 15 * 60_000;

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

/** One run: its exit code, stats and the worker slots (parallelIndex) that ran tests. */
async function runOnce(): Promise<{ code: number | null; stats: Stats | null; slots: number[]; ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'mock-e2e-repeat-'));
  const report = join(dir, 'report.json');
  const started = performance.now();
  const child = spawn(process.execPath, [PLAYWRIGHT, 'test', '--config', CONFIG, '--reporter', 'json', '--output', join(dir, 'results')], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, EXAMPLE_BARRIER_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  const ms = performance.now() - started;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as { stats: Stats };
    const slots = [...new Set([...readFileSync(report, 'utf8').matchAll(/"parallelIndex": (\d+)/g)].map((m) => Number(m[1])))].sort();
    return { code, stats: json.stats, slots, ms };
  } catch {
    return { code, stats: null, slots: [], ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const runs = Number(process.argv[2] ?? process.env['E2E_RUNS'] ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error(`e2e:repeat: the number of runs must be a whole number from 1 to 100, got ${JSON.stringify(process.argv[2])}`);
  process.exit(2);
}
let green = 0;
for (let i = 1; i <= runs; i++) {
  const { code, stats, slots, ms } = await runOnce();
  const ok = code === 0 && stats !== null && stats.unexpected === 0 && stats.flaky === 0 && stats.expected > 0 && slots.length === 2;
  if (ok) green++;
  const counts = stats ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky` : 'no report';
  console.log(
    `run ${i}: ${ok ? 'green' : 'RED'} (exit ${code}; ${counts}; workers used: ${slots.join(', ') || 'none'}; ${(ms / 1000).toFixed(1)} s)`,
  );
}
console.log(`${green} of ${runs} green`);
process.exit(green === runs ? 0 : 1);
