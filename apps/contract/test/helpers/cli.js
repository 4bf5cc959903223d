// Runs the real CLI (bin/msg-gateway-contract.js) in a child process, as a user or CI would.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/msg-gateway-contract.js', import.meta.url));

/** A key nobody would type by accident: tests grep every output for it. */
export const TEST_KEY = 'k3y-Contract-Test-7f9c2e81d4';

/**
 * @param {string[]} args
 * @param {{env?: Record<string,string|undefined>, key?: string|null}} [options] key null: no GATEWAY_API_KEY
 * @returns {Promise<{code: number|null, stdout: string, stderr: string}>}
 */
export function runCli(args, { env = {}, key = TEST_KEY } = {}) {
  // The developer's own GATEWAY_* settings must not leak into the tests.
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GATEWAY_') && name !== 'INIT_CWD'));
  const childEnv = { ...base, ...env };
  if (key !== null) childEnv.GATEWAY_API_KEY = key;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The table row of one check, e.g. row(stdout, 'findWebhook', 'success'). */
export function row(stdout, operationId, check) {
  return stdout.split('\n').find((line) => line.startsWith(`${operationId} `) && line.includes(`  ${check}  `));
}
