#!/usr/bin/env node
// @ts-check
// One call that gets the bench server's 100 MiB answer (GET /instance/connectionState/huge), in a
// process of its own so that the memory it measures is the call's: prints, as JSON, how far the
// resident set grew above where it started (sampled every 5 ms) and how the call ended. Spawned by
// bench/run.js once per variant.
// Usage: node bench/body-memory.js <port> plain|client|client-1mib
const [port, variant] = process.argv.slice(2);
const baseUrl = `http://127.0.0.1:${port}`;
/** @type {typeof import('../src/index.js')} the built entry, typed by its source */
const { createGatewayClient } = await import(new URL('../dist/index.js', import.meta.url).href);

/** @type {Record<string, () => Promise<unknown>>} */
const VARIANTS = {
  // What the client did before it had a limit: read the whole body, then parse it.
  plain: async () => (await fetch(`${baseUrl}/instance/connectionState/huge`)).json(),
  client: () => createGatewayClient({ baseUrl, apiKey: 'bench-key' }).instance.connectionState('huge'),
  'client-1mib': () => createGatewayClient({ baseUrl, apiKey: 'bench-key', maxBodyBytes: 1024 * 1024 }).instance.connectionState('huge'),
};

const call = VARIANTS[variant ?? ''];
if (!call) {
  console.error(`usage: node bench/body-memory.js <port> ${Object.keys(VARIANTS).join('|')}`);
  process.exit(2);
}
const start = process.memoryUsage.rss();
let peak = start;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 5);
const outcome = await call().then(
  (value) => `read ${typeof value === 'string' ? value.length : 0} characters`,
  (error) => `failed: ${error.kind ?? error.name}`,
);
peak = Math.max(peak, process.memoryUsage.rss());
clearInterval(sampler);
console.log(JSON.stringify({ grewBytes: peak - start, outcome }));
