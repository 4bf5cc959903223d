// Where the mock's time goes: its command (run from src/, see cli-from-source.ts) under
// `node --cpu-prof` during one load run, the profile read back (cpu-profile.ts) for the samples
// taken while autocannon ran (the start's loading and the warm-up left out).
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { type ProfileSummary, readProfile, summarize } from './cpu-profile.js';
import { type LoadSettings, load, row, type Target, warmUp } from './load.js';
import { startCli } from './processes.js';

const require = createRequire(import.meta.url);
const packageRoot = (name: string): string => realpathSync(dirname(require.resolve(`${name}/package.json`))) + sep;
const microsNow = (): number => Number(process.hrtime.bigint() / 1000n);

/** The profile of `target`'s load run and the req/s it made (profiling costs some: not a figure to compare). */
export async function profileLoad(
  source: string,
  target: Target,
  settings: LoadSettings,
): Promise<{ summary: ProfileSummary; rps: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-profile-'));
  try {
    const cli = await startCli(source, [], ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    let window: { from: number; to: number };
    let rps: number;
    try {
      await warmUp(cli.url, target.request, settings);
      const from = microsNow();
      rps = row('profiled mock', target.id, await load(cli.url, target.request, settings)).rps;
      window = { from, to: microsNow() };
    } finally {
      await cli.stop(); // Node writes the profile as the process exits
    }
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`node --cpu-prof wrote no profile into ${dir}`);
    const roots = {
      [packageRoot('@msg-gateway/mock')]: '@msg-gateway/mock (ours)',
      [packageRoot('@msg-gateway/openapi')]: '@msg-gateway/openapi (ours)',
    };
    return { summary: summarize(readProfile(join(dir, file)), roots, window), rps };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
