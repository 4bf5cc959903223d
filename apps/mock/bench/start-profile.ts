// Where a cold start goes: bench/start-once.js (import the bundle, startMock(), the first 200, a
// second start) under `node --cpu-prof` in a fresh process, the whole profile read back
// (cpu-profile.ts). The bundle's frames name its chunks (dist/chunks/…:line), Prism's code among
// ours: the function names say which is which.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { type ProfileSummary, readProfile, summarize } from './cpu-profile.js';
import { firstLine } from './processes.js';

const require = createRequire(import.meta.url);
const packageRoot = (name: string): string => realpathSync(dirname(require.resolve(`${name}/package.json`))) + sep;

/** The profile of one start in a fresh process (start-once.js at `script`), and what it measured. */
export async function profileStart(script: string): Promise<{ summary: ProfileSummary; measured: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-start-profile-'));
  try {
    const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const measured = await firstLine(child);
    await exited; // Node writes the profile as the process exits
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`node --cpu-prof wrote no profile into ${dir}`);
    const roots = {
      [packageRoot('@msg-gateway/mock')]: '@msg-gateway/mock (ours, and the bundled Prism)',
      [packageRoot('@msg-gateway/openapi')]: '@msg-gateway/openapi (ours)',
    };
    return { summary: summarize(readProfile(join(dir, file)), roots), measured };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
