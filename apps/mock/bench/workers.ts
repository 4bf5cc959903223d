// What a mock per test worker costs (npm run bench:workers -w @msg-gateway/mock): the isolation
// docs/parallel.md recommends. Loopback only, about a minute; prints numbers, asserts nothing:
//   1. a worker that starts its own mock in a fresh process: importing the package, then
//      startMock() until its first 200 (the first start of a process loads Prism), median of N;
//   2. a global setup that starts one mock per worker in one process: K mocks started at once
//      (K = 1, 2, 4, 8), the time until every one has answered a 200, and the memory each adds
//      (the JavaScript heap in use after a garbage collection; npm run bench:workers passes --expose-gc);
//   3. what a test then pays to start clean: mock.reset(), and mock.load() of a small world,
//      median of 200.
// Options (env): BENCH_RUNS (fresh processes, default 3), BENCH_WORKERS (comma-separated K, default 1,2,4,8).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MockHandle, startMock } from '@msg-gateway/mock';
import { median } from './load.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const COUNTS = (process.env['BENCH_WORKERS'] ?? '1,2,4,8').split(',').map(Number);
const gc = (globalThis as { gc?: () => void }).gc;

/** bench/start-once.js in a fresh process: { importMs, firstMs, secondMs }. */
function startOnce(): Promise<{ importMs: number; firstMs: number; secondMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(HERE, 'start-once.js')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`start-once exited ${code}`))));
  });
}

async function firstAnswer(mock: MockHandle): Promise<void> {
  const res = await fetch(`${mock.url}/instance/connectionState/my-instance`, { headers: { apikey: 'bench' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`answered ${res.status}`);
}

const heapMiB = (): number => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** K mocks started at once in this process: ms until all answered, MiB each adds. */
async function perWorker(count: number): Promise<{ ms: number; mibEach: number }> {
  const before = heapMiB();
  const began = performance.now();
  const mocks = await Promise.all(
    Array.from({ length: count }, async () => {
      const mock = await startMock();
      await firstAnswer(mock);
      return mock;
    }),
  );
  const ms = performance.now() - began;
  const mibEach = (heapMiB() - before) / count;
  await Promise.all(mocks.map((mock) => mock.close()));
  return { ms, mibEach };
}

function timed(runs: number, action: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    action();
    times.push(performance.now() - began);
  }
  return median(times);
}

const fresh = [];
for (let i = 0; i < RUNS; i++) fresh.push(await startOnce());
const f = (n: number): string => n.toFixed(0).padStart(6);
process.stdout.write(
  `1. a fresh process (median of ${RUNS}): import ${f(median(fresh.map((r) => r.importMs)))} ms, first startMock → 200 ${f(median(fresh.map((r) => r.firstMs)))} ms, second ${f(median(fresh.map((r) => r.secondMs)))} ms\n`,
);
// Warm this process (Prism loaded), as a global setup's first start does, then measure.
const warm = await startMock();
await firstAnswer(warm);
await warm.close();
process.stdout.write(`2. K mocks started at once in one process${gc ? '' : ' (run with --expose-gc for steadier memory)'}:\n`);
for (const count of COUNTS) {
  const { ms, mibEach } = await perWorker(count);
  process.stdout.write(
    `   K=${String(count).padEnd(2)} all answered in ${f(ms)} ms (${f(ms / count)} ms each); ${mibEach.toFixed(1)} MiB of heap each\n`,
  );
}
const mock = await startMock();
await firstAnswer(mock);
const world = {
  instances: [{ name: 'shop-42', state: 'open' as const, chats: [{ remoteJid: '5511988887777', messages: [{ text: 'hi' }] }] }],
};
const resetMs = timed(200, () => mock.reset());
const loadMs = timed(200, () => mock.load(world));
await mock.close();
process.stdout.write(
  `3. per test (median of 200): reset() ${resetMs.toFixed(3)} ms, load() of one instance with a chat ${loadMs.toFixed(3)} ms\n`,
);
