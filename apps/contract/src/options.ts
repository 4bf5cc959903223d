// Command-line flags and environment of msg-gateway-contract, checked before anything runs.
// The API key is read from GATEWAY_API_KEY only: a flag value would end up in shell history and
// in process lists (ps), so key-like flags are refused with an explanation. No message here
// repeats the key, and none repeats the credentials or query a malformed --url may carry.
import { parseArgs } from 'node:util';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { type Operation, parameterSchema } from './description/contract.js';
import type { OnlySelector } from './plan/planner.js';
import type { Inputs } from './plan/safety.js';

export const DEFAULT_TIMEOUT_S = 30;
/**
 * A healthy run takes seconds (about 2 s against the mock; a real gateway answers most requests in
 * well under a second, connect in about 2 s): 5 minutes is far above that, and below the 10-minute
 * job limit of the CI example, so a run that hangs still ends with its report.
 */
export const DEFAULT_DEADLINE_S = 300;

export const HELP = `Usage: GATEWAY_API_KEY=<key> msg-gateway-contract --url <url> --instance <name> [options]

Checks a live Evolution API 2.1.1 gateway (or anything claiming to be one) against the
msg-gateway OpenAPI 3.1 contract. By default only operations that read are run.

Gateway (flag, or environment variable):
  --url <url>              base URL of the gateway                       GATEWAY_URL
  --instance <name>        an existing instance to test with             GATEWAY_INSTANCE
  GATEWAY_API_KEY          the API key (environment only, never a flag)

Opt-ins (flags only):
  --allow-writes           also run operations that change state (profile, privacy,
                           presence, groups, schedules, connect, restart, logout)
  --allow-sends            also run operations that send a message (needs --recipient)

Inputs (flag, or environment variable); checks that need a missing one are skipped:
  --recipient <number>     phone number that may receive test messages   GATEWAY_RECIPIENT
  --group-jid <jid>        a group of the instance, e.g. 1203...@g.us     GATEWAY_GROUP_JID
  --invite-code <code>     an invite code of a group (22 characters)      GATEWAY_INVITE_CODE
  --message-id <id>        id of a media message in the chat with the    GATEWAY_MESSAGE_ID
                           recipient (getBase64FromMediaMessage, markMessageAsRead)
  --schedule-id <uuid>     a schedule to update (else the one created)   GATEWAY_SCHEDULE_ID

Report:
  --baseline <file>        known deviations: failures they describe are reported as
                           "known deviation" (e.g. openapi/deviations/evolution-2.1.1.yaml,
                           or evolution-2.1.1 for the file the contract package ships)
  --junit <path>           also write a JUnit XML report
  --only <list>            comma-separated operationIds, or operationId:status

Bounds:
  --timeout <seconds>      limit for each request, end to end: headers and the whole
                           body (default ${DEFAULT_TIMEOUT_S}); a body over 1 MB is a failure
                           and is not read further
  --deadline <seconds>     limit for the whole run (default ${DEFAULT_DEADLINE_S}); checks not run by
                           then are listed as not checked, exit 2

Other:
  --dry-run                print what would run and what would be skipped; send nothing
  --verbose                also print Dredd's own output (key redacted)
  -v, --version            print the version
  -h, --help               this help

Exit codes: 0 nothing failed; 1 the gateway broke the contract; 2 the run could not check the
gateway (bad flags, unreachable gateway, hooks not loaded, nothing checked, deadline passed,
gateway stopped answering, interrupted).`;

/** How a GitHub Actions job reads a secret (printed as is). */
const CI_SECRET = '$' + '{{ secrets.GATEWAY_API_KEY }}';

const KEY_FLAG = /^--?(api[-_]?key|apikey|key|token|secret|password)(=|$)/i;

const OPTIONS = {
  url: { type: 'string' },
  instance: { type: 'string' },
  'group-jid': { type: 'string' },
  'invite-code': { type: 'string' },
  'message-id': { type: 'string' },
  recipient: { type: 'string' },
  'schedule-id': { type: 'string' },
  'allow-writes': { type: 'boolean' },
  'allow-sends': { type: 'boolean' },
  baseline: { type: 'string' },
  junit: { type: 'string' },
  only: { type: 'string' },
  timeout: { type: 'string' },
  deadline: { type: 'string' },
  'dry-run': { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

type StringFlag = 'url' | 'instance' | 'group-jid' | 'invite-code' | 'message-id' | 'recipient' | 'schedule-id';

const ENV_INPUTS: Record<StringFlag, string> = {
  url: 'GATEWAY_URL',
  instance: 'GATEWAY_INSTANCE',
  'group-jid': 'GATEWAY_GROUP_JID',
  'invite-code': 'GATEWAY_INVITE_CODE',
  'message-id': 'GATEWAY_MESSAGE_ID',
  recipient: 'GATEWAY_RECIPIENT',
  'schedule-id': 'GATEWAY_SCHEDULE_ID',
};

export interface RunOptions {
  /** Base URL without a trailing slash. */
  url: string;
  /** Path part of the URL ('' for none). */
  basePath: string;
  instance: string;
  apiKey: string;
  inputs: Inputs;
  allowWrites: boolean;
  allowSends: boolean;
  baseline: string | undefined;
  junit: string | undefined;
  only: string | undefined;
  /** Limit of each request, end to end. */
  timeoutMs: number;
  /** Limit of the whole run. */
  deadlineMs: number;
  dryRun: boolean;
  verbose: boolean;
}

export type Command = { kind: 'help' } | { kind: 'version' } | { kind: 'run'; options: RunOptions };

export type Env = Readonly<Record<string, string | undefined>>;

/** The key as the runner sends it: GATEWAY_API_KEY without surrounding whitespace. */
export const apiKeyOf = (env: Env): string => (env['GATEWAY_API_KEY'] ?? '').trim();

export function parseCommand(argv: readonly string[], env: Env): Command {
  const keyFlag = argv.find((arg) => KEY_FLAG.test(arg));
  if (keyFlag) {
    const name = keyFlag.split('=')[0];
    throw new UsageError(
      `${name} is refused: a key given on the command line ends up in shell history and in process lists. ` +
        'Put it in the GATEWAY_API_KEY environment variable instead, e.g. `read -rs GATEWAY_API_KEY && export GATEWAY_API_KEY`, ' +
        `or in CI \`env: GATEWAY_API_KEY: ${CI_SECRET}\`.`,
    );
  }
  let values: ReturnType<typeof parseFlags>;
  try {
    values = parseFlags(argv);
  } catch (error) {
    // Node's messages quote the argument; keep only the flag name in case a value follows "=".
    throw new UsageError(`${(error as Error).message.replace(/(--[\w-]+)=\S*/g, '$1')}\nRun msg-gateway-contract --help for the flags.`);
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const pick = (name: StringFlag): string | undefined => {
    const value = values[name] ?? env[ENV_INPUTS[name]];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };

  const rawUrl = pick('url');
  const instance = pick('instance');
  if (rawUrl === undefined || instance === undefined) {
    const missing = [
      rawUrl === undefined ? '--url <url> (or GATEWAY_URL)' : null,
      instance === undefined ? '--instance <name> (or GATEWAY_INSTANCE)' : null,
    ];
    throw new UsageError(
      `Missing ${missing.filter(Boolean).join(' and ')}. Example: GATEWAY_API_KEY=... msg-gateway-contract --url http://127.0.0.1:8080 --instance my-instance`,
    );
  }
  checkInstance(instance);
  const dryRun = values['dry-run'] === true;

  const apiKey = apiKeyOf(env);
  if (!dryRun) checkApiKey(apiKey);

  const timeoutMs = seconds('--timeout', values.timeout, DEFAULT_TIMEOUT_S, 3600);
  const deadlineMs = seconds('--deadline', values.deadline, DEFAULT_DEADLINE_S, 86_400);

  const rawRecipient = pick('recipient');
  const recipient = rawRecipient === undefined ? undefined : normaliseRecipient(rawRecipient);
  if (values['allow-sends'] && !recipient) {
    throw new UsageError(
      '--allow-sends needs --recipient <number>: the phone number that may receive the test messages (never a number from the examples).',
    );
  }
  const inputs: Inputs = {};
  const input = (name: keyof Inputs, value: string | undefined): void => {
    if (value !== undefined) inputs[name] = value;
  };
  input('groupJid', pick('group-jid'));
  input('inviteCode', pick('invite-code'));
  input('messageId', pick('message-id'));
  input('recipient', recipient);
  input('scheduleId', pick('schedule-id'));

  return {
    kind: 'run',
    options: {
      ...parseUrl(rawUrl),
      instance,
      apiKey,
      inputs,
      allowWrites: values['allow-writes'] === true,
      allowSends: values['allow-sends'] === true,
      baseline: values.baseline,
      junit: values.junit,
      only: values.only,
      timeoutMs,
      deadlineMs,
      dryRun,
      verbose: values.verbose === true,
    },
  };
}

function parseFlags(argv: readonly string[]) {
  return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
}

function seconds(flag: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback * 1000;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > max) {
    throw new UsageError(`${flag} "${value}" is not a number of seconds between 0 and ${max}.`);
  }
  return Math.round(n * 1000);
}

function checkInstance(instance: string): void {
  if (/[/?#\s]/.test(instance))
    throw new UsageError(`--instance "${instance}" is not an instance name: it must not contain /, ?, # or spaces.`);
  if (instance === '.' || instance === '..') {
    throw new UsageError(
      `--instance "${instance}" is not an instance name: URL normalisation removes "${instance}" from a path (/instance/connectionState/${instance} would reach another route).`,
    );
  }
}

/**
 * The key travels in the `apikey` header, which holds Latin-1 text without control characters.
 * Checked before any request; the message never repeats the key.
 */
export function checkApiKey(apiKey: string): void {
  if (apiKey === '') {
    throw new UsageError(
      'GATEWAY_API_KEY is not set. The gateway needs its API key in the `apikey` header; give it through the environment, e.g. `GATEWAY_API_KEY=... msg-gateway-contract ...` (never as a flag).',
    );
  }
  if (/[\u0000-\u001f\u007f]/.test(apiKey)) {
    throw new UsageError(
      'GATEWAY_API_KEY contains a control character (such as a line break) that the `apikey` header cannot carry; check how the variable was set.',
    );
  }
  if (/[^\u0000-\u00ff]/.test(apiKey)) {
    throw new UsageError(
      'GATEWAY_API_KEY contains characters beyond Latin-1 that the `apikey` header cannot carry; check that the key was copied correctly.',
    );
  }
}

/**
 * A --url value as it may be printed: without user:password@, ?query or #fragment, even when the
 * value is not a URL at all (a malformed value is where credentials leak into error messages).
 */
export function printableUrl(raw: string): string {
  let text = raw;
  const cut = text.search(/[?#]/);
  if (cut !== -1) text = `${text.slice(0, cut)}${text[cut]}…`;
  const at = text.lastIndexOf('@');
  if (at !== -1) {
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
    text = `${scheme}…@${text.slice(at + 1)}`;
  }
  return text;
}

function parseUrl(raw: string): { url: string; basePath: string } {
  const shown = printableUrl(raw);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new UsageError(`--url "${shown}" is not a URL. Give the gateway's base address with its scheme, e.g. http://127.0.0.1:8080`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`--url "${shown}" must start with http:// or https://.`);
  }
  if (parsed.username || parsed.password) {
    throw new UsageError(
      '--url must not contain credentials (user:password@): they would be printed in reports. The gateway key goes in GATEWAY_API_KEY.',
    );
  }
  if (parsed.search || parsed.hash) {
    throw new UsageError(`--url "${shown}" must be a base address without ?query or #fragment.`);
  }
  const basePath = parsed.pathname.replace(/\/+$/, '');
  return { url: `${parsed.origin}${basePath}`, basePath };
}

/** Accepts +55 11 99999-9999, 5511999999999 or 5511999999999@s.whatsapp.net; returns digits. */
function normaliseRecipient(raw: string): string {
  const digits = raw.replace(/@s\.whatsapp\.net$/, '').replace(/[\s()+-]/g, '');
  if (!/^[1-9][0-9]{6,14}$/.test(digits)) {
    throw new UsageError(
      `--recipient "${raw}" is not a phone number: give the international number with country code, digits only (e.g. 5511999999999).`,
    );
  }
  return digits;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks inputs against the description's own parameter schemas (patterns, formats) and --only
 * against its operations, so that a typo is reported before anything is sent.
 * @returns the parsed --only list
 */
export function checkAgainstContract(
  options: RunOptions,
  document: OpenApiDocument,
  operations: readonly Operation[],
): OnlySelector[] | undefined {
  const parameter = (name: string) => operations.flatMap((op) => op.parameters).find((p) => p.name === name);
  const checks = [
    ['groupJid', 'group-jid', 'groupJid'],
    ['inviteCode', 'invite-code', 'inviteCode'],
    ['scheduleId', 'schedule-id', 'scheduleID'],
  ] as const;
  for (const [input, flag, param] of checks) {
    const value = options.inputs[input];
    const p = parameter(param);
    const schema = p && parameterSchema(document, p);
    if (value === undefined || !p || !schema) continue;
    const pattern = typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
    const badPattern = pattern !== undefined && !new RegExp(pattern, 'u').test(value);
    const badUuid = schema['format'] === 'uuid' && !UUID.test(value);
    if (badPattern || badUuid) {
      const example = p.example;
      const rule = pattern !== undefined ? `the pattern ${pattern}` : `the ${String(schema['format'])} format`;
      throw new UsageError(
        `--${flag} "${value}" does not match ${rule} the contract gives ${param}${example ? ` (e.g. ${String(example)})` : ''}.`,
      );
    }
  }
  if (!options.only) return undefined;
  const known = new Map(operations.map((op) => [op.operationId, op.responses.map((r) => r.status)]));
  return options.only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item): OnlySelector => {
      const [operationId = '', status] = item.split(':');
      const statuses = known.get(operationId);
      if (!statuses) {
        throw new UsageError(`--only: the contract has no operation "${operationId}". Operations: ${[...known.keys()].join(', ')}.`);
      }
      if (status !== undefined && !statuses.includes(status)) {
        throw new UsageError(`--only: ${operationId} documents no ${status} answer (it documents ${statuses.join(', ')}).`);
      }
      return status === undefined ? { operationId } : { operationId, status };
    });
}
