#!/usr/bin/env node
// @ts-check
// Measures the client against its targets and prints the numbers; nothing is asserted.
//   1. Per-call overhead: median time of a facade call (GET connectionState) against a plain
//      `fetch` of the same request + `res.json()`, both on a local fixed-answer server
//      (bench/server.js, in its own process). Target: ratio ≤ 1.10. The variants run interleaved,
//      in a fresh (seeded) random order each round, so drift (GC, CPU frequency, other load) and the
//      garbage one call leaves to the next hit them alike; a second plain fetch series ("A/A") shows
//      the noise of the measurement itself.
//   2. Bundle size of each entry and build as a bundler would ship it (scripts/bundle-size.js:
//      esbuild, everything it imports, minified, gzip -9): the two client entries (the contract's,
//      dist/index.js, and the evolution-2.1.1 profile's), each with openapi-fetch, as ESM split as a
//      browser bundler splits it (the initial code against its budget, BUDGETS; the lazy chunk
//      fetched on the first failure; and the whole as one bundle) and as CommonJS (for Node
//      back-ends: for information, CommonJS cannot be tree-shaken); and the webhooks entry
//      (validators with their format checks, redactor), for receivers: for information.
//   3. Installed size: node_modules of a project where the packed package is installed with the
//      dependencies it declares (scripts/install-packed.js). Target: ≤ 2 MB.
//   4. Memory of a call whose answer is 100 MiB (no Content-Length): how far the resident set of a
//      process making only that call grows, for a plain fetch that reads it whole and for the
//      client with its default maxBodyBytes (32 MiB) and with 1 MiB.
// Usage: npm run bench -w @msg-gateway/client     (needs dist/: `npm run build` first; turbo does it)
//        CALLS=5000 npm run bench -w @msg-gateway/client
//        npm run bench -w @msg-gateway/client -- --sizes    (the bundle sizes alone, in seconds)
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUDGETS, bundleSize } from '../scripts/bundle-size.js';
import { installPacked, sizeOf } from '../scripts/install-packed.js';
import { profileNames } from '../scripts/profiles.js';

const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
/**
 * [name, file, format, part] of every bundle measured: the contract's entry, each profile's (its
 * client, as an application that imports only the client ships it, against its budget in
 * scripts/bundle-size.js's BUDGETS; and its parseWebhookEvent, as a receiver ships it), the webhooks entry.
 * @type {[string, string, 'esm' | 'cjs', import('../scripts/bundle-size.js').Part][]}
 */
const BUNDLES = [
  ['contract ESM', 'dist/index.js', 'esm', 'client'],
  ['contract CJS', 'dist/cjs/index.js', 'cjs', 'all'],
  ...profileNames().flatMap(
    (profile) =>
      /** @type {[string, string, 'esm' | 'cjs', import('../scripts/bundle-size.js').Part][]} */ ([
        [`${profile} ESM`, `dist/${profile}.js`, 'esm', 'client'],
        [`${profile} webhooks ESM`, `dist/${profile}.js`, 'esm', 'webhooks'],
        [`${profile} CJS`, `dist/cjs/${profile}.js`, 'cjs', 'all'],
      ]),
  ),
  ['webhooks ESM', 'dist/webhooks/index.js', 'esm', 'all'],
  ['webhooks CJS', 'dist/cjs/webhooks/index.js', 'cjs', 'all'],
];
const at = (/** @type {string} */ file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
if (BUNDLES.some(([, file]) => !existsSync(at(file)))) {
  console.error('bench: dist/ is missing or incomplete; run `npm run build -w @msg-gateway/client` first.');
  process.exit(1);
}
/** @type {typeof import('../src/index.js')} the built entry, typed by its source */
const { createGatewayClient } = await import(entry);

const CALLS = Number(process.env.CALLS ?? 2000);
const WARMUP = 500;
const API_KEY = 'bench-key';

async function startServer() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./server.js', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(child.stdout, 'data');
  return {
    port: Number(String(chunk).trim()),
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A small deterministic PRNG (mulberry32), so that runs shuffle alike. */
function seededRandom(/** @type {number} */ seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @template T @param {T[]} items @param {() => number} random @returns {T[]} */
function shuffle(items, random) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [/** @type {T} */ (copy[j]), /** @type {T} */ (copy[i])];
  }
  return copy;
}

function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => sorted[i] ?? Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

async function perCall() {
  const server = await startServer();
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    const url = `${baseUrl}/instance/connectionState/my-instance`;
    const gw = createGatewayClient({ baseUrl, apiKey: API_KEY });
    const gwNoDeadline = createGatewayClient({ baseUrl, apiKey: API_KEY, timeoutMs: 0 });
    const plain = async () => {
      const res = await fetch(url, { headers: { apikey: API_KEY } });
      if (!res.ok) throw new Error(`plain fetch answered ${res.status}`);
      return res.json();
    };
    /** @type {Record<string, () => Promise<unknown>>} */
    const variants = {
      'plain fetch': plain,
      'plain fetch (A/A)': plain,
      'plain fetch + AbortSignal.timeout': async () => {
        const res = await fetch(url, { headers: { apikey: API_KEY }, signal: AbortSignal.timeout(30_000) });
        return res.json();
      },
      'client (defaults: 30 s deadline)': () => gw.instance.connectionState('my-instance'),
      'client (timeoutMs: 0)': () => gwNoDeadline.instance.connectionState('my-instance'),
    };
    const names = Object.keys(variants);
    /** @type {Record<string, number[]>} */
    const times = Object.fromEntries(names.map((name) => [name, []]));
    const random = seededRandom(42);
    for (let i = 0; i < WARMUP + CALLS; i++) {
      for (const name of shuffle(names, random)) {
        const start = process.hrtime.bigint();
        await variants[name]?.();
        if (i >= WARMUP) times[name]?.push(Number(process.hrtime.bigint() - start) / 1000);
      }
    }
    return Object.fromEntries(names.map((name) => [name, median(times[name] ?? [])]));
  } finally {
    await server.stop();
  }
}

/** Peak resident-set growth of a process that makes one call for a 100 MiB answer, per variant. */
function bodyMemory(/** @type {number} */ port) {
  const script = fileURLToPath(new URL('./body-memory.js', import.meta.url));
  return ['plain', 'client', 'client-1mib'].map((variant) => {
    const out = execFileSync(process.execPath, [script, String(port), variant], { encoding: 'utf8' });
    return { variant, ...JSON.parse(out) };
  });
}

const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'MISSED');
const MB = 1_000_000;

async function printPerCall() {
  const medians = await perCall();
  const base = medians['plain fetch'] ?? Number.NaN;
  console.log(`per-call time, median of ${CALLS} calls each after ${WARMUP} warm-up (Node ${process.version}, local server):`);
  for (const [name, us] of Object.entries(medians)) {
    console.log(`  ${name.padEnd(36)} ${us.toFixed(1).padStart(7)} µs   ratio ${(us / base).toFixed(3)}`);
  }
  const ratio = (medians['client (defaults: 30 s deadline)'] ?? Number.NaN) / base;
  console.log(`overhead ratio (client with defaults / plain fetch): ${ratio.toFixed(3)}  (target ≤ 1.10: ${verdict(ratio <= 1.1)})`);
}

const kb = (/** @type {{ minified: number, gzipped: number }} */ size) =>
  `${String(size.minified).padStart(6)} B minified, ${String(size.gzipped).padStart(6)} B = ${(size.gzipped / 1024).toFixed(2)} KB gzipped`;

async function printBundles() {
  console.log('bundles (each entry with everything it imports, esbuild --minify, gzip -9; ESM split as browser bundlers split it):');
  for (const [name, file, format, part] of BUNDLES) {
    const { initial, lazy, whole } = await bundleSize(file, format, part);
    const budget = part === 'client' ? /** @type {Record<string, number>} */ (BUDGETS)[file] : undefined;
    const target = budget ? `target ≤ ${budget} B: ${verdict(initial.gzipped <= budget)}, ${budget - initial.gzipped} B left` : 'no budget';
    console.log(`  ${name.padEnd(28)} ${file.padEnd(28)} ${lazy.length ? 'initial' : 'whole  '} ${kb(initial)}  (${target})`);
    for (const chunk of lazy) console.log(`  ${''.padEnd(57)} lazy    ${kb(chunk)}  (fetched on the first failure)`);
    if (lazy.length) console.log(`  ${''.padEnd(57)} whole   ${kb(whole)}  (one bundle, no splitting)`);
  }
}

function printInstalled() {
  const installed = installPacked();
  try {
    const bytes = sizeOf(installed.nodeModules);
    const budget = 2 * MB;
    console.log(
      `installed: node_modules ${bytes} B = ${(bytes / MB).toFixed(2)} MB in files  (target ≤ 2 MB: ${verdict(bytes <= budget)}, ${budget - bytes} B left)`,
    );
  } finally {
    installed.remove();
  }
}

async function printBodyMemory() {
  const server = await startServer();
  try {
    console.log('a 100 MiB answer without Content-Length, one call per process (peak resident-set growth):');
    for (const { variant, grewBytes, outcome } of bodyMemory(server.port)) {
      console.log(`  ${variant.padEnd(12)} +${(grewBytes / MB).toFixed(0).padStart(4)} MB   ${outcome}`);
    }
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('--sizes')) {
  await printBundles();
} else {
  await printPerCall();
  await printBundles();
  printInstalled();
  await printBodyMemory();
}
