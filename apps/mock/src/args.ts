// Command-line and environment parsing for msg-gateway-mock. Pure (no I/O but a file-exists check and
// reading the contract's webhook event names), so every rule and message is unit-tested without
// starting anything. Flags win over PORT, HOST, MOCK_PROFILE and MOCK_WEBHOOK_URL.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getProfile } from '@msg-gateway/openapi/profiles';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { ANY_ORIGIN_REFUSED, MAX_PAIR_AFTER_MS } from './check-options.js';
import { CLOCK_MODES, type ClockMode, MAX_ADVANCE_MS } from './common/clock.js';
import { normalisedHostname } from './common/loopback.js';
import { knownProfiles, unknownProfileMessage } from './common/profiles.js';
import { CONTRACT_HOME } from './gateways/index.js';
import { MAX_DELAY_MS, parseDelay } from './server/answer/prefer.js';
import { CODE_CACHE_VARIABLE, codeCacheModeProblem } from './server/prism/cached-script.js';
import { DEFAULT_HOST, DEFAULT_PORT } from './start.js';
import { ACK_MODES, ACK_MODES_TEXT, type AcksMode, DEFAULT_ACKS } from './twin/acks.js';
import { DEFAULT_PAIR_AFTER_MS } from './twin/lifecycle.js';
import { parseRoster } from './twin/roster.js';
import { contractCatalogue } from './webhooks/catalogue.js';
import {
  checkEvents,
  checkHeaderLine,
  checkRetries,
  checkTimeout,
  checkUrl,
  DEFAULT_WEBHOOK_RETRIES,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  MAX_WEBHOOK_RETRIES,
  MAX_WEBHOOK_TIMEOUT_MS,
  type WebhookOptions,
} from './webhooks/settings.js';

/** The gateway the contract is the interface of (gateways/index.ts), as people name it: "Evolution API 2.1.1". */
const CONTRACT_GATEWAY = `Evolution API ${getProfile(CONTRACT_HOME).gatewayVersion}`;

export const USAGE = `Usage: msg-gateway-mock [options]

Serve the msg-gateway OpenAPI contract (${CONTRACT_GATEWAY}'s interface), or a gateway profile, as a mock gateway.

Options:
  -p, --port <n>          port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)     env PORT
      --host <addr>       address to bind (default ${DEFAULT_HOST})                       env HOST
      --profile <name>    serve a gateway profile, not the contract (${knownProfiles().join(', ')})  env MOCK_PROFILE
      --spec <path>       serve another OpenAPI document (JSON or YAML); reloaded when it changes
      --overlay <file>    apply an OpenAPI Overlay on top (repeatable, applied in order)
      --dynamic           generate bodies from the schemas instead of serving the examples
      --seed <s>          make generated bodies, message ids and --fail-rate repeatable
      --delay <ms>        wait before every answer (0 to ${MAX_DELAY_MS}; per request: Prefer: delay=<ms>)
      --fail-rate <0..1>  answer this share of requests 503, for chaos runs
      --log <format>      request log on stderr: text (default), json (one object per line), off
      --verbose           the text log, with each request's headers (key redacted) and webhook retries
      --ready-json        print the ready line as JSON ({"url","port","pid","profile"}); the prose line goes to stderr
      --ready-file <path> when ready, write that JSON to this file (atomically); removed when the mock stops

The gateway's state (a twin of the gateway served: instances, keys, the connection lifecycle, chats):
      --instances <list>     instances at start: * (any name, open; default), none, or name[:state],…
                             e.g. shop-42,hq:close,x:connecting                  env MOCK_INSTANCES
      --api-key <key>        enforce this global key (an instance's own token opens its routes);
                             unset: any non-empty key works                       env MOCK_API_KEY
      --pair-after <ms>      a connecting instance pairs after this long (default ${DEFAULT_PAIR_AFTER_MS}), or never
      --clock manual         a test clock: twin time (timestamps, a delete settling, a pairing) stands
                             still until POST /__mock/clock {"advance": ms} moves it (at most ${MAX_ADVANCE_MS} a
                             call; default real: wall time)
      --acks <mode>          receipts of a send to an ordinary number: none (stays PENDING; default),
                             sent, delivered, read (that far at once, a messages.update each), or
                             manual (a test steps them: POST /__mock/instances/{name}/messages/{id}/receipts)
      --state <file.json>    a starting world: instances, chats, messages, contacts, groups
      --whatsapp offline     WhatsApp cannot be reached: no QR code, nothing pairs (default online)
      --license unlicensed   a gateway with a licence gate starts not activated: every business route
                             answers 503 LICENSE_REQUIRED until activated (default activated; docs/licence.md)
      --cors-origin <origin> let pages of this origin use the mock (loopback origins always can; repeatable;
                             * is refused: name each origin). Pages of other origins are refused 403.
      --allowed-host <host>  answer requests naming this Host too, e.g. mock for http://mock:4010 in a
                             container (repeatable). Only localhost, 127.x, [::1] and the --host
                             address are answered otherwise (403: DNS rebinding)   env MOCK_ALLOWED_HOSTS
      --errors-webhook-url <url>  POST every error answer there as the gateway's "error" event (its key redacted)

Webhooks (every instance delivers here unless it sets its own with POST /webhook/set/{instance}):
      --webhook-url <url>        POST events to this http(s) URL             env MOCK_WEBHOOK_URL
      --webhook-events <list>    subscribed events, e.g. MESSAGES_UPSERT,SEND_MESSAGE (default: all of them)
      --webhook-by-events        POST each event to <url>/<event>, e.g. <url>/messages-upsert
      --webhook-header <h>       'Name: value' sent with every delivery (repeatable)
      --webhook-timeout <ms>     time limit of one attempt (default ${DEFAULT_WEBHOOK_TIMEOUT_MS}, at most ${MAX_WEBHOOK_TIMEOUT_MS})
      --webhook-retries <n>      attempts after a failed one (default ${DEFAULT_WEBHOOK_RETRIES}, at most ${MAX_WEBHOOK_RETRIES})
      --allow-webhook-host <h>   also deliver to this host (repeatable). Webhooks go only to this
                                 machine otherwise (localhost, 127.x, [::1]): other targets are refused,
                                 here and at POST /webhook/set            env MOCK_ALLOW_WEBHOOK_HOSTS
      --allow-any-webhook-target deliver webhooks to any host

  -h, --help              show this help
      --version           print the version

Commands:
  msg-gateway-mock trigger <EVENT> [--instance <name>] [--data <file.json>] [--url <mock URL>]
                          make a running mock deliver one event (msg-gateway-mock trigger --help)

Every request needs an 'apikey' header: any non-empty value, or with --api-key that key (or the
instance's own token). The control API for tests in another process is under /__mock/; the phone
page (instances, QR codes, chats, webhook deliveries, live) is http://127.0.0.1:<port>/__mock/ui/.
Per request: 'Prefer: code=404', 'Prefer: example=<name>', 'Prefer: dynamic=true', 'Prefer: code=503',
'Prefer: delay=2000'.
Flags win over environment variables. Stop with Ctrl-C (SIGINT), SIGTERM or SIGHUP.`;

const OPTIONS = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  profile: { type: 'string' },
  spec: { type: 'string' },
  overlay: { type: 'string', multiple: true },
  dynamic: { type: 'boolean' },
  seed: { type: 'string' },
  delay: { type: 'string' },
  'fail-rate': { type: 'string' },
  log: { type: 'string' },
  verbose: { type: 'boolean' },
  'ready-json': { type: 'boolean' },
  'ready-file': { type: 'string' },
  instances: { type: 'string' },
  'api-key': { type: 'string' },
  'pair-after': { type: 'string' },
  clock: { type: 'string' },
  acks: { type: 'string' },
  state: { type: 'string' },
  whatsapp: { type: 'string' },
  license: { type: 'string' },
  'cors-origin': { type: 'string', multiple: true },
  'allowed-host': { type: 'string', multiple: true },
  'allow-webhook-host': { type: 'string', multiple: true },
  'allow-any-webhook-target': { type: 'boolean' },
  'errors-webhook-url': { type: 'string' },
  'webhook-url': { type: 'string' },
  'webhook-events': { type: 'string' },
  'webhook-by-events': { type: 'boolean' },
  'webhook-header': { type: 'string', multiple: true },
  'webhook-timeout': { type: 'string' },
  'webhook-retries': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

const LOG_FORMATS = ['text', 'json', 'off'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface RunOptions {
  port: number;
  host: string;
  /** A gateway profile to serve (e.g. evolution-2.1.1); undefined for the contract or a spec. */
  profile: string | undefined;
  /** Absolute path of the spec to serve; undefined for the bundled contract or a profile. */
  spec: string | undefined;
  /** Absolute paths of overlays to apply, in order. */
  overlays: string[];
  dynamic: boolean;
  seed: string | undefined;
  /** Milliseconds before every answer. */
  delay: number;
  /** Share of requests answered 503. */
  failRate: number;
  log: LogFormat;
  /** --verbose: the text log with request headers (key redacted) and webhook retries. */
  verbose: boolean;
  /** The webhook to deliver events to; undefined without --webhook-url (or MOCK_WEBHOOK_URL). */
  webhook: WebhookOptions | undefined;
  /** --instances as given (checked): '*', 'none' or a list. */
  instances: string;
  /** --api-key (or MOCK_API_KEY): the gateway's global key; undefined accepts any key. */
  apiKey: string | undefined;
  pairAfter: number | 'never';
  /** --clock: the twin's time, real (wall time) or manual (a test clock moved by POST /__mock/clock). */
  clock: ClockMode;
  /** --acks: how receipts of a send to an ordinary number move. */
  acks: AcksMode;
  /** Absolute path of a --state file. */
  state: string | undefined;
  whatsapp: 'online' | 'offline';
  /** --license: the licence at start of a gateway with a licence gate (activated unless unlicensed). */
  license: 'activated' | 'unlicensed';
  corsOrigins: string[];
  /** --allowed-host (or MOCK_ALLOWED_HOSTS): Host names answered besides loopback ones. */
  allowedHosts: string[];
  /** --allow-webhook-host (or MOCK_ALLOW_WEBHOOK_HOSTS): hosts webhooks may go to besides loopback ones. */
  webhookHosts: string[];
  /** --allow-any-webhook-target. */
  anyWebhookTarget: boolean;
  /** --errors-webhook-url: where every error answer is reported, as 2.1.1's errors webhook. */
  errorsWebhook: string | undefined;
  /** --ready-json: the ready line as JSON on stdout. */
  readyJson: boolean;
  /** --ready-file: an absolute path to write the ready JSON to. */
  readyFile: string | undefined;
}

export type CliRequest = { kind: 'help' } | { kind: 'version' } | ({ kind: 'run' } & RunOptions);

/** What the command line asks for; throws UsageError (exit 2) with a message saying what to fix. */
export function parseCli(argv: string[], env: Record<string, string | undefined> = {}): CliRequest {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    throw new UsageError(describeParseError(error instanceof Error ? error.message : String(error)));
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const codeCache = codeCacheModeProblem(env[CODE_CACHE_VARIABLE]);
  if (codeCache) throw new UsageError(codeCache);

  const port = values.port !== undefined ? parsePort(values.port, '--port') : env['PORT'] ? parsePort(env['PORT'], 'PORT') : DEFAULT_PORT;
  const host = values.host !== undefined ? parseHost(values.host, '--host') : env['HOST'] ? parseHost(env['HOST'], 'HOST') : DEFAULT_HOST;

  if (values.seed !== undefined && values.seed.trim() === '') {
    throw new UsageError('--seed needs a value, e.g. --seed 1.');
  }
  const spec = values.spec === undefined ? undefined : parseFile(values.spec, '--spec');
  if (values.profile !== undefined && spec !== undefined) {
    throw new UsageError(
      '--profile and --spec cannot be combined: a profile is a description of its own. Add your changes to it with --overlay.',
    );
  }
  // Flags win: --spec serves that file whatever MOCK_PROFILE says.
  const profile =
    values.profile !== undefined
      ? parseProfile(values.profile, '--profile')
      : spec === undefined && env['MOCK_PROFILE']
        ? parseProfile(env['MOCK_PROFILE'], 'MOCK_PROFILE')
        : undefined;
  return {
    kind: 'run',
    port,
    host,
    profile,
    spec,
    overlays: (values.overlay ?? []).map((file) => parseFile(file, '--overlay')),
    dynamic: values.dynamic ?? false,
    seed: values.seed,
    delay: values.delay === undefined ? 0 : parseDelayFlag(values.delay),
    failRate: values['fail-rate'] === undefined ? 0 : parseFailRate(values['fail-rate']),
    ...parseLogging(values.log, values.verbose ?? false),
    webhook: parseWebhook(values, env),
    ...parseTwin(values, env),
    ...parseDoors(values, env),
    readyJson: values['ready-json'] ?? false,
    readyFile: values['ready-file'] === undefined ? undefined : parseReadyFile(values['ready-file']),
  };
}

/** --ready-file: a file to create in a folder that exists (a folder given is refused). */
function parseReadyFile(raw: string): string {
  const path = resolve(raw);
  const folder = dirname(path);
  let ok = false;
  try {
    ok = statSync(folder).isDirectory() && !(statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false);
  } catch {
    ok = false;
  }
  if (raw.trim() === '' || !ok) {
    throw new UsageError(`--ready-file needs a file path in a folder that exists, e.g. --ready-file /tmp/mock-ready.json; got "${raw}".`);
  }
  return path;
}

/** Who may reach the mock, and where it may send: --allowed-host, --allow-webhook-host, --allow-any-webhook-target. */
function parseDoors(
  values: Values,
  env: Record<string, string | undefined>,
): Pick<RunOptions, 'allowedHosts' | 'webhookHosts' | 'anyWebhookTarget'> {
  const hosts = (flag: 'allowed-host' | 'allow-webhook-host', variable: string): string[] => {
    const given = values[flag] ?? (env[variable] ? (env[variable] as string).split(',').filter((h) => h.trim() !== '') : []);
    const source = values[flag] !== undefined ? `--${flag}` : variable;
    return given.map((raw) => {
      const host = normalisedHostname(raw);
      if (host === undefined) {
        throw new UsageError(
          `${source} "${raw}" is not a host name or address: give it without scheme, port or path, e.g. mock or 10.0.0.5.`,
        );
      }
      return host;
    });
  };
  return {
    allowedHosts: hosts('allowed-host', 'MOCK_ALLOWED_HOSTS'),
    webhookHosts: hosts('allow-webhook-host', 'MOCK_ALLOW_WEBHOOK_HOSTS'),
    anyWebhookTarget: values['allow-any-webhook-target'] ?? false,
  };
}

/** The twin's flags: which instances exist, the key, pairing, a state file, the network, CORS origins. */
function parseTwin(
  values: Values,
  env: Record<string, string | undefined>,
): Pick<
  RunOptions,
  'instances' | 'apiKey' | 'pairAfter' | 'clock' | 'acks' | 'state' | 'whatsapp' | 'license' | 'corsOrigins' | 'errorsWebhook'
> {
  const instances = values.instances ?? env['MOCK_INSTANCES'] ?? '*';
  try {
    parseRoster(instances);
  } catch (error) {
    throw new UsageError(
      `${values.instances !== undefined ? '--instances' : 'MOCK_INSTANCES'}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const apiKey = values['api-key'] ?? (env['MOCK_API_KEY'] || undefined);
  if (apiKey !== undefined && (apiKey.trim() === '' || /[\r\n]/.test(apiKey))) {
    throw new UsageError(
      `${values['api-key'] !== undefined ? '--api-key' : 'MOCK_API_KEY'} needs a key without spaces around it or line breaks.`,
    );
  }
  const whatsapp = values.whatsapp ?? 'online';
  if (whatsapp !== 'online' && whatsapp !== 'offline') {
    throw new UsageError(
      `--whatsapp is online (the default: QR codes, pairing) or offline (WhatsApp cannot be reached), got "${whatsapp}".`,
    );
  }
  const license = values.license ?? 'activated';
  if (license !== 'activated' && license !== 'unlicensed') {
    throw new UsageError(
      `--license is activated (the default: a gateway with a licence gate answers every route) or unlicensed (every business route answers 503 LICENSE_REQUIRED), got "${license}".`,
    );
  }
  for (const origin of values['cors-origin'] ?? []) {
    if (origin === '*') throw new UsageError(`--cors-origin * ${ANY_ORIGIN_REFUSED}`);
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new UsageError(
        `--cors-origin "${origin}" is not an origin: write it as the browser sends it, scheme://host[:port], e.g. http://192.168.1.20:5173.`,
      );
    }
  }
  return {
    instances,
    apiKey,
    pairAfter: values['pair-after'] === undefined ? DEFAULT_PAIR_AFTER_MS : parsePairAfter(values['pair-after']),
    clock: values.clock === undefined ? 'real' : parseClock(values.clock),
    acks: values.acks === undefined ? DEFAULT_ACKS : parseAcks(values.acks),
    state: values.state === undefined ? undefined : parseFile(values.state, '--state'),
    whatsapp,
    license,
    corsOrigins: values['cors-origin'] ?? [],
    errorsWebhook: values['errors-webhook-url'] === undefined ? undefined : errorsUrl(values['errors-webhook-url']),
  };
}

function errorsUrl(raw: string): string {
  const checked = checkUrl(raw);
  if (!checked.ok) throw new UsageError(`--errors-webhook-url: ${checked.message}`);
  return checked.value;
}

function parsePairAfter(raw: string): number | 'never' {
  const text = raw.trim();
  if (text === 'never') return 'never';
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms > MAX_PAIR_AFTER_MS) {
    throw new UsageError(
      `--pair-after is the milliseconds until a connecting instance pairs (0 to ${MAX_PAIR_AFTER_MS}) or "never", got "${raw}".`,
    );
  }
  return ms;
}

function parseClock(raw: string): ClockMode {
  const mode = CLOCK_MODES.find((m) => m === raw.trim().toLowerCase());
  if (!mode) {
    throw new UsageError(
      `--clock is real (the default: wall time) or manual (a test clock that moves only when POST /__mock/clock advances it), got "${raw}".`,
    );
  }
  return mode;
}

function parseAcks(raw: string): AcksMode {
  const mode = ACK_MODES.find((m) => m === raw.trim().toLowerCase());
  if (!mode) throw new UsageError(`--acks is ${ACK_MODES_TEXT}; got "${raw}".`);
  return mode;
}

function parseLogging(log: string | undefined, verbose: boolean): Pick<RunOptions, 'log' | 'verbose'> {
  const format = log === undefined ? 'text' : parseLog(log);
  if (verbose && format === 'off') throw new UsageError('--verbose adds detail to the log; it cannot be combined with --log off.');
  return { log: format, verbose };
}

type Values = ReturnType<typeof parse>['values'];
const WEBHOOK_FLAGS = ['webhook-events', 'webhook-by-events', 'webhook-header', 'webhook-timeout', 'webhook-retries'] as const;

function parseWebhook(values: Values, env: Record<string, string | undefined>): WebhookOptions | undefined {
  const raw = values['webhook-url'] ?? (env['MOCK_WEBHOOK_URL'] || undefined);
  const source = values['webhook-url'] !== undefined ? '--webhook-url' : 'MOCK_WEBHOOK_URL';
  if (raw === undefined) {
    const given = WEBHOOK_FLAGS.find((flag) => values[flag] !== undefined);
    if (given)
      throw new UsageError(
        `--${given} needs --webhook-url (the receiver to deliver events to), e.g. --webhook-url http://127.0.0.1:3000/hooks.`,
      );
    return undefined;
  }
  const take = <T>(flag: string, checked: { ok: true; value: T } | { ok: false; message: string }): T => {
    if (!checked.ok) throw new UsageError(`${flag}: ${checked.message}`);
    return checked.value;
  };
  const webhook: WebhookOptions = { url: take(source, checkUrl(raw)) };
  if (values['webhook-events'] !== undefined)
    webhook.events = take('--webhook-events', checkEvents(values['webhook-events'], contractCatalogue().names));
  if (values['webhook-by-events']) webhook.byEvents = true;
  if (values['webhook-header'] !== undefined) {
    webhook.headers = Object.fromEntries(values['webhook-header'].map((line) => take('--webhook-header', checkHeaderLine(line))));
  }
  if (values['webhook-timeout'] !== undefined) webhook.timeoutMs = take('--webhook-timeout', checkTimeout(values['webhook-timeout']));
  if (values['webhook-retries'] !== undefined) webhook.retries = take('--webhook-retries', checkRetries(values['webhook-retries']));
  return webhook;
}

const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });

function parsePort(raw: string, source: string): number {
  const text = raw.trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new UsageError(`${source} must be a whole number from 0 to 65535 (0 picks a free port), got "${raw}".`);
  }
  return port;
}

function parseHost(raw: string, source: string): string {
  const host = raw.trim();
  if (host === '' || /\s|\/|^\w+:\/\//.test(host)) {
    throw new UsageError(`${source} must be an address to listen on, such as 127.0.0.1 or localhost, got "${raw}".`);
  }
  return host;
}

function parseFile(raw: string, flag: string): string {
  const path = resolve(raw);
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    throw new UsageError(`${flag}: there is no file at ${path}.`);
  }
  if (!isFile) throw new UsageError(`${flag}: ${path} is not a file.`);
  return path;
}

function parseProfile(raw: string, source: string): string {
  const name = raw.trim();
  if (!knownProfiles().includes(name)) throw new UsageError(`${source}: ${unknownProfileMessage(name)}`);
  return name;
}

function parseDelayFlag(raw: string): number {
  const delay = parseDelay(raw);
  if (typeof delay === 'string') throw new UsageError(`--delay: ${delay}`);
  return delay;
}

function parseFailRate(raw: string): number {
  const text = raw.trim();
  const rate = Number(text);
  if (text === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new UsageError(`--fail-rate must be a number from 0 to 1 (the share of requests answered 503), e.g. 0.1; got "${raw}".`);
  }
  return rate;
}

function parseLog(raw: string): LogFormat {
  const format = LOG_FORMATS.find((f) => f === raw.trim().toLowerCase());
  if (!format) throw new UsageError(`--log must be one of ${LOG_FORMATS.join(', ')} (text lines, JSON lines, or nothing), got "${raw}".`);
  return format;
}

/** node:util parseArgs' error message as one line saying what to change. */
export function describeParseError(message: string): string {
  const unknown = message.match(/Unknown option '([^']+)'/);
  if (unknown) return `Unknown option ${unknown[1]}.`;
  const positional = message.match(/Unexpected argument '([^']+)'/);
  if (positional) return `Unexpected argument "${positional[1]}". Options start with --; a spec is passed as --spec <path>.`;
  const missing = message.match(/Option '(?:-\w, )?(--[\w-]+) <value>' argument missing/);
  if (missing) return `${missing[1]} needs a value.`;
  const ambiguous = message.match(/Option '(?:-\w, )?(--[\w-]+)' argument is ambiguous/);
  if (ambiguous) return `${ambiguous[1]} needs a value; write a value that starts with "-" as ${ambiguous[1]}=<value>.`;
  const noValue = message.match(/Option '(--[\w-]+)' does not take an argument/);
  if (noValue) return `${noValue[1]} does not take a value.`;
  return message;
}
