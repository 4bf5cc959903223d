// Helpers for tests that run the real CLI as a child process and check what it leaves behind.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/msg-gateway-mock.js', import.meta.url));

/**
 * Spawn the msg-gateway-mock bin. Collects stdout/stderr; `ready` resolves with the first stdout
 * line (the ready line) or rejects if the process exits first.
 */
export function spawnCli(args = [], { env = {}, command } = {}) {
  const baseEnv = { ...process.env };
  delete baseEnv.PORT;
  delete baseEnv.HOST;
  delete baseEnv.npm_lifecycle_event;
  const child = command
    ? spawn('sh', ['-c', command], { env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, [BIN, ...args], { env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (c) => (out.stdout += c));
  child.stderr.on('data', (c) => (out.stderr += c));
  const exited = new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal, ...out })));
  const ready = new Promise((resolve, reject) => {
    const onData = () => {
      const nl = out.stdout.indexOf('\n');
      if (nl !== -1) {
        child.stdout.off('data', onData);
        resolve(out.stdout.slice(0, nl));
      }
    };
    child.stdout.on('data', onData);
    exited.then((r) => reject(new Error(`CLI exited (${r.signal ?? r.code}) before ready:\n${r.stderr}`)));
  });
  ready.catch(() => {});
  return { child, out, ready, exited };
}

/** URL and curl request advertised by a ready line. */
export function parseReadyLine(line) {
  const m = line.match(/ on (http:\/\/\S+) .*try: curl -H '([^:]+): ([^']+)' (\S+)$/);
  if (!m) throw new Error(`not a ready line: ${line}`);
  return { url: m[1], header: m[2], key: m[3], tryUrl: m[4] };
}

/** PIDs whose parent is `pid` (Linux /proc). */
export function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/**
 * True while any thread of process `pid` still runs. A dead process's main thread can show as a
 * zombie while its other threads (and its sockets) are still being torn down, so look at them all.
 */
export function isAlive(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).some((tid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        return !'ZX'.includes(stat.slice(stat.lastIndexOf(')') + 2)[0]);
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** True when nothing accepts TCP connections on host:port. */
export function portIsClosed(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Poll `check` until it is true (processes take a moment to be reaped; longer on a loaded CI machine); returns the last value. */
export async function eventually(check, { timeoutMs = 20_000, everyMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
