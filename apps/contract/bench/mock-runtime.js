// @ts-check
// Measures a full contract run against the mock in each mode (the contract, and the evolution-2.1.1
// profile against the mock serving it), one check against an answer of 50 MB, and a webhook
// receiver check, and prints the wall times.
//   npm run bench --workspace @msg-gateway/contract      (or: node bench/mock-runtime.js [rounds])
// Each run is the real CLI in a child process (Dredd child, hooks, the checker), as in CI. The
// servers are started once, before the clock starts. Numbers depend on the machine; nothing here
// asserts them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startMock } from '@msg-gateway/mock';

const BIN = fileURLToPath(new URL('../bin/msg-gateway-contract.js', import.meta.url));
const rounds = Number(process.argv[2] ?? 3);
const INPUTS = [
  '--recipient',
  '5511912345678',
  '--group-jid',
  '120363000000000001@g.us',
  '--invite-code',
  'AbCdEfGhIjKlMnOpQrStUv',
  '--message-id',
  '3EB0AAAA',
  '--sticker-url',
  'https://cdn.test/sticker.webp',
  '--picture-url',
  'https://cdn.test/me.jpg',
];
const ALL_IN = ['--allow-writes', '--allow-sends', ...INPUTS];
/** @type {Record<string, {profile: boolean, args: string[]}>} */
const MODES = {
  'read-only (default)': { profile: false, args: [] },
  'read-only + inputs': { profile: false, args: INPUTS },
  '--allow-writes': { profile: false, args: ['--allow-writes', ...INPUTS] },
  '--allow-writes --allow-sends': { profile: false, args: ALL_IN },
  '--profile, read-only': { profile: true, args: ['--profile', 'evolution-2.1.1'] },
  '--profile, all opt-ins': {
    profile: true,
    args: [
      '--profile',
      'evolution-2.1.1',
      ...ALL_IN,
      '--schedule-id',
      '3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48',
      // The profile's own download fields, and Meta's Graph API (the mock calls nobody).
      '--media-url',
      'https://cdn.test/receipt.jpg',
      '--audio-url',
      'https://cdn.test/welcome.mp3',
      '--allow-calls-out',
      'https://graph.facebook.com',
    ],
  },
};

// GNU time reports the peak memory of the CLI and of the Dredd child it waited for.
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/**
 * @param {string} url
 * @param {string[]} args
 * @returns {Promise<{code: number | null, ms: number, summary: string, maxRssMb: number | null}>}
 */
function run(url, args) {
  return runBin(['--url', url, '--instance', 'my-instance', ...args]);
}

/**
 * @param {string[]} args
 * @returns {Promise<{code: number | null, ms: number, summary: string, maxRssMb: number | null}>}
 */
function runBin(args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const command = [process.execPath, BIN, ...args];
    const [file = '', ...rest] = TIME ? [TIME, '-f', 'maxrss-kb %M', ...command] : command;
    const child = spawn(file, rest, {
      env: { ...process.env, GATEWAY_API_KEY: 'bench-key-0123456789' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const summary = stdout.split('\n').find((l) => l.startsWith('msg-gateway-contract')) ?? '';
      const kb = /maxrss-kb (\d+)/.exec(stderr)?.[1];
      resolve({ code, ms, summary, maxRssMb: kb ? Math.round(Number(kb) / 1024) : null });
    });
  });
}

/** @param {number[]} times */
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const s = (/** @type {number | undefined} */ ms) => `${((ms ?? 0) / 1000).toFixed(2)} s`;
  return `median ${s(sorted[Math.floor(sorted.length / 2)])}  min ${s(sorted[0])}  max ${s(sorted.at(-1))}`;
};

/** @param {{maxRssMb: number | null} | undefined} result */
const memory = (result) => (result?.maxRssMb ? `  peak RSS ${result.maxRssMb} MB` : '');

const mock = await startMock({ port: 0 });
const profileMock = await startMock({ port: 0, profile: 'evolution-2.1.1' });
// A webhook receiver that answers every delivery at once.
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(undefined)));
const receiverAddress = receiver.address();
const receiverUrl = `http://127.0.0.1:${typeof receiverAddress === 'object' && receiverAddress ? receiverAddress.port : 0}/hooks`;
// A gateway whose webhook answer is 50 MB: the runner reads 1 MB of it and reports the rest unread.
const HUGE = 50 * 1024 * 1024;
const huge = createServer((req, res) => {
  if (req.url?.startsWith('/instance/connectionState/')) {
    return void res
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"instance":{"instanceName":"my-instance","state":"open"}}');
  }
  if (!req.url?.startsWith('/webhook/find/')) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{}');
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = 'x'.repeat(64 * 1024);
  let sent = 0;
  res.write('"');
  const pump = () => {
    while (sent < HUGE) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end('"');
  };
  pump();
});
await new Promise((resolve) => huge.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = huge.address();
const hugeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  console.log(`contract runs against the mock (contract at ${mock.url}, profile at ${profileMock.url}), ${rounds} rounds per mode`);
  for (const [mode, { profile, args }] of Object.entries(MODES)) {
    const times = [];
    let last;
    for (let i = 0; i < rounds; i += 1) {
      // The mock keeps state (messages sent, settings…): every run starts from the same one.
      const target = profile ? profileMock : mock;
      target.reset();
      last = await run(target.url, args);
      if (last.code !== 0) throw new Error(`${mode}: exit ${last.code}\n${last.summary}`);
      times.push(last.ms);
    }
    const counts = (last?.summary ?? '').replace(/^msg-gateway-contract: /, '').replace(/ against .*/, '');
    console.log(`${mode.padEnd(30)} ${stats(times)}${memory(last)}  (${counts})`);
  }
  const times = [];
  let last;
  for (let i = 0; i < rounds; i += 1) {
    last = await run(hugeUrl, ['--only', 'findWebhook:200']);
    if (!/1 failed/.test(last.summary)) throw new Error(`50 MB answer: ${last.summary}`);
    times.push(last.ms);
  }
  console.log(`${'one check, 50 MB answer'.padEnd(30)} ${stats(times)}${memory(last)}  (reported: the body is larger than 1 MB)`);
  const hooks = [];
  for (let i = 0; i < rounds; i += 1) {
    last = await runBin(['webhooks', '--receiver', receiverUrl, '--url-style', 'both']);
    if (last.code !== 0) throw new Error(`webhooks: exit ${last.code}\n${last.summary}`);
    hooks.push(last.ms);
  }
  const deliveries = last?.summary.replace(/^msg-gateway-contract webhooks: /, '').replace(/ to .*/, '');
  console.log(`${'webhooks --url-style both'.padEnd(30)} ${stats(hooks)}${memory(last)}  (${deliveries})`);
} finally {
  await mock.close();
  await profileMock.close();
  receiver.close();
  huge.closeAllConnections();
  huge.close();
}
