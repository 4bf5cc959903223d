// msg-gateway-upgrade: prints what moving from one gateway profile to the next changes, cut to the
// operations an app calls (a list, or the mock's request log of the app's tests). It reads the
// profiles this package ships (their bundles and deviations), so it says nothing a profile does not.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Deviation } from './overlay.js';
import { getProfile, listProfiles, profileFile, UnknownProfileError } from './profiles.js';
import { selectOperations, upgradeReport } from './upgrade.js';
import { MAX_ARRAY_BYTES, MAX_LINE_BYTES, MAX_LOG_BYTES, OperationCollector, RequestLogError, readLogFile } from './upgrade-log.js';
import { upgradeMarkdown } from './upgrade-render.js';
import { UsageError } from './usage-error.js';
import { type OpenApiDocument, operations } from './walk.js';

const MIB = 1024 * 1024;

export const USAGE = `Usage: msg-gateway-upgrade [--from <profile>] [--to <profile>] [--ops <id,id…> | --log <file>…] [--json]

Prints what changes for an app when its gateway moves from one release to the next: requests that
break callers, answers that break readers, behaviour (state, webhooks), new operations, each with
its source. Without --ops or --log, every operation; with them, only the ones the app calls.

  --from <profile>   the profile the app was written for (default: the base of --to)
  --to <profile>     the profile of the gateway it moves to (default: the newest profile with a base)
  --ops <ids>        the operationIds the app calls, comma-separated (sendText,findChats); a name
                     neither profile has is a usage error
  --log <file>       the mock's request log of the app's tests: the JSON of GET /__mock/requests,
                     or the lines of --log json or --log text; repeat it to read several logs.
                     Bounds: ${MAX_LOG_BYTES / MIB} MiB a file, ${MAX_LINE_BYTES / MIB} MiB a line, ${MAX_ARRAY_BYTES / MIB} MiB a JSON array
  --json             the report as JSON instead of Markdown
  --help             this text

Exit status: 0 the report was printed; 2 a usage error (an unknown profile or operation, an
unreadable or oversized log).`;

export interface CliIo {
  argv: readonly string[];
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The two profiles of the report: --to (default the newest with a base) and --from (default its base). */
function pair(from: string | undefined, to: string | undefined): { from: string; to: string } {
  const layered = listProfiles().filter((p) => p.base !== 'contract');
  const target = to ?? layered.at(-1)?.name;
  if (!target) throw new UsageError('No profile of this package layers on another: there is no upgrade to report.');
  const base = getProfile(target).base;
  const source = from ?? base;
  getProfile(source);
  if (source !== base) {
    const pairs = layered.map((p) => `--from ${p.base} --to ${p.name}`).join('; ');
    throw new UsageError(`${target} is written on ${base}, not on ${source}: the report compares a profile with its base.`, {
      details: `Reports: ${pairs}.`,
    });
  }
  return { from: source, to: target };
}

/** The edit distance of two names, ignoring case: how the nearest known operations are found. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length] ?? 0;
}

/** The known operationIds nearest to `name` (at most three, and only near ones). */
export function nearest(name: string, known: Iterable<string>): string[] {
  const limit = Math.max(2, Math.ceil(name.length / 3));
  return [...known]
    .map((id) => ({ id, d: distance(name.slice(0, 64), id) }))
    .filter(({ d }) => d <= limit)
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id))
    .slice(0, 3)
    .map(({ id }) => id);
}

/** --ops as operationIds: a UsageError naming each one neither profile has, with the nearest names. */
function opsOf(ops: string, known: ReadonlySet<string>): string[] {
  const ids = ops
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new UsageError('--ops needs at least one operationId, e.g. --ops sendText,findChats.');
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    const hints = unknown.map((id) => {
      const near = nearest(id, known);
      return `${JSON.stringify(id.slice(0, 64))}${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}`;
    });
    throw new UsageError(`--ops names ${unknown.length === 1 ? 'an operation' : 'operations'} neither profile has: ${hints.join('; ')}.`, {
      details: 'The operationIds are those of the reference pages (npx msg-gateway-upgrade --json lists every changed one).',
    });
  }
  return ids;
}

/** The operationIds to report: --ops, or those the --log files show, or undefined for all. */
function wantedOperations(
  ops: string | undefined,
  logs: string[],
  fromDoc: OpenApiDocument,
  known: ReadonlySet<string>,
): string[] | undefined {
  if (ops !== undefined && logs.length) throw new UsageError('Give --ops or --log, not both.');
  if (ops !== undefined) return opsOf(ops, known);
  if (logs.length === 0) return undefined;
  const collector = new OperationCollector(fromDoc);
  for (const log of logs) {
    try {
      readLogFile(log, collector);
    } catch (error) {
      if (error instanceof RequestLogError) throw error;
      throw new UsageError(`Cannot read the request log ${log}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
    }
  }
  return collector.result();
}

/** Runs the command; returns the exit status. */
export function main({ argv, stdout, stderr }: CliIo): number {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        ops: { type: 'string' },
        log: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      stdout.write(`${USAGE}\n`);
      return 0;
    }
    const names = pair(values.from, values.to);
    const fromDoc = readJson<OpenApiDocument>(profileFile(names.from, 'json'));
    const toDoc = readJson<OpenApiDocument>(profileFile(names.to, 'json'));
    const { deviations } = readJson<{ deviations: Deviation[] }>(profileFile(names.to, 'deviations'));
    const full = upgradeReport(fromDoc, toDoc, deviations, names);
    const known = new Set([...operations(fromDoc), ...operations(toDoc)].map((op) => op.operationId));
    const wanted = wantedOperations(values.ops, values.log ?? [], fromDoc, known);
    const report = wanted ? selectOperations(full, wanted, known) : full;
    const scope = wanted ? `the ${wanted.length} operation${wanted.length === 1 ? '' : 's'} the app calls` : undefined;
    stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : upgradeMarkdown(report, scope));
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof UnknownProfileError ||
      error instanceof RequestLogError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      const details = error instanceof UsageError && error.details ? `\n${error.details}` : '';
      stderr.write(`msg-gateway-upgrade: ${(error as Error).message}${details}\nRun msg-gateway-upgrade --help for the usage.\n`);
      return 2;
    }
    throw error;
  }
}
