// The CI workflow a team copies (examples/ci/github-actions.yml), run here step by step: its `run:`
// steps, in order, with bash as GitHub Actions runs them (`bash --noprofile --norc -eo pipefail`),
// in this repository (where @msg-gateway/mock and @msg-gateway/contract are installed, as the
// workflow asks of a team's). Substituted, and only these: `npm ci` is not run (this repository is
// installed; reinstalling under a running suite would pull its modules away), `npm test` (the
// team's suite) is test/fixtures/ci-workflow/suite.mjs, MOCK_PORT is a free port, RUNNER_TEMP a
// fresh directory, and npx runs offline (it must find both packages installed, not download them).
// Each step must succeed, for each profile of the workflow's matrix (every profile the openapi
// package ships); at the end the mock's process is gone and its port answers nothing.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profileNames } from '@msg-gateway/openapi/profiles';
import { acceptsConnections, eventually, holdPort } from '@msg-gateway/test-utils/ports';
import { spawnCommand } from '@msg-gateway/test-utils/processes';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const WORKFLOW = fileURLToPath(new URL('../examples/ci/github-actions.yml', import.meta.url));
const SUITE = fileURLToPath(new URL('./fixtures/ci-workflow/suite.mjs', import.meta.url));

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string | number>;
}
interface Workflow {
  env?: Record<string, string | number>;
  jobs: Record<string, { steps: Step[]; env?: Record<string, string | number>; strategy?: { matrix?: { profile?: string[] } } }>;
}

const workflow = parse(readFileSync(WORKFLOW, 'utf8')) as Workflow;
const [job] = Object.values(workflow.jobs);
const runSteps = (job?.steps ?? []).filter((step): step is Step & { run: string } => typeof step.run === 'string');

/** The step's command as this test runs it: the substitutions the header names, nothing else. */
function substituted(run: string): string | null {
  if (run.trim() === 'npm ci') return null;
  return run.replace(/\bnpm test\b/, `node ${JSON.stringify(SUITE)}`);
}

/** Whether the process runs (an exited one its parent has not reaped yet, a zombie, does not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) Z/.test(stat);
}

const temps = mkdtempSync(join(tmpdir(), 'mock-ci-workflow-'));
afterAll(() => {
  // Whatever happened, no mock outlives the test: SIGTERM, which npx passes on to the mock (SIGKILL
  // would end npx alone and leave the mock running under npx's shell).
  for (const run of readdirSync(temps)) {
    const pidFile = join(temps, run, 'mock.pid');
    if (!existsSync(pidFile)) continue;
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
    } catch {}
  }
  rmSync(temps, { recursive: true, force: true });
});

const matrix = job?.strategy?.matrix?.profile ?? [];

describe('the CI workflow example (examples/ci/github-actions.yml)', () => {
  it('runs once per profile the openapi package ships (its matrix)', () => {
    expect([...matrix].sort()).toEqual(profileNames().sort());
    expect(job?.env?.['GATEWAY_PROFILE']).toMatch(/^\$\{\{ matrix\.profile \}\}$/);
  });

  it.each(matrix)(
    'installs, starts the mock, waits for its health, runs the suite and the contract check, and stops it (%s)',
    async (profile) => {
      expect(runSteps.map((step) => step.name)).toEqual([
        'Install',
        'Start the mock gateway in the background',
        'Wait until the mock answers (at most 2 minutes)',
        'Run your suite against the mock',
        'Run the contract check against the mock',
        'Stop the mock',
      ]);
      const held = await holdPort();
      const port = held.port;
      await held.close();
      const temp = mkdtempSync(join(temps, `${profile}-`));
      const env = {
        ...workflow.env,
        ...job?.env,
        GATEWAY_PROFILE: profile,
        MOCK_PORT: String(port),
        RUNNER_TEMP: temp,
        npm_config_offline: 'true',
      };
      const outputs: string[] = [];
      for (const step of runSteps) {
        const command = substituted(step.run);
        if (command === null) continue;
        const stepEnv = Object.fromEntries(Object.entries({ ...env, ...step.env }).map(([k, v]) => [k, String(v)]));
        const run = spawnCommand('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], {
          cwd: REPO,
          env: stepEnv,
          drop: /^(VITEST|VITEST_.*|TEST|NODE_ENV)$/,
        });
        const { code, stdout, stderr } = await run.exited;
        outputs.push(`## ${step.name} (exit ${code})\n${stdout}\n${stderr}`);
        expect(code, outputs.join('\n')).toBe(0);
      }
      const log = outputs.join('\n');
      expect(log).toContain(`the mock is up on port ${port}`);
      expect(log).toContain('suite: 1 send answered 201 and recorded');
      expect(log).toMatch(/msg-gateway-contract: \d+ passed, 0 failed, .* against http:\/\/127\.0\.0\.1:\d+/);
      expect(existsSync(join(temp, 'contract.xml'))).toBe(true);
      expect(log).toContain('the mock stopped');
      // The mock is gone: the process the workflow started has exited and nothing answers on its port.
      const pid = Number(readFileSync(join(temp, 'mock.pid'), 'utf8'));
      expect(await eventually(() => !running(pid))).toBe(true);
      expect(await acceptsConnections(port)).toBe(false);
    },
    600_000,
  );
});
