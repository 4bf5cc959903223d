#!/usr/bin/env node
// Bench for the mock gateway (npm run bench -w @msg-gateway/mock). Loopback only, bounded in time
// (about 45 s). Prints:
//   1. cold start: spawning the msg-gateway-mock CLI until its first 200 answer (median of N runs);
//   2. throughput and latency (autocannon, 10 connections) for connectionState (GET) and
//      sendLocation (POST with the example body), against the mock and against a bare node:http
//      server returning the same bytes (the ceiling on this machine), and the ratio.
// Options (env): BENCH_RUNS (cold starts, default 5), BENCH_SECONDS (per load run, default 5),
// BENCH_CONNECTIONS (default 10).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../src/ports.js';
import { startMock } from '../src/prism.js';
import { exampleRequest, operations, readSpec } from '../src/spec.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BIN = fileURLToPath(new URL('../bin/msg-gateway-mock.js', import.meta.url));
const BASELINE = fileURLToPath(new URL('./baseline-server.js', import.meta.url));

const spec = readSpec();
const byId = Object.fromEntries(operations(spec).map((op) => [op.operationId, op]));
const targets = ['connectionState', 'sendLocation'].map((id) => ({ id, request: exampleRequest(spec, byId[id]) }));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function send(url, request) {
  return fetch(url + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/** Spawn the CLI and poll the first target until it answers 200; returns milliseconds. */
async function coldStart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, '--port', String(port)], { stdio: 'ignore' });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      try {
        const res = await send(`http://127.0.0.1:${port}`, targets[0].request);
        await res.arrayBuffer();
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error('the mock exited during the cold-start run');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function load(url, request, duration = SECONDS) {
  return autocannon({
    url: url + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections: CONNECTIONS,
    duration,
  });
}

async function startBaseline(routes) {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-bench-'));
  const file = join(dir, 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const port = await freePort();
  const child = spawn(process.execPath, [BASELINE, String(port), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function row(server, id, result) {
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${server} ${id}: ${bad} of ${result.requests.total} requests failed or were not 2xx`);
  return { server, id, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

console.log(
  `msg-gateway mock bench — Node ${process.version}, ${cpus().length} × ${cpus()[0].model.trim()}, load average ${loadavg()[0].toFixed(2)}`,
);
console.log(`cold start: ${RUNS} runs; load: ${CONNECTIONS} connections × ${SECONDS} s per run, 127.0.0.1\n`);

const starts = [];
for (let i = 0; i < RUNS; i++) starts.push(await coldStart());
console.log(
  `Cold start (spawn msg-gateway-mock → first 200 on connectionState): median ${median(starts).toFixed(0)} ms ` +
    `(min ${Math.min(...starts).toFixed(0)}, max ${Math.max(...starts).toFixed(0)}; runs: ${starts.map((s) => s.toFixed(0)).join(', ')})\n`,
);

const mock = await startMock();
const rows = [];
let baseline;
try {
  // The baseline answers exactly the bytes the mock answers.
  const routes = {};
  for (const { request } of targets) {
    const res = await send(mock.url, request);
    routes[`${request.method} ${request.path}`] = {
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: await res.text(),
    };
  }
  baseline = await startBaseline(routes);
  for (const { id, request } of targets) {
    await load(mock.url, request, 1); // 1 s warm-up (JIT, connection pool), discarded
    rows.push(row('Prism mock', id, await load(mock.url, request)));
    rows.push(row('node:http ceiling', id, await load(baseline.url, request)));
  }
} finally {
  await mock.stop();
  await baseline?.stop();
}

const pad = (s, n) => String(s).padEnd(n);
const num = (x, n) => String(x).padStart(n);
console.log(`${pad('operation', 17)}${pad('server', 19)}${num('req/s', 9)}${num('p50 ms', 8)}${num('p99 ms', 8)}${num('requests', 10)}`);
for (const r of rows)
  console.log(`${pad(r.id, 17)}${pad(r.server, 19)}${num(r.rps.toFixed(0), 9)}${num(r.p50, 8)}${num(r.p99, 8)}${num(r.total, 10)}`);
console.log('(latencies in whole milliseconds, as autocannon records them: 0 means under 1 ms)\n');
for (const { id } of targets) {
  const [m, b] = ['Prism mock', 'node:http ceiling'].map((s) => rows.find((r) => r.id === id && r.server === s));
  console.log(
    `${id}: mock reaches ${((100 * m.rps) / b.rps).toFixed(1)} % of the ceiling (${(b.rps / m.rps).toFixed(1)}× fewer req/s); p99 ${
      m.p99
    } ms vs ${b.p99} ms`,
  );
}
