// Measures a full contract run against the Prism mock in each mode and prints the wall times.
//   npm run bench --workspace @msg-gateway/contract      (or: node bench/mock-runtime.js [rounds])
// Each run is the real CLI in a child process (Dredd child, hooks, ajv), as in CI. Prism is
// started once, before the clock starts. Numbers depend on the machine; nothing here asserts them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startMock } from '@msg-gateway/mock';

const BIN = fileURLToPath(new URL('../bin/msg-gateway-contract.js', import.meta.url));
const rounds = Number(process.argv[2] ?? 3);
const INPUTS = ['--recipient', '5511912345678', '--group-jid', '120363000000000001@g.us', '--invite-code', 'AbCdEfGhIjKlMnOpQrStUv', '--message-id', '3EB0AAAA'];
const MODES = {
  'read-only (default)': [],
  'read-only + inputs': INPUTS,
  '--allow-writes': ['--allow-writes', ...INPUTS],
  '--allow-writes --allow-sends': ['--allow-writes', '--allow-sends', ...INPUTS],
};

function run(url, args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [BIN, '--url', url, '--instance', 'my-instance', ...args], {
      env: { ...process.env, GATEWAY_API_KEY: 'bench-key-0123456789' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const summary = stdout.split('\n').find((l) => l.startsWith('msg-gateway-contract:')) ?? '';
      resolve({ code, ms, summary });
    });
  });
}

const mock = await startMock();
try {
  console.log(`contract runs against the Prism mock at ${mock.url}, ${rounds} rounds per mode`);
  for (const [mode, args] of Object.entries(MODES)) {
    const times = [];
    let last;
    for (let i = 0; i < rounds; i += 1) {
      last = await run(mock.url, args);
      if (last.code !== 0) throw new Error(`${mode}: exit ${last.code}\n${last.summary}`);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    const counts = last.summary.replace(/^msg-gateway-contract: /, '').replace(/ against .*/, '');
    console.log(`${mode.padEnd(30)} median ${(times[Math.floor(times.length / 2)] / 1000).toFixed(2)} s  min ${(times[0] / 1000).toFixed(2)} s  max ${(times.at(-1) / 1000).toFixed(2)} s  (${counts})`);
  }
} finally {
  await mock.stop();
}
