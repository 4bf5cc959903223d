// Where a cold start goes: bench/start-once.js (import the bundle, startMock(), the first 200, a
// second start) under `node --cpu-prof` in a fresh process, the whole profile read back
// (cpu-profile.ts), and cut into the start's phases at the marks start-once.js prints: importing
// the package, the first startMock() until it listens (loading Prism and the description), and the
// first answer. The bundle's frames name its chunks (dist/chunks/…:line), Prism's code among ours:
// the function names say which is which.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { type ProfileSummary, readProfile, summarize } from './cpu-profile.js';
import { firstLine } from './processes.js';

const require = createRequire(import.meta.url);
const packageRoot = (name: string): string => realpathSync(dirname(require.resolve(`${name}/package.json`))) + sep;

/** The phases of a start, in the order of start-once.js's marks. */
export const START_PHASES = ['import @msg-gateway/mock', 'first startMock() until it listens', 'its first answer (a 200)'];

export interface StartProfile {
  /** The whole run (the second start too). */
  summary: ProfileSummary;
  /** One per START_PHASES. */
  phases: ProfileSummary[];
  /** What start-once.js measured in this run (its JSON line). */
  measured: string;
}

/** The profile of one start in a fresh process (start-once.js at `script`), and what it measured. */
export async function profileStart(script: string): Promise<StartProfile> {
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
    const profile = readProfile(join(dir, file));
    const marks = (JSON.parse(measured) as { marks: number[] }).marks;
    const phases = START_PHASES.map((_, i) => summarize(profile, roots, { from: marks[i] ?? 0, to: marks[i + 1] ?? 0 }));
    return { summary: summarize(profile, roots), phases, measured };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
