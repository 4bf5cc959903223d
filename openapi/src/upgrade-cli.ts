// msg-gateway-upgrade: prints what moving from one gateway profile to the next changes, cut to the
// operations an app calls (a list, or the mock's request log of the app's tests). It reads the
// profiles this package ships (their bundles and deviations), so it says nothing a profile does not.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Deviation } from './overlay.js';
import { getProfile, listProfiles, profileFile, UnknownProfileError } from './profiles.js';
import { selectOperations, upgradeReport } from './upgrade.js';
import { operationsFromLog, RequestLogError } from './upgrade-log.js';
import { upgradeMarkdown } from './upgrade-render.js';
import { UsageError } from './usage-error.js';
import { type OpenApiDocument, operations } from './walk.js';

export const USAGE = `Usage: msg-gateway-upgrade [--from <profile>] [--to <profile>] [--ops <id,id…> | --log <file>] [--json]

Prints what changes for an app when its gateway moves from one release to the next: requests that
break callers, answers that break readers, behaviour (state, webhooks), new operations, each with
its source. Without --ops or --log, every operation; with them, only the ones the app calls.

  --from <profile>   the profile the app was written for (default: the base of --to)
  --to <profile>     the profile of the gateway it moves to (default: the newest profile with a base)
  --ops <ids>        the operationIds the app calls, comma-separated (sendText,findChats)
  --log <file>       the mock's request log of the app's tests: the JSON of GET /__mock/requests,
                     or the lines of --log json or --log text
  --json             the report as JSON instead of Markdown
  --help             this text

Exit status: 0 the report was printed; 2 a usage error (an unknown profile, an unreadable log).`;

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

/** The operationIds to report: --ops, or those the --log shows, or undefined for all. */
function wantedOperations(ops: string | undefined, log: string | undefined, fromDoc: OpenApiDocument): string[] | undefined {
  if (ops !== undefined && log !== undefined) throw new UsageError('Give --ops or --log, not both.');
  if (ops !== undefined) {
    const ids = ops
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0) throw new UsageError('--ops needs at least one operationId, e.g. --ops sendText,findChats.');
    return ids;
  }
  if (log === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(log, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read the request log ${log}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  return operationsFromLog(text, fromDoc);
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
        log: { type: 'string' },
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
    const wanted = wantedOperations(values.ops, values.log, fromDoc);
    const known = new Set([...operations(fromDoc), ...operations(toDoc)].map((op) => op.operationId));
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
