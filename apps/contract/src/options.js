// Command-line flags and environment of msg-gateway-contract, checked before anything runs.
// The API key is read from GATEWAY_API_KEY only: a flag value would end up in shell history and
// in process lists (ps), so key-like flags are refused with an explanation.
import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';

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
  --timeout <seconds>      per-request timeout (default 30)
  --dry-run                print what would run and what would be skipped; send nothing
  --verbose                also print Dredd's own output (key redacted)
  -v, --version            print the version
  -h, --help               this help

Exit codes: 0 nothing failed; 1 the gateway broke the contract; 2 the run could not check the
gateway (bad flags, unreachable gateway, hooks not loaded, nothing checked).`;

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
  'dry-run': { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
};

const ENV_INPUTS = {
  url: 'GATEWAY_URL',
  instance: 'GATEWAY_INSTANCE',
  'group-jid': 'GATEWAY_GROUP_JID',
  'invite-code': 'GATEWAY_INVITE_CODE',
  'message-id': 'GATEWAY_MESSAGE_ID',
  recipient: 'GATEWAY_RECIPIENT',
  'schedule-id': 'GATEWAY_SCHEDULE_ID',
};

/**
 * @param {string[]} argv arguments after the script name
 * @param {NodeJS.ProcessEnv} env
 * @returns {{help: true} | {version: true} | RunOptions}
 */
export function parseOptions(argv, env = process.env) {
  const keyFlag = argv.find((arg) => KEY_FLAG.test(arg));
  if (keyFlag) {
    const name = keyFlag.split('=')[0];
    throw new UsageError(
      `${name} is refused: a key given on the command line ends up in shell history and in process lists. ` +
        'Put it in the GATEWAY_API_KEY environment variable instead, e.g. `read -rs GATEWAY_API_KEY && export GATEWAY_API_KEY`, or in CI `env: GATEWAY_API_KEY: ${{ secrets.GATEWAY_API_KEY }}`.',
    );
  }
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    // Node's messages quote the argument; keep only the flag name in case a value follows "=".
    throw new UsageError(`${error.message.replace(/(--[\w-]+)=\S*/g, '$1')}\nRun msg-gateway-contract --help for the flags.`);
  }
  if (values.help) return { help: true };
  if (values.version) return { version: true };

  const pick = (name) => {
    const value = values[name] ?? env[ENV_INPUTS[name]];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };

  const rawUrl = pick('url');
  const instance = pick('instance');
  const missing = [];
  if (!rawUrl) missing.push('--url <url> (or GATEWAY_URL)');
  if (!instance) missing.push('--instance <name> (or GATEWAY_INSTANCE)');
  if (missing.length) {
    throw new UsageError(`Missing ${missing.join(' and ')}. Example: GATEWAY_API_KEY=... msg-gateway-contract --url http://127.0.0.1:8080 --instance my-instance`);
  }
  if (/[/?#\s]/.test(instance)) throw new UsageError(`--instance "${instance}" is not an instance name: it must not contain /, ?, # or spaces.`);

  const apiKey = (env.GATEWAY_API_KEY ?? '').trim();
  if (!values['dry-run'] && apiKey === '') {
    throw new UsageError(
      'GATEWAY_API_KEY is not set. The gateway needs its API key in the `apikey` header; give it through the environment, e.g. `GATEWAY_API_KEY=... msg-gateway-contract ...` (never as a flag).',
    );
  }

  let timeoutSeconds = 30;
  if (values.timeout !== undefined) {
    timeoutSeconds = Number(values.timeout);
    if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds > 3600) {
      throw new UsageError(`--timeout "${values.timeout}" is not a number of seconds between 0 and 3600.`);
    }
  }

  const recipient = pick('recipient') === undefined ? undefined : normaliseRecipient(pick('recipient'));
  if (values['allow-sends'] && !recipient) {
    throw new UsageError('--allow-sends needs --recipient <number>: the phone number that may receive the test messages (never a number from the examples).');
  }

  return {
    ...parseUrl(rawUrl),
    instance,
    apiKey,
    inputs: {
      groupJid: pick('group-jid'),
      inviteCode: pick('invite-code'),
      messageId: pick('message-id'),
      recipient,
      scheduleId: pick('schedule-id'),
    },
    allowWrites: Boolean(values['allow-writes']),
    allowSends: Boolean(values['allow-sends']),
    baseline: values.baseline,
    junit: values.junit,
    only: values.only,
    timeoutMs: Math.round(timeoutSeconds * 1000),
    dryRun: Boolean(values['dry-run']),
    verbose: Boolean(values.verbose),
  };
}

/** @returns {{url: string, basePath: string}} url without a trailing slash */
function parseUrl(raw) {
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    throw new UsageError(`--url "${raw}" is not a URL. Give the gateway's base address with its scheme, e.g. http://127.0.0.1:8080`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`--url "${raw}" must start with http:// or https://.`);
  }
  if (parsed.username || parsed.password) {
    throw new UsageError('--url must not contain credentials (user:password@): they would be printed in reports. The gateway key goes in GATEWAY_API_KEY.');
  }
  if (parsed.search || parsed.hash) {
    throw new UsageError(`--url "${raw}" must be a base address without ?query or #fragment.`);
  }
  const basePath = parsed.pathname.replace(/\/+$/, '');
  return { url: `${parsed.origin}${basePath}`, basePath };
}

/** Accepts +55 11 99999-9999, 5511999999999 or 5511999999999@s.whatsapp.net; returns digits. */
function normaliseRecipient(raw) {
  const digits = raw.replace(/@s\.whatsapp\.net$/, '').replace(/[\s()+-]/g, '');
  if (!/^[1-9][0-9]{6,14}$/.test(digits)) {
    throw new UsageError(`--recipient "${raw}" is not a phone number: give the international number with country code, digits only (e.g. 5511999999999).`);
  }
  return digits;
}

/**
 * Checks inputs against the contract's own parameter schemas (patterns, formats) and --only
 * against its operations, so that a typo is reported before anything is sent.
 * @param {RunOptions} options
 * @param {import('./contract.js').Operation[]} operations
 * @returns {{operationId: string, status?: string}[] | undefined} the parsed --only list
 */
export function checkAgainstContract(options, operations) {
  const parameter = (name) => operations.flatMap((op) => op.parameters).find((p) => p.name === name);
  const checks = [
    ['groupJid', 'group-jid', 'groupJid'],
    ['inviteCode', 'invite-code', 'inviteCode'],
    ['scheduleId', 'schedule-id', 'scheduleID'],
  ];
  for (const [input, flag, param] of checks) {
    const value = options.inputs[input];
    const schema = parameter(param)?.schema;
    if (value === undefined || !schema) continue;
    const badPattern = schema.pattern && !new RegExp(schema.pattern, 'u').test(value);
    const badUuid = schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
    if (badPattern || badUuid) {
      const example = parameter(param).example;
      const rule = schema.pattern ? `the pattern ${schema.pattern}` : `the ${schema.format} format`;
      throw new UsageError(`--${flag} "${value}" does not match ${rule} the contract gives ${param}${example ? ` (e.g. ${example})` : ''}.`);
    }
  }
  if (!options.only) return undefined;
  const known = new Map(operations.map((op) => [op.operationId, op.responses.map((r) => r.status)]));
  return options.only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const [operationId, status] = item.split(':');
      if (!known.has(operationId)) {
        throw new UsageError(`--only: the contract has no operation "${operationId}". Operations: ${[...known.keys()].join(', ')}.`);
      }
      if (status !== undefined && !known.get(operationId).includes(status)) {
        throw new UsageError(`--only: ${operationId} documents no ${status} answer (it documents ${known.get(operationId).join(', ')}).`);
      }
      return status === undefined ? { operationId } : { operationId, status };
    });
}

/**
 * @typedef {object} RunOptions
 * @property {string} url base URL without a trailing slash
 * @property {string} basePath path part of the URL ('' for none)
 * @property {string} instance
 * @property {string} apiKey
 * @property {{groupJid?: string, inviteCode?: string, messageId?: string, recipient?: string, scheduleId?: string}} inputs
 * @property {boolean} allowWrites
 * @property {boolean} allowSends
 * @property {string} [baseline]
 * @property {string} [junit]
 * @property {string} [only]
 * @property {number} timeoutMs
 * @property {boolean} dryRun
 * @property {boolean} verbose
 */
