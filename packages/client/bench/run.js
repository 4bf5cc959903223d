#!/usr/bin/env node
// Measures the client against its targets and prints the numbers; nothing is asserted.
//   1. Per-call overhead: median time of a facade call (GET connectionState) against a plain
//      `fetch` of the same request + `res.json()`, both on a local fixed-answer server
//      (bench/server.js, in its own process). Target: ratio ≤ 1.10. The variants run interleaved,
//      in a fresh (seeded) random order each round, so drift (GC, CPU frequency, other load) and the
//      garbage one call leaves to the next hit them alike; a second plain fetch series ("A/A") shows
//      the noise of the measurement itself.
//   2. Bundle size: dist/index.js bundled with openapi-fetch by esbuild, minified, gzipped.
//      Target: ≤ 8 KB.
// Usage: npm run bench -w @msg-gateway/client     (needs dist/: `npm run build` first; turbo does it)
//        CALLS=5000 npm run bench -w @msg-gateway/client
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
if (!existsSync(entry)) {
  console.error('bench: dist/index.js is missing; run `npm run build -w @msg-gateway/client` first.');
  process.exit(1);
}
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
function seededRandom(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items, random) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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
    const times = Object.fromEntries(names.map((name) => [name, []]));
    const random = seededRandom(42);
    for (let i = 0; i < WARMUP + CALLS; i++) {
      for (const name of shuffle(names, random)) {
        const start = process.hrtime.bigint();
        await variants[name]();
        if (i >= WARMUP) times[name].push(Number(process.hrtime.bigint() - start) / 1000);
      }
    }
    return Object.fromEntries(names.map((name) => [name, median(times[name])]));
  } finally {
    await server.stop();
  }
}

async function bundleSize() {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const verdict = (ok) => (ok ? 'met' : 'MISSED');
const medians = await perCall();
const base = medians['plain fetch'];
console.log(`per-call time, median of ${CALLS} calls each after ${WARMUP} warm-up (Node ${process.version}, local server):`);
for (const [name, us] of Object.entries(medians)) {
  console.log(`  ${name.padEnd(36)} ${us.toFixed(1).padStart(7)} µs   ratio ${(us / base).toFixed(3)}`);
}
const ratio = medians['client (defaults: 30 s deadline)'] / base;
console.log(`overhead ratio (client with defaults / plain fetch): ${ratio.toFixed(3)}  (target ≤ 1.10: ${verdict(ratio <= 1.1)})`);
const size = await bundleSize();
console.log(
  `bundle (dist/index.js + openapi-fetch, esbuild --minify, gzip -9): ${size.minified} B minified, ` +
    `${size.gzipped} B = ${(size.gzipped / 1024).toFixed(2)} KB gzipped  (target ≤ 8 KB: ${verdict(size.gzipped <= 8 * 1024)})`,
);
