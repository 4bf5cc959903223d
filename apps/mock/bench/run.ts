// Bench for the mock gateway (npm run bench -w @msg-gateway/mock). Loopback only, bounded in time
// (a minute or two). Prints numbers, asserts nothing:
//   1. startMock() in a fresh process: importing the package, the first start (it loads Prism)
//      and a second start, each until the first 200 answer (median of N processes), and the CPU
//      time of each phase (a loaded machine's wall clock is not the mock's);
//   2. the CLI: spawning msg-gateway-mock until its first 200 answer (median of N runs), and the
//      CPU time of its process by then; then a CPU profile of one start, whole and per phase. Both
//      starts also without Prism's code cache (taken in turns), and the floor: a bare node:http
//      server spawned to its first 200;
//   3. throughput and latency (autocannon, 10 connections) for connectionState (GET) and
//      sendLocation (POST with the example body), against the mock (the CLI, in its own process),
//      Prism's own HTTP server on the same description (prism-server.ts) and a bare node:http server
//      returning the same bytes (the ceiling on this machine), with the mock's ratio to each; for
//      the contract and for the evolution-2.1.1 profile (--profile, its own example requests);
//   4. where the mock's time goes: a CPU profile of one load run per operation (profile-run.ts),
//      the top functions by self time and the time per package;
//   5. sendLocation again with --webhook-url (each answer causes a send.message delivery), to a
//      receiver that answers at once and to one that never answers: how many events arrived of how
//      many answers caused one;
//   6. the deliveries issue 17 counted losses in: 2,000 sends from 16 concurrent senders and 1,000
//      sequential sends, to a receiver that answers at once (events arrived of events caused);
//   7. the delivery queue's own capacity, in this process: 2,000 events of 16 instances queued at
//      once (as a burst of answers queues them), to a receiver that answers at once;
//   8. with BENCH_VS, this build against another (ab.ts): interleaved runs of both commands.
// Options (env): BENCH_RUNS (starts, default 5), BENCH_SECONDS (per load run, default 5),
// BENCH_CONNECTIONS (default 10), BENCH_PROFILE (operations to profile, comma-separated, default
// connectionState,sendLocation; "none" for none), BENCH_VS (another build's bin/msg-gateway-mock.js,
// e.g. of an older commit's worktree; relative to where npm was run), BENCH_PAIRS (A/B pairs per
// operation, default 3), BENCH_ONLY (sections to run, comma-separated: start (1, 2 and a CPU profile
// of one start), fuzz (the full fuzz run, bench/fuzz.ts), ab (8); default all).
//   9. the full fuzz run (bench/fuzz.ts): what 4,000 seeded hostile requests got, and the memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profileSpecPath } from '../src/common/profiles.js';
import { bundledSpecPath, type ExampleRequest } from '../src/common/spec.js';
import { CODE_CACHE_VARIABLE } from '../src/server/prism/cached-script.js';
import { abLines, compareBuilds } from './ab.js';
import { profileLines } from './cpu-profile.js';
import { bursts, queueCapacity, underLoad } from './deliveries.js';
import { fuzzLines } from './fuzz.js';
import { type LoadSettings, load, median, type Row, row, send, type Target, targetsOf, warmUp } from './load.js';
import { cpuMsOf, firstLine, type Running, startCli, startServer } from './processes.js';
import { profileLoad } from './profile-run.js';
import { profileStart, START_PHASES } from './start-profile.js';

const require = createRequire(import.meta.url);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const SETTINGS: LoadSettings = {
  seconds: Number(process.env['BENCH_SECONDS'] ?? 5),
  connections: Number(process.env['BENCH_CONNECTIONS'] ?? 10),
};
const PROFILED = (process.env['BENCH_PROFILE'] ?? 'connectionState,sendLocation').split(',').filter((id) => id !== 'none' && id !== '');
const VS = process.env['BENCH_VS'] ? resolve(process.env['INIT_CWD'] ?? process.cwd(), process.env['BENCH_VS']) : undefined;
const PAIRS = Number(process.env['BENCH_PAIRS'] ?? 3);
const SECTIONS = ['start', 'fuzz', 'ab'];
const ONLY = process.env['BENCH_ONLY']?.split(',').filter((name) => name !== '');
const unknownSections = (ONLY ?? []).filter((name) => !SECTIONS.includes(name));
if (unknownSections.length > 0) throw new Error(`BENCH_ONLY names ${unknownSections.join(', ')}: the sections are ${SECTIONS.join(', ')}`);
/** Whether `section` runs: every one without BENCH_ONLY, else those it names. */
const runs = (section: string): boolean => !ONLY || ONLY.includes(section);
// Found through the package itself, so the compiled copy in .tools/ finds the bin too.
const BIN = join(dirname(require.resolve('@msg-gateway/mock/package.json')), 'bin', 'msg-gateway-mock.js');
const HERE = dirname(fileURLToPath(import.meta.url));
const SOURCE_CLI = join(HERE, 'cli-from-source.js');

const TARGET_IDS = ['connectionState', 'sendLocation'];
const targets = targetsOf(TARGET_IDS);
const ms = (x: number): string => x.toFixed(0);
const summary = (xs: number[]): string =>
  `median ${ms(median(xs))} ms (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))}; runs: ${xs.map(ms).join(', ')})`;
const loadAverage = (): string => loadavg()[0]?.toFixed(2) ?? '?';

/** What bench/start-once.js measures: wall-clock ms, and CPU ms per phase. */
interface StartOnce {
  importMs: number;
  firstMs: number;
  secondMs: number;
  cpu: Record<'boot' | 'import' | 'firstListen' | 'firstAnswer' | 'secondListen' | 'secondAnswer', number>;
}

/** The environment of a start without Prism's code cache (src/server/prism/cached-script.ts), for the comparison. */
const NO_CODE_CACHE = { ...process.env, [CODE_CACHE_VARIABLE]: 'off' };

/** Runs bench/start-once.js in a fresh process. */
async function startOnce(env: NodeJS.ProcessEnv = process.env): Promise<StartOnce> {
  const child = spawn(process.execPath, [join(HERE, 'start-once.js')], { stdio: ['ignore', 'pipe', 'inherit'], env });
  return JSON.parse(await firstLine(child));
}

/** Spawn → ready line → first 200 on connectionState: wall-clock ms, and the CLI's CPU ms by then (Linux). */
async function cliColdStart(env: NodeJS.ProcessEnv = process.env): Promise<{ ms: number; cpuMs: number | undefined }> {
  const started = performance.now();
  const cli = await startCli(BIN, [], [], env);
  try {
    const res = await send(cli.url, targets[0]?.request ?? ({} as ExampleRequest));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the mock answered ${res.status}`);
    return { ms: performance.now() - started, cpuMs: cpuMsOf(cli.child.pid) };
  } finally {
    await cli.stop();
  }
}

async function startBaseline(routes: Record<string, { status: number; contentType: string; body: string }>): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-bench-'));
  const file = join(dir, 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const server = await startServer(join(HERE, 'baseline-server.js'), [file]);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The answers the mock gives, by "METHOD path": what the baseline answers, byte for byte. */
async function answersOf(url: string, of: Target[]): Promise<Record<string, { status: number; contentType: string; body: string }>> {
  const routes: Record<string, { status: number; contentType: string; body: string }> = {};
  for (const { request } of of) {
    const res = await send(url, request);
    routes[`${request.method} ${request.path}`] = {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body: await res.text(),
    };
  }
  return routes;
}

const MOCK = 'mock (in-process Prism)';
const PRISM = "Prism's own server";
const CEILING = 'node:http ceiling';
const PROFILE = 'evolution-2.1.1';

/** A description the mock serves: the contract, or the profile (its own example requests). */
interface Served {
  name: string;
  args: string[];
  specPath: string;
  targets: Target[];
}
const described: Served[] = [
  { name: 'contract', args: [], specPath: bundledSpecPath(), targets },
  {
    name: PROFILE,
    args: ['--profile', PROFILE],
    specPath: profileSpecPath(PROFILE),
    targets: targetsOf(TARGET_IDS, profileSpecPath(PROFILE)),
  },
];

/** Each operation of `served` against the mock, Prism's own server and the baseline, one after the other. */
async function throughputOf(served: Served): Promise<Row[]> {
  const rows: Row[] = [];
  const servers: Running[] = [];
  try {
    const mock = await startCli(BIN, served.args);
    servers.push(mock);
    const prism = await startServer(join(HERE, 'prism-server.js'), [served.specPath]);
    servers.push(prism);
    const baseline = await startBaseline(await answersOf(mock.url, served.targets));
    servers.push(baseline);
    for (const { id, request } of served.targets) {
      for (const [server, { url }] of [
        [MOCK, mock],
        [PRISM, prism],
        [CEILING, baseline],
      ] as const) {
        await warmUp(url, request, SETTINGS);
        rows.push(row(`${server}, ${served.name}`, id, await load(url, request, SETTINGS)));
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  return rows;
}

async function throughput(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const served of described) rows.push(...(await throughputOf(served)));
  return rows;
}

function printRows(rows: Row[]): void {
  const pad = (s: string | number, n: number): string => String(s).padEnd(n);
  const num = (x: string | number, n: number): string => String(x).padStart(n);
  console.log(
    `${pad('operation', 17)}${pad('server, description', 43)}${num('req/s', 9)}${num('p50 ms', 8)}${num('p99 ms', 8)}${num('requests', 10)}`,
  );
  for (const r of rows)
    console.log(`${pad(r.id, 17)}${pad(r.server, 43)}${num(r.rps.toFixed(0), 9)}${num(r.p50, 8)}${num(r.p99, 8)}${num(r.total, 10)}`);
  console.log('(latencies in whole milliseconds, as autocannon records them: 0 means under 1 ms)\n');
  for (const { name } of described) {
    for (const { id } of targets) {
      const [m, p, b] = [MOCK, PRISM, CEILING].map((s) => rows.find((r) => r.id === id && r.server === `${s}, ${name}`));
      if (!m || !p || !b) continue;
      console.log(
        `${id}, ${name}: mock/Prism's server ${(m.rps / p.rps).toFixed(2)}×; mock/node:http ${(m.rps / b.rps).toFixed(3)} (${((100 * m.rps) / b.rps).toFixed(1)} % of the ceiling); p99 ${m.p99} ms vs Prism ${p.p99} ms vs ${b.p99} ms`,
      );
    }
  }
}

/**
 * The floor under a CLI start on this machine: spawn a bare node:http server (baseline-server.ts,
 * answering connectionState's bytes) → its first 200, and its CPU time by then. Node's own start is most of it.
 */
async function nodeFloor(): Promise<{ ms: number; cpuMs: number | undefined }> {
  const request = targets[0]?.request ?? ({} as ExampleRequest);
  const started = performance.now();
  const server = await startBaseline({
    [`${request.method} ${request.path}`]: { status: 200, contentType: 'application/json', body: '{}' },
  });
  try {
    const res = await send(server.url, request);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the bare server answered ${res.status}`);
    return { ms: performance.now() - started, cpuMs: cpuMsOf(server.child.pid) };
  } finally {
    await server.stop();
  }
}

/** The table row for this Node: the CLI's and the floor's medians, wall clock and CPU, and their ratios. */
function ratioRow(cli: { ms: number; cpuMs: number | undefined }[], floor: { ms: number; cpuMs: number | undefined }[]): string {
  const wall = [median(cli.map((r) => r.ms)), median(floor.map((r) => r.ms))] as const;
  const cpus = [cli, floor].map((rs) => rs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs])));
  const cpu = cpus.every((xs) => xs.length > 0) ? cpus.map(median) : undefined;
  const cells = [`Node ${process.version}`, `${ms(wall[0])} ms`, `${ms(wall[1])} ms`, `${(wall[0] / wall[1]).toFixed(2)}×`];
  if (cpu?.[0] !== undefined && cpu[1] !== undefined)
    cells.push(`${ms(cpu[0])} ms`, `${ms(cpu[1])} ms`, `${(cpu[0] / cpu[1]).toFixed(2)}×`);
  else cells.push('—', '—', '—');
  return `| ${cells.join(' | ')} | ${loadAverage()} |`;
}

async function starts(): Promise<void> {
  const inProcess: StartOnce[] = [];
  const uncached: StartOnce[] = [];
  // In turns, so a drift of the machine's speed moves both alike.
  for (let i = 0; i < RUNS; i++) {
    inProcess.push(await startOnce());
    uncached.push(await startOnce(NO_CODE_CACHE));
  }
  const cpu = (key: keyof StartOnce['cpu']): string => ms(median(inProcess.map((r) => r.cpu[key])));
  console.log('startMock() in a fresh process, to the first 200 on connectionState:');
  console.log(`  import @msg-gateway/mock:           ${summary(inProcess.map((r) => r.importMs))}`);
  console.log(`  first startMock() (loads Prism):    ${summary(inProcess.map((r) => r.firstMs))}`);
  console.log(`  second startMock() (Prism loaded):  ${summary(inProcess.map((r) => r.secondMs))}`);
  console.log(`  first startMock(), without Prism's code cache (${CODE_CACHE_VARIABLE}=off): ${summary(uncached.map((r) => r.firstMs))}`);
  console.log(
    `  CPU time (medians; the wall clock of a loaded machine is not the mock's): Node's own start ${cpu('boot')} ms, import ${cpu('import')} ms, first startMock() until it listens ${cpu('firstListen')} ms + its first answer ${cpu('firstAnswer')} ms, second ${cpu('secondListen')} + ${cpu('secondAnswer')} ms\n`,
  );
  const cold: { ms: number; cpuMs: number | undefined }[] = [];
  const coldUncached: number[] = [];
  const floor: { ms: number; cpuMs: number | undefined }[] = [];
  // Not counted: a Node with no code cache of Prism's in the package writes its own as this start
  // exits (src/server/prism/cached-script.ts), as a user's first start does; the starts below read it.
  await cliColdStart();
  for (let i = 0; i < RUNS; i++) {
    cold.push(await cliColdStart());
    coldUncached.push((await cliColdStart(NO_CODE_CACHE)).ms);
    floor.push(await nodeFloor());
  }
  console.log(`CLI cold start (spawn msg-gateway-mock → first 200 on connectionState): ${summary(cold.map((r) => r.ms))}`);
  console.log(`  without Prism's code cache (${CODE_CACHE_VARIABLE}=off):    ${summary(coldUncached)}`);
  console.log(`  the floor: a bare node:http server, spawn → first 200: ${summary(floor.map((r) => r.ms))}`);
  for (const [what, rs] of [
    ["the CLI's process", cold],
    ["the floor's process", floor],
  ] as const) {
    const cpu = rs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]));
    console.log(`  CPU time of ${what} by its first 200 (Node's start included): ${cpu.length ? summary(cpu) : 'not measured (no /proc)'}`);
  }
  console.log(
    '  | Node | CLI, median | floor, median | CLI / floor | CLI CPU, median | floor CPU, median | CLI / floor, CPU | load average |',
  );
  console.log(`  ${ratioRow(cold, floor)}\n`);
  const { summary: found, phases, measured } = await profileStart(join(HERE, 'start-once.js'));
  const { importMs, firstMs, secondMs } = JSON.parse(measured) as StartOnce;
  console.log(
    `CPU profile of one start in a fresh process (import ${ms(importMs)} ms, first start ${ms(firstMs)} ms, second ${ms(secondMs)} ms under the profiler), load average ${loadAverage()}:`,
  );
  for (const line of profileLines(found, 20)) console.log(line);
  START_PHASES.forEach((phase, i) => {
    const part = phases[i];
    if (!part) return;
    console.log(`The start's phase "${phase}":`);
    for (const line of profileLines(part, 8)) console.log(line);
  });
  console.log('');
}

async function profiles(): Promise<void> {
  for (const target of targets.filter((t) => PROFILED.includes(t.id))) {
    const { summary: found, rps } = await profileLoad(SOURCE_CLI, target, SETTINGS);
    console.log(
      `CPU profile of the mock during ${SETTINGS.seconds} s of ${target.id} (${rps.toFixed(0)} req/s under the profiler), load average ${loadAverage()}:`,
    );
    for (const line of profileLines(found)) console.log(line);
    console.log('');
  }
}

async function ab(vs: string): Promise<void> {
  const a = { label: vs, bin: vs };
  const b = { label: `this build (${BIN})`, bin: BIN };
  console.log(
    `A/B, ${PAIRS} interleaved pairs per operation (A, B, A, B…; a fresh process and a 1 s warm-up per run), load average ${loadAverage()}:`,
  );
  const results = await compareBuilds(a, b, targets, SETTINGS, PAIRS);
  for (const line of abLines(a, b, results)) console.log(line);
  console.log(`  (load average ${loadAverage()} after)`);
}

const unknown = PROFILED.filter((id) => !targets.some((t: Target) => t.id === id));
if (unknown.length > 0)
  throw new Error(`BENCH_PROFILE names ${unknown.join(', ')}: the bench measures ${targets.map((t) => t.id).join(', ')} (or "none")`);
console.log(
  `msg-gateway mock bench — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadAverage()}`,
);
console.log(`starts: ${RUNS} runs; load: ${SETTINGS.connections} connections × ${SETTINGS.seconds} s per run, 127.0.0.1\n`);
// Node 20 reads NODE_EXTRA_CA_CERTS at every start (Node 22 and later when first used): some 30 ms
// that the floor and the CLI both pay, which lowers the ratio. Said, so runs on two machines compare.
if (process.env['NODE_EXTRA_CA_CERTS'])
  console.log(
    'NODE_EXTRA_CA_CERTS is set: Node 20 reads it at every start, the floor and the CLI alike (unset it to compare with a machine without)\n',
  );
if (runs('start')) await starts();
if (!ONLY) {
  const rows = await throughput();
  const location = targets.find((t) => t.id === 'sendLocation');
  const deliveryLines = [await queueCapacity()];
  if (location) {
    const loaded = await underLoad(BIN, location, SETTINGS);
    rows.push(...loaded.rows);
    deliveryLines.push(...loaded.lines, ...(await bursts(BIN, location)));
  }
  printRows(rows);
  console.log('\nWebhook deliveries (events that arrived at the receiver, of the sends that caused one):');
  for (const line of deliveryLines) console.log(`  ${line}`);
  console.log('');
  await profiles();
}
if (runs('fuzz')) for (const line of await fuzzLines()) console.log(line);
if (VS && runs('ab')) await ab(VS);
else if (ONLY?.includes('ab')) throw new Error('BENCH_ONLY=ab needs BENCH_VS=<another build of the mock: its bin/msg-gateway-mock.js>');
