#!/usr/bin/env node
// How long a contributor waits for the suite: a fresh clone of a commit, `npm ci`, then the README's
// `npm test` (cold: no turbo cache), optionally beside CPU-bound processes, and a second `npm test`
// (warm: turbo replays every task). Prints the wall time of each phase, the CPU time of the cold run
// and each turbo task's wall time (from turbo's run summary), and asserts nothing: timing belongs
// here, not in the tests.
//
//   npm run bench:suite                       # HEAD of this clone, quiet
//   npm run bench:suite -- --hogs 2           # beside two processes that each keep a core busy
//   npm run bench:suite -- --ref 8ede27a      # another commit (the numbers of a before/after)
//
// Bounded: each phase is stopped after --limit seconds (default 1,800); the clone is deleted at the
// end (--keep leaves it). Needs git and the npm registry (npm ci), like a fresh clone does.
// @ts-check
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './workspaces.js';

const { values } = parseArgs({
  options: {
    ref: { type: 'string', default: 'HEAD' },
    hogs: { type: 'string', default: '0' },
    limit: { type: 'string', default: '1800' },
    keep: { type: 'boolean', default: false },
  },
});
const hogs = Number(values.hogs);
const limitMs = Number(values.limit) * 1000;
if (!Number.isInteger(hogs) || hogs < 0 || hogs > 16) usage('--hogs takes a whole number from 0 to 16');
if (!Number.isFinite(limitMs) || limitMs <= 0) usage('--limit takes a number of seconds above 0');

/** @param {string} why */
function usage(why) {
  process.stderr.write(`bench-suite: ${why}. Usage: npm run bench:suite -- [--ref <commit>] [--hogs N] [--limit seconds] [--keep]\n`);
  process.exit(2);
}

/**
 * Runs a command to its end (stopped after the limit); resolves with its wall and CPU seconds
 * (the CPU of the whole process tree, from bash's `times`) and its exit code.
 * @param {string} cwd @param {string} command
 * @returns {Promise<{ seconds: number, cpu: number, code: number | null }>}
 */
function timed(cwd, command) {
  const started = performance.now();
  return new Promise((resolve) => {
    // `times` prints the children's user and system time on its second line: "0m1.5s 0m0.2s".
    const child = spawn('bash', ['-c', `${command} >/dev/null 2>&1; status=$?; times >&2; exit $status`], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let times = '';
    child.stderr.on('data', (chunk) => (times += chunk));
    const timer = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGKILL'), limitMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = times.trim().split('\n').at(-1) ?? '';
      const cpu = [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
      resolve({ seconds: (performance.now() - started) / 1000, cpu, code });
    });
  });
}

/**
 * Each task of turbo's newest run summary in `dir`, with its wall seconds, longest first.
 * @param {string} dir
 */
function taskTimes(dir) {
  const runs = join(dir, '.turbo', 'runs');
  if (!existsSync(runs)) return [];
  const newest = readdirSync(runs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .at(-1);
  if (!newest) return [];
  /** @type {{ tasks: { taskId: string, execution?: { startTime: number, endTime: number, exitCode: number } }[] }} */
  const summary = JSON.parse(readFileSync(join(runs, newest), 'utf8'));
  const first = Math.min(...summary.tasks.map((t) => t.execution?.startTime ?? Number.POSITIVE_INFINITY));
  return summary.tasks
    .filter((t) => t.execution)
    .map((t) => ({
      task: t.taskId,
      from: ((t.execution?.startTime ?? 0) - first) / 1000,
      seconds: ((t.execution?.endTime ?? 0) - (t.execution?.startTime ?? 0)) / 1000,
      exit: t.execution?.exitCode,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-bench-suite-'));
/** @type {import('node:child_process').ChildProcess[]} */
const hogProcesses = [];
try {
  const clone = await timed(tmpdir(), `git clone --quiet '${repoRoot}' '${dir}' && git -C '${dir}' checkout --quiet '${values.ref}'`);
  if (clone.code !== 0) usage(`cannot clone ${values.ref} of ${repoRoot}`);
  for (let i = 0; i < hogs; i++) {
    hogProcesses.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  const env = 'TURBO_TELEMETRY_DISABLED=1 REDOCLY_TELEMETRY=off';
  const install = await timed(dir, `${env} npm ci --no-audit --no-fund`);
  const cold = await timed(dir, `${env} npm test -- --summarize`);
  const tasks = taskTimes(dir);
  const warm = await timed(dir, `${env} npm test`);
  const at = loadavg()[0]?.toFixed(1);
  console.log(`bench-suite: ${values.ref} on Node ${process.version}, ${cpus().length} cores, ${hogs} CPU-bound processes beside it`);
  console.log(`  npm ci                 ${install.seconds.toFixed(0)} s (exit ${install.code})`);
  console.log(`  npm test, cold         ${cold.seconds.toFixed(0)} s, CPU ${cold.cpu.toFixed(0)} s (exit ${cold.code})`);
  console.log(`  npm ci + npm test      ${(install.seconds + cold.seconds).toFixed(0)} s`);
  console.log(`  npm test, warm         ${warm.seconds.toFixed(1)} s (exit ${warm.code})`);
  console.log(`  load average at the end ${at}`);
  console.log('  turbo tasks of the cold run (start after the first task, wall seconds):');
  for (const t of tasks)
    console.log(
      `    ${t.task.padEnd(36)} from ${t.from.toFixed(0).padStart(4)} s  ${t.seconds.toFixed(0).padStart(4)} s${t.exit ? ` exit ${t.exit}` : ''}`,
    );
} finally {
  for (const hog of hogProcesses) hog.kill('SIGKILL');
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`  kept ${dir}`);
}
