// Command-line flags and environment of msg-gateway-contract, checked before anything runs.
// The API key is read from GATEWAY_API_KEY only: a flag value would end up in shell history and
// in process lists (ps), so key-like flags are refused with an explanation. No message here
// repeats the key, and none repeats the credentials or query a malformed --url may carry.
import { parseArgs } from 'node:util';
import { listProfiles } from '@msg-gateway/openapi/profiles';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { type Operation, parameterSchema } from './description/contract.js';
import type { Inputs } from './plan/inputs.js';
import type { OnlySelector } from './plan/planner.js';
import { baseUrl, httpUrl } from './url.js';

export { printableUrl } from './url.js';

export const DEFAULT_TIMEOUT_S = 30;
/**
 * A healthy run takes seconds (about 2 s against the mock; a real gateway answers most requests in
 * well under a second, connect in about 2 s): 5 minutes is far above that, and below the 10-minute
 * job limit of the CI example, so a run that hangs still ends with its report.
 */
export const DEFAULT_DEADLINE_S = 300;

/** The shipped profiles with the release each describes, from the registry. */
const PROFILE_CHOICES = listProfiles()
  .map((p) => `${p.name} (${p.gatewayVersion})`)
  .join(', ');

export const HELP = `Usage: GATEWAY_API_KEY=<key> msg-gateway-contract --url <url> --instance <name> [options]
       msg-gateway-contract webhooks --receiver <url> [options]   (see msg-gateway-contract webhooks --help)

Checks a live Evolution API 2.1.1 gateway (or anything claiming to be one) against the
msg-gateway OpenAPI 3.1 contract. By default only operations that read are run.

Gateway (flag, or environment variable):
  --url <url>              base URL of the gateway                       GATEWAY_URL
  --instance <name>        an existing instance to test with             GATEWAY_INSTANCE
  GATEWAY_API_KEY          the API key (environment only, never a flag)

Descriptions (each answer is judged against the contract, and against these layered on it):
  --profile <name>         a gateway profile shipped with the toolkit: ${PROFILE_CHOICES}
                           (each the real gateway of that release); answers that meet only
                           the profile are "known deviation <id>"; requests are shaped by it
  --profile auto           read the gateway's GET / (its "version", no key sent, bounded by
                           --timeout and 10 s) and use the profile of that release; an unknown
                           version or an unreadable GET / is exit 2 with the known versions
  --overlay <file>         your own OpenAPI Overlay (YAML or JSON) on top of the profile, or
                           of the contract; repeatable, applied in order

Opt-ins (flags only):
  --allow-writes           also run operations that change state (profile, privacy,
                           presence, groups, schedules, connect, restart, logout)
  --allow-sends            also run operations that send a message (needs --recipient)
  --allow-calls-out <url>  also run operations during which the gateway itself calls this
                           service (x-calls-out, e.g. https://icanhazip.com); repeatable

Inputs (flag, or environment variable); checks that need a missing one are skipped:
  --recipient <number>     phone number that may receive test messages   GATEWAY_RECIPIENT
  --group-jid <jid>        a group of the instance, e.g. 1203...@g.us     GATEWAY_GROUP_JID
  --invite-code <code>     an invite code of a group (22 characters)      GATEWAY_INVITE_CODE
  --message-id <id>        id of a media message in the chat with the    GATEWAY_MESSAGE_ID
                           recipient (getBase64FromMediaMessage, markMessageAsRead)
  --schedule-id <uuid>     a schedule to update (else the one created)   GATEWAY_SCHEDULE_ID
  --sticker-url <url>      an image the gateway may download (sendSticker) GATEWAY_STICKER_URL
  --picture-url <url>      an image the gateway may download and set as  GATEWAY_PICTURE_URL
                           the profile picture (updateProfilePicture)
  --media-url <url>        an image the gateway may download and send    GATEWAY_MEDIA_URL
                           (sendMedia, under the 2.1.1 profile)
  --audio-url <url>        an audio file the gateway may download and    GATEWAY_AUDIO_URL
                           send (sendWhatsAppAudio, under the 2.1.1 profile)
                           Evolution API 2.1.1 appends ?timestamp=<ms> to these URLs, even after
                           a query, so a signed URL (...?X-Amz-Signature=...) stops working:
                           give an unsigned URL

Report:
  --junit <path>           also write a JUnit XML report (also when the run cannot check: exit 2)
  --only <list>            comma-separated operationIds, operationId:<check> (success, no-key,
                           unknown-instance, invalid-request) or operationId:<status>

Bounds:
  --timeout <seconds>      limit for each request, end to end: headers and the whole
                           body (default ${DEFAULT_TIMEOUT_S}); a body over 1 MB is a failure
                           and is not read further
  --deadline <seconds>     limit for the whole run (default ${DEFAULT_DEADLINE_S}); checks not run by
                           then are listed as not checked, exit 2

Other:
  --dry-run                print what would run and what would be skipped; send nothing
  --verbose                also print Dredd's own output (key redacted; lines clipped at 4,000
                           characters, 4 MiB a run, what was cut said)
  -v, --version            print the version
  -h, --help               this help

Before the checks, the instance's connection state is read; if it is not open, checks that
need a connected WhatsApp account are reported "not checked" (exit code unaffected). A connected
instance is never logged out. After the checks, the run puts back what its writes changed (a
logout after its own connect, the privacy settings) and reads the state again.

Exit codes: 0 nothing failed; 1 the gateway broke the contract; 2 the run could not check the
gateway (bad flags, unreadable overlay, unreachable gateway, unknown instance, --url not the
gateway's base address, hooks not loaded, nothing checked, deadline passed, gateway stopped
answering, interrupted) or could not leave the instance as it found it.`;

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
  'sticker-url': { type: 'string' },
  'picture-url': { type: 'string' },
  'media-url': { type: 'string' },
  'audio-url': { type: 'string' },
  'allow-calls-out': { type: 'string', multiple: true },
  profile: { type: 'string' },
  overlay: { type: 'string', multiple: true },
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

type StringFlag =
  | 'url'
  | 'instance'
  | 'group-jid'
  | 'invite-code'
  | 'message-id'
  | 'recipient'
  | 'schedule-id'
  | 'sticker-url'
  | 'picture-url'
  | 'media-url'
  | 'audio-url';

const ENV_INPUTS: Record<StringFlag, string> = {
  url: 'GATEWAY_URL',
  instance: 'GATEWAY_INSTANCE',
  'group-jid': 'GATEWAY_GROUP_JID',
  'invite-code': 'GATEWAY_INVITE_CODE',
  'message-id': 'GATEWAY_MESSAGE_ID',
  recipient: 'GATEWAY_RECIPIENT',
  'schedule-id': 'GATEWAY_SCHEDULE_ID',
  'sticker-url': 'GATEWAY_STICKER_URL',
  'picture-url': 'GATEWAY_PICTURE_URL',
  'media-url': 'GATEWAY_MEDIA_URL',
  'audio-url': 'GATEWAY_AUDIO_URL',
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
  /** Origins of the services the gateway may call while serving a check (`--allow-calls-out`). */
  allowCallsOut: string[];
  /** A profile shipped with the toolkit (`evolution-2.1.1`). */
  profile: string | undefined;
  /** Team overlay files, in the order given (relative to the run's directory). */
  overlays: string[];
  junit: string | undefined;
  only: string | undefined;
  /** Limit of each request, end to end. */
  timeoutMs: number;
  /** Limit of the whole run. */
  deadlineMs: number;
  dryRun: boolean;
  verbose: boolean;
}

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  /** `warnings` go to stderr before the run (e.g. a deprecated flag and what to use instead). */
  | { kind: 'run'; options: RunOptions; warnings: string[] };

export type Env = Readonly<Record<string, string | undefined>>;

/** The key as the runner sends it: GATEWAY_API_KEY without surrounding whitespace. */
export const apiKeyOf = (env: Env): string => (env['GATEWAY_API_KEY'] ?? '').trim();

export function parseCommand(argv: readonly string[], env: Env): Command {
  refuseKeyFlag(argv);
  const values = parseFlags(argv);
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const pick = (name: StringFlag): string | undefined => {
    const value = values[name] ?? env[ENV_INPUTS[name]];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const { url, instance } = gatewayOf(pick);
  const dryRun = values['dry-run'] === true;
  const apiKey = apiKeyOf(env);
  if (!dryRun) checkApiKey(apiKey);
  const warnings: string[] = [];
  const inputs = inputsOf(pick, values['allow-sends'] === true, warnings);
  const profile = profileOf(values.profile, values.baseline, warnings);
  return {
    kind: 'run',
    warnings,
    options: {
      ...baseUrl(url, '--url', "the gateway's base address", 'http://127.0.0.1:8080'),
      instance,
      apiKey,
      inputs,
      allowWrites: values['allow-writes'] === true,
      allowSends: values['allow-sends'] === true,
      allowCallsOut: (values['allow-calls-out'] ?? []).map(callsOutOrigin),
      profile,
      overlays: values.overlay ?? [],
      junit: values.junit,
      only: values.only,
      timeoutMs: seconds('--timeout', values.timeout, DEFAULT_TIMEOUT_S, 3600),
      deadlineMs: seconds('--deadline', values.deadline, DEFAULT_DEADLINE_S, 86_400),
      dryRun,
      verbose: values.verbose === true,
    },
  };
}

type Pick = (name: StringFlag) => string | undefined;

function refuseKeyFlag(argv: readonly string[]): void {
  const keyFlag = argv.find((arg) => KEY_FLAG.test(arg));
  if (!keyFlag) return;
  const name = keyFlag.split('=')[0];
  throw new UsageError(
    `${name} is refused: a key given on the command line ends up in shell history and in process lists. ` +
      'Put it in the GATEWAY_API_KEY environment variable instead, e.g. `read -rs GATEWAY_API_KEY && export GATEWAY_API_KEY`, ' +
      `or in CI \`env: GATEWAY_API_KEY: ${CI_SECRET}\`.`,
  );
}

/** --url and --instance (or their variables), both required. */
function gatewayOf(pick: Pick): { url: string; instance: string } {
  const url = pick('url');
  const instance = pick('instance');
  if (url === undefined || instance === undefined) {
    const missing = [
      url === undefined ? '--url <url> (or GATEWAY_URL)' : null,
      instance === undefined ? '--instance <name> (or GATEWAY_INSTANCE)' : null,
    ];
    throw new UsageError(
      `Missing ${missing.filter(Boolean).join(' and ')}. Example: GATEWAY_API_KEY=... msg-gateway-contract --url http://127.0.0.1:8080 --instance my-instance`,
    );
  }
  checkInstance(instance);
  return { url, instance };
}

/** The inputs given (flag or variable), each checked; --allow-sends needs a recipient. */
function inputsOf(pick: Pick, allowSends: boolean, warnings: string[]): Inputs {
  const rawRecipient = pick('recipient');
  const recipient = rawRecipient === undefined ? undefined : normaliseRecipient(rawRecipient);
  if (allowSends && !recipient) {
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
  input('stickerUrl', downloadUrl('--sticker-url', pick('sticker-url'), warnings));
  input('pictureUrl', downloadUrl('--picture-url', pick('picture-url'), warnings));
  input('mediaUrl', downloadUrl('--media-url', pick('media-url'), warnings));
  input('audioUrl', downloadUrl('--audio-url', pick('audio-url'), warnings, 'an audio file the gateway may download'));
  return inputs;
}

function parseFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    // Node's messages quote the argument; keep only the flag name in case a value follows "=".
    throw new UsageError(`${(error as Error).message.replace(/(--[\w-]+)=\S*/g, '$1')}\nRun msg-gateway-contract --help for the flags.`);
  }
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
function checkApiKey(apiKey: string): void {
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
 * An image URL the gateway will download: http(s), without credentials (Dredd prints request
 * bodies). One with a query gets a warning (which never repeats the query: it may be a signature):
 * 2.1.1 appends `?timestamp=<ms>` to it, so the gateway downloads another URL than the one given.
 */
function downloadUrl(
  flag: string,
  raw: string | undefined,
  warnings: string[],
  what = 'an image the gateway may download',
): string | undefined {
  if (raw === undefined) return undefined;
  const url = httpUrl(raw, flag, what, 'https://cdn.example.com/test/sticker.webp');
  if (url.search !== '') {
    warnings.push(
      `${flag} has a query: Evolution API 2.1.1 appends ?timestamp=<ms> to the URL it downloads, even after a query, so a signed URL (…?X-Amz-Signature=…) stops working and the check fails for that reason. Give an unsigned URL.`,
    );
  }
  return url.href;
}

/** A service the user lets the gateway call, as its origin (checked against the description's x-calls-out in the run). */
function callsOutOrigin(raw: string): string {
  return httpUrl(raw.trim(), '--allow-calls-out', 'a service the gateway calls', 'https://icanhazip.com').origin;
}

/**
 * --profile, or the --baseline alias it replaces (one release): `--baseline evolution-2.1.1` warns
 * and behaves like `--profile evolution-2.1.1`; a deviations file is refused, since deviations are
 * OpenAPI Overlays now.
 */
function profileOf(profile: string | undefined, baseline: string | undefined, warnings: string[]): string | undefined {
  if (baseline === undefined) return profile;
  const name = baseline.replace(/\.ya?ml$/, '');
  if (/[\\/]/.test(baseline) || !/^[a-z0-9][a-z0-9.-]*$/.test(name) || /\.(ya?ml|json)$/.test(baseline)) {
    throw new UsageError(
      `--baseline ${baseline}: deviations files are no longer read. Deviations are OpenAPI Overlays now: ` +
        'give your own as --overlay FILE (an Overlay 1.0 document whose actions carry x-id, x-contract, x-gateway, x-source), ' +
        'on top of --profile evolution-2.1.1 for a 2.1.1 gateway.',
    );
  }
  if (profile !== undefined && profile !== name) {
    throw new UsageError(`--baseline ${baseline} and --profile ${profile} disagree: give --profile only.`);
  }
  warnings.push(`--baseline ${baseline} is deprecated and will be removed in the next release: use --profile ${name} instead.`);
  return name;
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

const ONLY_CHECKS = ['success', 'no-key', 'unknown-instance', 'invalid-request', 'other'];

/**
 * Checks inputs against the contract's own parameter schemas (patterns, formats) and --only
 * against the operations the run checks, so that a typo is reported before anything is sent.
 * @returns the parsed --only list
 */
export function checkAgainstContract(
  options: RunOptions,
  document: OpenApiDocument,
  operations: readonly Operation[],
  /** The operations the run checks (default: `operations`). */
  checked: readonly string[] = operations.map((op) => op.operationId),
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
  const known = new Set(checked);
  return options.only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item): OnlySelector => {
      const [operationId = '', check] = item.split(':');
      if (!known.has(operationId)) {
        throw new UsageError(`--only: no operation "${operationId}" is checked. Operations: ${[...known].join(', ')}.`);
      }
      if (check !== undefined && !ONLY_CHECKS.includes(check) && !/^[1-5]\d\d$/.test(check)) {
        throw new UsageError(`--only ${item}: after the colon give a check (${ONLY_CHECKS.join(', ')}) or a status such as 404.`);
      }
      return check === undefined ? { operationId } : { operationId, check };
    });
}
