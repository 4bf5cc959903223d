// One contract run: plan the checks, run Dredd with the hooks in a child process, read what the
// hooks recorded, apply the baseline, and report. Dredd's own exit code is not trusted: the run's
// verdict comes from the hooks' records, and a run whose hooks did not load, or in which nothing
// was checked, is an error rather than a pass.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { knownDeviation, loadBaseline, resolveBaselinePath } from './baseline.js';
import { BUNDLE_SCHEMA_ID, loadContract } from './contract.js';
import { dreddView } from './dredd-view.js';
import { ContractRunError, EXIT } from './errors.js';
import { junitXml } from './junit.js';
import { checkAgainstContract } from './options.js';
import { CREATED_SCHEDULE_TOKEN, planChecks } from './plan.js';
import { redactingStream, redactor } from './redact.js';
import { counts, formatDetails, formatTable, summaryLine } from './report.js';

const here = dirname(fileURLToPath(import.meta.url));
const HOOKS_PATH = join(here, 'hooks.cjs');
export const DREDD_CHILD = join(here, 'dredd-child.cjs');
const OUTPUT_TAIL_LINES = 60;

/**
 * @param {import('./options.js').RunOptions} options
 * @param {object} [io]
 * @param {(text: string) => void} [io.out] report lines (stdout)
 * @param {string} [io.cwd] where relative --baseline / --junit paths start (default: INIT_CWD or cwd)
 * @param {string} [io.hooksPath] hooks file given to Dredd (tests use a broken one)
 * @returns {Promise<{exitCode: number, rows: import('./report.js').Row[]}>}
 */
export async function runContract(options, io = {}) {
  const started = Date.now();
  const scrub = redactor(options.apiKey);
  const out = (text) => (io.out ?? ((t) => process.stdout.write(`${t}\n`)))(scrub(text));
  const cwd = io.cwd ?? process.env.INIT_CWD ?? process.cwd();

  const contract = loadContract();
  const only = checkAgainstContract(options, contract.operations);
  const baseline = options.baseline
    ? loadBaseline(resolveBaselinePath(options.baseline, cwd), new Set(contract.operations.map((o) => o.operationId)))
    : null;
  const junitPath = options.junit ? resolve(cwd, options.junit) : null;
  const cases = planChecks(contract.operations, {
    instance: options.instance,
    inputs: options.inputs,
    allowWrites: options.allowWrites,
    allowSends: options.allowSends,
    only,
  });
  const selected = cases.filter((c) => c.selected);
  const unselected = cases.length - selected.length;
  const seconds = () => (Date.now() - started) / 1000;

  const finish = (rows) => {
    out(formatTable(rows));
    const details = formatDetails(rows);
    if (details) out(details);
    out('');
    out(summaryLine(rows, { url: options.url, seconds: seconds(), unselected }));
    if (baseline) out(`Baseline: ${baseline.file}`);
    if (junitPath && !options.dryRun) {
      mkdirSync(dirname(junitPath), { recursive: true });
      writeFileSync(junitPath, junitXml(rows, { url: options.url, seconds: seconds(), scrub }));
      out(`JUnit report: ${junitPath}`);
    }
  };

  if (options.dryRun) {
    const rows = selected.map((c) => (c.run ? { case: c, verdict: 'planned' } : { case: c, verdict: 'skipped', skip: c.skip }));
    finish(rows);
    out('Dry run: nothing was sent.');
    return { exitCode: EXIT.ok, rows };
  }

  if (!selected.some((c) => c.run)) {
    finish(selected.map((c) => ({ case: c, verdict: 'skipped', skip: c.skip })));
    throw new ContractRunError('Nothing was checked: every selected check is skipped (see the reasons above). Add the flags they name, or select other checks with --only.');
  }

  await assertReachable(options.url, Math.min(options.timeoutMs, 10_000));

  const work = mkdtempSync(join(tmpdir(), 'msg-gateway-contract-'));
  try {
    const files = writeRunFiles(work, { contract, cases, options, hooksPath: io.hooksPath });
    const dredd = await runDredd(files, options);
    const records = readRecords(files.results);
    if (!records.some((r) => r.type === 'loaded') && /Dredd could not run/.test(dredd.output)) {
      throw new ContractRunError('Dredd could not run the contract.', { details: dredd.tail });
    }
    if (!records.some((r) => r.type === 'loaded')) {
      throw new ContractRunError(
        'The Dredd hooks did not run, so no response was checked against the contract (Dredd alone checks no schema). Dredd said:',
        { details: hookProblems(dredd.output) },
      );
    }
    const rows = buildRows(selected, records, baseline, options.timeoutMs);
    const missing = rows.filter((r) => !r);
    if (missing.length) {
      throw new ContractRunError(`Dredd stopped before running every check (exit ${dredd.code ?? dredd.signal}).`, { details: dredd.tail });
    }
    finish(rows);
    const n = counts(rows);
    if (n.passed + n.failed + n.known === 0) {
      throw new ContractRunError('Nothing was checked: every check was skipped (see the reasons above).');
    }
    return { exitCode: n.failed > 0 ? EXIT.failed : EXIT.ok, rows };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Writes what the Dredd child needs into `work`: the Dredd view of the contract, the plan for the
 * hooks and the run settings. None of them holds the API key.
 */
export function writeRunFiles(work, { contract, cases, options, hooksPath = HOOKS_PATH }) {
  const files = {
    view: join(work, 'contract.dredd.json'),
    plan: join(work, 'plan.json'),
    run: join(work, 'run.json'),
    results: join(work, 'results.jsonl'),
  };
  writeFileSync(files.results, '');
  writeFileSync(files.view, JSON.stringify(dreddView(contract.deref, contract.operations)));
  writeFileSync(
    files.plan,
    JSON.stringify({
      contract: { bundlePath: contract.files.bundle, schemaId: BUNDLE_SCHEMA_ID },
      basePath: options.basePath,
      resultsPath: files.results,
      createdScheduleToken: CREATED_SCHEDULE_TOKEN,
      cases,
    }),
  );
  writeFileSync(
    files.run,
    JSON.stringify({
      url: options.url,
      viewPath: files.view,
      hooksPath,
      resultsPath: files.results,
      requestTimeoutMs: options.timeoutMs,
    }),
  );
  return files;
}

/** Rows in plan order; undefined where the hooks recorded nothing for a selected check. */
function buildRows(selected, records, baseline, timeoutMs) {
  const byKey = new Map();
  let pendingError = null;
  for (const record of records) {
    if (record.type === 'request-error') pendingError = record;
    if (record.type !== 'transaction') continue;
    if (record.outcome === 'no-response' && pendingError) record.requestError = pendingError;
    pendingError = null;
    byKey.set(record.key, record);
  }
  return selected.map((c) => {
    const record = byKey.get(c.key);
    if (!record) return undefined;
    const row = { case: c, uri: record.uri, durationMs: record.durationMs };
    switch (record.outcome) {
      case 'skipped':
        return { ...row, verdict: 'skipped', skip: record.skip };
      case 'no-response': {
        const why = describeRequestError(record.requestError, timeoutMs);
        return { ...row, verdict: 'failed', failures: [{ rule: 'request', message: `the request failed: ${why}` }, ...(record.failures ?? [])] };
      }
      case 'checked': {
        const failures = record.failures ?? [];
        if (!failures.length) return { ...row, verdict: 'passed', actualStatus: record.actualStatus };
        const deviations = knownDeviation(failures, c.operationId, baseline);
        return { ...row, verdict: deviations ? 'known' : 'failed', deviations, failures, actualStatus: record.actualStatus };
      }
      default:
        return { ...row, verdict: 'failed', failures: record.failures?.length ? record.failures : [{ rule: 'hooks', message: `unexpected outcome ${record.outcome}` }] };
    }
  });
}

function describeRequestError(error, timeoutMs) {
  if (!error) return 'no response';
  const known = {
    ESOCKETTIMEDOUT: `no answer within ${timeoutMs / 1000} s`,
    ETIMEDOUT: `no answer within ${timeoutMs / 1000} s`,
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset by the gateway',
    EPIPE: 'connection closed by the gateway',
  };
  return known[error.code] ? `${known[error.code]} (${error.code})` : error.message;
}

function readRecords(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Dredd's own words about the hook file, which it only logs as a warning before carrying on. */
function hookProblems(output) {
  const lines = output.split('\n').filter((line) => /hook/i.test(line));
  return (lines.length ? lines : output.split('\n').slice(-10)).join('\n').trim();
}

function runDredd(files, options) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', DREDD_CHILD, files.run], {
      // The key travels in the environment only; the plan and run files never hold it.
      env: { ...process.env, GATEWAY_API_KEY: options.apiKey, MSG_GATEWAY_CONTRACT_PLAN: files.plan, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      const clean = stream.pipe(redactingStream(options.apiKey));
      clean.on('data', (chunk) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-200_000);
        if (options.verbose) process.stderr.write(text);
      });
    }
    child.on('error', (error) => reject(new ContractRunError(`Cannot start Dredd: ${error.message}`)));
    child.on('close', (code, signal) => {
      const tail = output.trimEnd().split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
      resolvePromise({ code, signal, output, tail });
    });
  });
}

/** One clear line instead of 86 "Error connecting to server under test!" from Dredd. */
export async function assertReachable(url, timeoutMs) {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await response.arrayBuffer();
  } catch (error) {
    const code = error?.cause?.code ?? error?.code ?? error?.name;
    const reasons = {
      ECONNREFUSED: 'connection refused',
      ENOTFOUND: 'host not found',
      EAI_AGAIN: 'host name could not be resolved',
      ECONNRESET: 'connection reset',
      EHOSTUNREACH: 'host unreachable',
      TimeoutError: `no answer within ${Math.round(timeoutMs / 1000)} s`,
      AbortError: `no answer within ${Math.round(timeoutMs / 1000)} s`,
    };
    const reason = reasons[code] ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new ContractRunError(`Cannot reach the gateway at ${url}: ${reason}. Check --url and that the gateway is running.`);
  }
}
