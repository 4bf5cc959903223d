// The full fuzz run (issue 11), moved out of the test suite (test/fuzz.test.ts keeps a seeded sample
// of it): 300 warm-up requests and 3,000 seeded requests over every operation of the contract, and
// 1,000 over the evolution-2.1.1 profile, against the bundle (what users run), in this process.
// Prints what it found and the memory after a garbage collection; asserts nothing. Reproduce a run
// with BENCH_FUZZ_SEED (and BENCH_FUZZ_COUNT for the contract's count).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startMock } from '@msg-gateway/mock';
import { profileSpecPath } from '../src/common/profiles.js';
import { bundledSpecPath, operations, readSpec } from '../src/common/spec.js';
import { type FuzzReport, fuzzCases, runFuzz } from '../test/helpers/fuzz.js';

const SEED = Number(process.env['BENCH_FUZZ_SEED'] ?? 20_251_122);
const WARM_UP = 300;
const COUNT = Number(process.env['BENCH_FUZZ_COUNT'] ?? 3000);
const PROFILE_COUNT = Math.round(COUNT / 3);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const memory = (): NodeJS.MemoryUsage => {
  gc();
  return process.memoryUsage();
};

function describeReport(report: FuzzReport): string[] {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const lines = [
    `  statuses: ${statuses}`,
    `  5xx asked for and answered: ${report.faults}; failures (5xx not asked for, or no answer): ${report.failures.length}`,
  ];
  for (const failure of report.failures.slice(0, 5)) {
    lines.push(`    ${failure.status} ${failure.description.slice(0, 200)}`);
    lines.push(`      answered: ${failure.answer.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  return lines;
}

/** One description: warm-up, two halves with the memory after each, as lines. */
async function fuzzOne(name: string, path: string, profile: string | undefined, count: number, seed: number): Promise<string[]> {
  const spec = readSpec(path);
  if (!spec) throw new Error(`${path} is missing: npm run build -w @msg-gateway/openapi`);
  const mock = await startMock(profile ? { profile } : {});
  try {
    const cases = fuzzCases(spec, operations(spec), { seed, count: WARM_UP + count });
    const started = performance.now();
    const warmUp = await runFuzz(mock.port, cases.slice(0, WARM_UP));
    const before = memory();
    const first = await runFuzz(mock.port, cases.slice(WARM_UP, WARM_UP + count / 2));
    const middle = memory();
    const second = await runFuzz(mock.port, cases.slice(WARM_UP + count / 2));
    const after = memory();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const merged: FuzzReport = { sent: 0, byStatus: {}, failures: [], faults: 0 };
    for (const report of [warmUp, first, second]) {
      merged.sent += report.sent;
      merged.faults += report.faults;
      merged.failures.push(...report.failures);
      for (const [status, n] of Object.entries(report.byStatus)) merged.byStatus[status] = (merged.byStatus[status] ?? 0) + n;
    }
    return [
      `fuzz, ${name} (seed ${seed}): ${merged.sent} requests in ${seconds} s`,
      ...describeReport(merged),
      `  RSS  ${mb(before.rss)} → ${mb(middle.rss)} → ${mb(after.rss)} (after the warm-up, half-way, at the end; after a GC)`,
      `  heap ${mb(before.heapUsed)} → ${mb(middle.heapUsed)} → ${mb(after.heapUsed)}`,
    ];
  } finally {
    await mock.close();
  }
}

/** The whole fuzz run, as lines to print. */
export async function fuzzLines(): Promise<string[]> {
  return [
    ...(await fuzzOne('contract', bundledSpecPath(), undefined, COUNT, SEED)),
    ...(await fuzzOne('evolution-2.1.1 profile', profileSpecPath('evolution-2.1.1'), 'evolution-2.1.1', PROFILE_COUNT, SEED + 1)),
  ];
}
