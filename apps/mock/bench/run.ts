// Bench for the mock gateway (npm run bench -w @msg-gateway/mock). Loopback only, bounded in time
// (about a minute). Prints numbers, asserts nothing:
//   1. startMock() in a fresh process: importing the package, the first start (it loads Prism)
//      and a second start, each until the first 200 answer (median of N processes);
//   2. the CLI: spawning msg-gateway-mock until its first 200 answer (median of N runs);
//   3. throughput and latency (autocannon, 10 connections) for connectionState (GET) and
//      sendLocation (POST with the example body), against the mock (the CLI, in its own process)
//      and against a bare node:http server returning the same bytes (the ceiling on this machine);
//   4. sendLocation again with --webhook-url (each answer causes a send.message delivery), to a
//      receiver that answers at once and to one that never answers: how many events arrived of how
//      many answers caused one;
//   5. the deliveries issue 17 counted losses in: 2,000 sends from 16 concurrent senders and 1,000
//      sequential sends, to a receiver that answers at once (events arrived of events caused);
//   6. the delivery queue's own capacity, in this process: 2,000 events of 16 instances queued at
//      once (as a burst of answers queues them), to a receiver that answers at once.
// Options (env): BENCH_RUNS (starts, default 5), BENCH_SECONDS (per load run, default 5),
// BENCH_CONNECTIONS (default 10).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomStream } from '../src/common/random.js';
import { type ExampleRequest, exampleRequest, operations, readSpec } from '../src/common/spec.js';
import { Deliveries } from '../src/webhooks/deliveries.js';

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<LoadResult>;

const require = createRequire(import.meta.url);
// autocannon ships no types: the part used here is typed above.
const autocannon: Autocannon = require('autocannon');

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
// Found through the package itself, so the compiled copy in .tools/ finds the bin too.
const BIN = join(dirname(require.resolve('@msg-gateway/mock/package.json')), 'bin', 'msg-gateway-mock.js');
const HERE = dirname(fileURLToPath(import.meta.url));

const spec = readSpec();
if (!spec) throw new Error('The bundled spec is missing: npm run build -w @msg-gateway/openapi');
const byId = new Map(operations(spec).map((op) => [op.operationId, op]));
const targets = ['connectionState', 'sendLocation'].map((id) => {
  const op = byId.get(id);
  if (!op) throw new Error(`${id} is not in the spec`);
  return { id, request: exampleRequest(spec, op) };
});
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (x: number): string => x.toFixed(0);
const summary = (xs: number[]): string =>
  `median ${ms(median(xs))} ms (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))}; runs: ${xs.map(ms).join(', ')})`;

function send(url: string, request: ExampleRequest): Promise<Response> {
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = JSON.stringify(request.body);
  return fetch(url + request.path, init);
}

/** The first line a child prints on stdout. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end !== -1) resolve(out.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing a line`)));
  });
}

/** Runs bench/start-once.js in a fresh process. */
async function startOnce(): Promise<{ importMs: number; firstMs: number; secondMs: number }> {
  const child = spawn(process.execPath, [join(HERE, 'start-once.js')], { stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(await firstLine(child));
}

/** Spawns the CLI on a port it picks; resolves with its URL once it printed the ready line. */
async function startCli(args: string[] = []): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  // Its stderr (a "stopped" line per run) would only clutter the figures.
  const child = spawn(process.execPath, [BIN, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const line = await firstLine(child);
  const url = / on (http:\/\/\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`not a ready line: ${line}`);
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Spawn → ready line → first 200 on connectionState. */
async function cliColdStart(): Promise<number> {
  const started = performance.now();
  const cli = await startCli();
  try {
    const res = await send(cli.url, targets[0]?.request ?? ({} as ExampleRequest));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the mock answered ${res.status}`);
    return performance.now() - started;
  } finally {
    await cli.stop();
  }
}

function load(url: string, request: ExampleRequest, duration = SECONDS): Promise<LoadResult> {
  return autocannon({
    url: url + request.path,
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    connections: CONNECTIONS,
    duration,
  });
}

async function startBaseline(routes: Record<string, { status: number; contentType: string; body: string }>) {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-bench-'));
  const file = join(dir, 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const child = spawn(process.execPath, [join(HERE, 'baseline-server.js'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await firstLine(child);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Row {
  server: string;
  id: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

function row(server: string, id: string, result: LoadResult): Row {
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${server} ${id}: ${bad} of ${result.requests.total} requests failed or were not 2xx`);
  return { server, id, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

console.log(
  `msg-gateway mock bench — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadavg()[0]?.toFixed(2)}`,
);
console.log(`starts: ${RUNS} runs; load: ${CONNECTIONS} connections × ${SECONDS} s per run, 127.0.0.1\n`);

const inProcess: { importMs: number; firstMs: number; secondMs: number }[] = [];
for (let i = 0; i < RUNS; i++) inProcess.push(await startOnce());
console.log('startMock() in a fresh process, to the first 200 on connectionState:');
console.log(`  import @msg-gateway/mock:           ${summary(inProcess.map((r) => r.importMs))}`);
console.log(`  first startMock() (loads Prism):    ${summary(inProcess.map((r) => r.firstMs))}`);
console.log(`  second startMock() (Prism loaded):  ${summary(inProcess.map((r) => r.secondMs))}\n`);

const cold: number[] = [];
for (let i = 0; i < RUNS; i++) cold.push(await cliColdStart());
console.log(`CLI cold start (spawn msg-gateway-mock → first 200 on connectionState): ${summary(cold)}\n`);

const mock = await startCli();
const rows: Row[] = [];
let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
try {
  // The baseline answers exactly the bytes the mock answers.
  const routes: Record<string, { status: number; contentType: string; body: string }> = {};
  for (const { request } of targets) {
    const res = await send(mock.url, request);
    routes[`${request.method} ${request.path}`] = {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: await res.text(),
    };
  }
  baseline = await startBaseline(routes);
  for (const { id, request } of targets) {
    await load(mock.url, request, 1); // 1 s warm-up (JIT, connection pool), discarded
    rows.push(row('mock (in-process Prism)', id, await load(mock.url, request)));
    rows.push(row('node:http ceiling', id, await load(baseline.url, request)));
  }
} finally {
  await mock.stop();
  await baseline?.stop();
}

// Webhook receivers in this process, counting the send.message events they get: one answers every
// delivery at once, one never answers (the mock's deliveries then time out, its queue fills and
// drops): the answers must not care, and the one that answers must get every event.
interface CountingReceiver {
  url: string;
  events: () => number;
  close: () => void;
}
async function countingReceiver(answers: boolean): Promise<CountingReceiver> {
  let events = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if ((JSON.parse(body) as { event?: unknown }).event === 'send.message') events++;
      if (answers) res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    events: () => events,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Waits until `target` events arrived, or none arrived for `quietMs`; how many, and how long after the call. */
async function arrivals(receiver: CountingReceiver, target: number, quietMs = 3000): Promise<{ arrived: number; ms: number }> {
  const started = performance.now();
  let last = receiver.events();
  let quietSince = started;
  while (receiver.events() < target && performance.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (receiver.events() !== last) {
      last = receiver.events();
      quietSince = performance.now();
    }
  }
  return { arrived: receiver.events(), ms: performance.now() - started };
}

const deliveryLines: string[] = [];
{
  const receiver = await countingReceiver(true);
  const deliveries = new Deliveries(randomStream('bench', 'jitter'), { ended: () => {}, retrying: () => {} });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 2000 }, (_, n) =>
      deliveries.send({
        event: 'send.message',
        instance: `sender-${n % 16}`,
        url: receiver.url,
        payload: { event: 'send.message', instance: `sender-${n % 16}`, data: { n } },
        headers: {},
        timeoutMs: 5000,
        retries: 0,
      }),
    ),
  );
  const elapsed = performance.now() - started;
  const { delivered, dropped } = deliveries.counts;
  deliveries.close();
  receiver.close();
  deliveryLines.push(
    `2,000 events of 16 instances queued at once (the queue alone): ${receiver.events()} of ${results.length} arrived, ${delivered} delivered, ${dropped} dropped, in ${ms(elapsed)} ms (${((1000 * delivered) / elapsed).toFixed(0)} events/s)`,
  );
}
const location = targets.find((t) => t.id === 'sendLocation');
for (const [server, answers] of [
  ['webhook, receiver ok', true],
  ['webhook, receiver hangs', false],
] as const) {
  const receiver = await countingReceiver(answers);
  const cli = await startCli(['--webhook-url', receiver.url]);
  try {
    if (location) {
      await load(cli.url, location.request, 1);
      // The warm-up's events first: what arrives next is the measured run's.
      const before = (await arrivals(receiver, Number.POSITIVE_INFINITY, 1000)).arrived;
      const result = row(server, location.id, await load(cli.url, location.request));
      rows.push(result);
      const { arrived } = await arrivals(receiver, before + result.total);
      deliveryLines.push(
        `${server}, under load: ${arrived - before} send.message events arrived for the ${result.total} answers autocannon read` +
          ` (it stops with up to ${CONNECTIONS} requests in flight, answered too)` +
          (answers ? '' : '; this receiver never answers, so the first delivery of the instance is still being retried and the rest wait'),
      );
    }
  } finally {
    await cli.stop();
    receiver.close();
  }
}

/** `senders` clients each sending `each` sendLocation requests one after the other, each as its own instance. */
async function sends(url: string, senders: number, each: number): Promise<number> {
  if (!location) return 0;
  const request = location.request;
  const answered = await Promise.all(
    Array.from({ length: senders }, async (_, s) => {
      let ok = 0;
      for (let n = 0; n < each; n++) {
        const res = await send(url, { ...request, path: request.path.replace('my-instance', `sender-${s}`) });
        await res.arrayBuffer();
        if (res.ok) ok++;
      }
      return ok;
    }),
  );
  return answered.reduce((a, b) => a + b, 0);
}
for (const [label, senders, each] of [
  ['2,000 sends from 16 concurrent senders', 16, 125],
  ['1,000 sequential sends', 1, 1000],
] as const) {
  const receiver = await countingReceiver(true);
  const cli = await startCli(['--webhook-url', receiver.url]);
  try {
    const started = performance.now();
    const sent = await sends(cli.url, senders, each);
    const answeredMs = performance.now() - started;
    const { arrived, ms: afterMs } = await arrivals(receiver, sent);
    deliveryLines.push(
      `${label}: ${arrived} of ${sent} send.message events arrived (answers took ${ms(answeredMs)} ms; the last event ${ms(afterMs)} ms after the last answer)`,
    );
  } finally {
    await cli.stop();
    receiver.close();
  }
}

const pad = (s: string | number, n: number): string => String(s).padEnd(n);
const num = (x: string | number, n: number): string => String(x).padStart(n);
console.log(`${pad('operation', 17)}${pad('server', 25)}${num('req/s', 9)}${num('p50 ms', 8)}${num('p99 ms', 8)}${num('requests', 10)}`);
for (const r of rows)
  console.log(`${pad(r.id, 17)}${pad(r.server, 25)}${num(r.rps.toFixed(0), 9)}${num(r.p50, 8)}${num(r.p99, 8)}${num(r.total, 10)}`);
console.log('(latencies in whole milliseconds, as autocannon records them: 0 means under 1 ms)\n');
for (const { id } of targets) {
  const [m, b] = ['mock (in-process Prism)', 'node:http ceiling'].map((s) => rows.find((r) => r.id === id && r.server === s));
  if (!m || !b) continue;
  console.log(
    `${id}: mock reaches ${((100 * m.rps) / b.rps).toFixed(1)} % of the ceiling (${(b.rps / m.rps).toFixed(1)}× fewer req/s); p99 ${m.p99} ms vs ${b.p99} ms`,
  );
}
console.log('\nWebhook deliveries (events that arrived at the receiver, of the sends that caused one):');
for (const line of deliveryLines) console.log(`  ${line}`);
