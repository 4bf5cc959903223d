// The one place `startMock()`'s options are checked (the CLI's flags become these options): a wrong
// one is a MockStartError with code OPTIONS that says which and how to fix it.
import { resolve } from 'node:path';
import { CLOCK_MODES, ManualClock, realClock, type TwinClock } from './common/clock.js';
import { isLoopbackHostname, normalisedHostname } from './common/loopback.js';
import { knownProfiles, unknownProfileMessage } from './common/profiles.js';
import { randomStream } from './common/random.js';
import { ERRORS_EVENT } from './common/webhook-events.js';
import type { MockOptions } from './options.js';
import type { Runtime } from './server/answer/answer.js';
import { MAX_DELAY_MS } from './server/answer/prefer.js';
import { type DescriptionSource, type LoadedOverlay, readOverlays } from './server/description/description.js';
import type { CorsPolicy } from './server/http/cors.js';
import { CODE_CACHE_VARIABLE, codeCacheModeProblem } from './server/prism/cached-script.js';
import { MockStartError } from './start-error.js';
import { ACK_MODES, ACK_MODES_TEXT, type AcksMode, DEFAULT_ACKS } from './twin/acks.js';
import { DEFAULT_PAIR_AFTER_MS, type PairAfter } from './twin/lifecycle.js';
import { parseRoster, type Roster } from './twin/roster.js';
import { checkState, readStateFile, StateFileTooLarge, type WorldState } from './twin/state-file.js';
import { contractCatalogue } from './webhooks/catalogue.js';
import { checkWebhook, type WebhookOptions, type WebhookSettings } from './webhooks/settings.js';
import { type TargetPolicy, targetRefusal } from './webhooks/targets.js';
import type { WebhookTarget } from './webhooks/webhooks.js';

/** The longest --pair-after: a connecting instance pairs within ten minutes, or never. */
export const MAX_PAIR_AFTER_MS = 600_000;

export interface CheckedOptions {
  source: DescriptionSource;
  overlays: LoadedOverlay[];
  runtime: Runtime;
  /** The twin's time (its timestamps and timers): real, or a test clock (`clock: 'manual'`). runtime.clock is its now. */
  clock: TwinClock;
  webhooks: {
    /** The default webhook (--webhook-url): every instance's, unless it sets its own. */
    defaults: WebhookSettings | undefined;
    /** Where error events go (--errors-webhook-url). */
    errors: WebhookTarget | undefined;
    /** Where deliveries may go: loopback, and the hosts allowed. */
    targets: TargetPolicy;
  };
  twin: {
    roster: Roster;
    state: WorldState | undefined;
    apiKey: string | undefined;
    pairAfter: PairAfter;
    offline: boolean;
    acks: AcksMode;
    license: 'activated' | 'unlicensed';
  };
  cors: CorsPolicy;
}

export function checkOptions(options: MockOptions): CheckedOptions {
  const wrong = (message: string): never => {
    throw new MockStartError('OPTIONS', message);
  };
  const codeCache = codeCacheModeProblem(process.env[CODE_CACHE_VARIABLE]);
  if (codeCache) wrong(codeCache);
  if (options.profile !== undefined && options.spec !== undefined)
    wrong('Give a profile or a spec, not both: a profile is a description of its own (add your changes to it as overlays).');
  if (options.profile !== undefined && !knownProfiles().includes(options.profile)) wrong(unknownProfileMessage(options.profile));
  if (options.port !== undefined && (!Number.isInteger(options.port) || options.port < 0 || options.port > 65_535))
    wrong(`port must be a whole number from 0 to 65535 (0: any free port), got ${String(options.port)}.`);
  const delay = options.delay ?? 0;
  if (!Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY_MS)
    wrong(`delay must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}, got ${String(options.delay)}.`);
  const failRate = options.failRate ?? 0;
  if (typeof failRate !== 'number' || !(failRate >= 0 && failRate <= 1))
    wrong(`failRate must be a number from 0 to 1, got ${String(options.failRate)}.`);
  const seed = options.seed === undefined ? undefined : String(options.seed);
  const clock = checkClock(options, wrong);
  return {
    source:
      options.spec !== undefined
        ? { kind: 'file', path: resolve(options.spec) }
        : options.profile !== undefined
          ? { kind: 'profile', name: options.profile }
          : { kind: 'contract' },
    overlays: attempt(() => readOverlays((options.overlays ?? []).map((path) => resolve(path))), wrong),
    runtime: {
      dynamic: options.dynamic ?? false,
      seed,
      delay,
      failRate,
      clock: clock.now,
      ids: randomStream(seed, 'ids'),
      chaos: randomStream(seed, 'fail-rate'),
    },
    clock,
    webhooks: checkWebhooks(options, wrong),
    twin: checkTwin(options, wrong),
    cors: { origins: checkOrigins(options.corsOrigins, wrong), hosts: checkHosts(options, wrong) },
  };
}

/** The twin's clock: real time (the default; a function gives now and timers still wait real time), or a test clock. */
function checkClock(options: MockOptions, wrong: (message: string) => never): TwinClock {
  const { clock } = options;
  if (clock === undefined || clock === 'real') return realClock();
  if (typeof clock === 'function') return realClock(clock);
  if (clock === 'manual') return new ManualClock();
  return wrong(
    `clock must be ${CLOCK_MODES.map((mode) => `'${mode}'`).join(' or ')} (a test clock that moves only when advanced), or a function answering now, got ${JSON.stringify(clock)}.`,
  );
}

/** The Host names answered besides loopback ones: --allowed-host, and the address the mock is bound to. */
function checkHosts(options: MockOptions, wrong: (message: string) => never): string[] {
  const hosts = (options.allowedHosts ?? []).map(
    (raw) =>
      normalisedHostname(String(raw)) ??
      wrong(`allowedHosts: "${String(raw)}" is not a host name or address; give it without scheme or port, e.g. mock or 10.0.0.5.`),
  );
  // Bound to a name or address of its own (not the wildcard), the mock is reached by it.
  const bound = options.host === undefined ? undefined : normalisedHostname(options.host);
  if (bound !== undefined && !['0.0.0.0', '[::]'].includes(bound) && !isLoopbackHostname(bound, { subdomains: true })) hosts.push(bound);
  return hosts;
}

/** Where webhooks may go, and the configured URLs checked against it (a refused one: WEBHOOK_TARGET). */
function checkTargets(options: MockOptions, wrong: (message: string) => never): TargetPolicy {
  const hosts = (options.webhookHosts ?? []).map(
    (raw) =>
      normalisedHostname(String(raw)) ??
      wrong(`webhookHosts: "${String(raw)}" is not a host name or address; give it without scheme or port, e.g. receiver or 10.0.0.5.`),
  );
  const policy = { hosts, any: options.anyWebhookTarget === true };
  for (const [name, url] of [
    ['webhook', options.webhook?.url],
    ['errorsWebhook', options.errorsWebhook?.url],
  ] as const) {
    const refused = typeof url === 'string' ? targetRefusal(url.trim(), policy) : undefined;
    if (refused !== undefined) throw new MockStartError('WEBHOOK_TARGET', `${name}: ${refused}`);
  }
  return policy;
}

function checkWebhooks(options: MockOptions, wrong: (message: string) => never): CheckedOptions['webhooks'] {
  const defaults =
    options.webhook === undefined
      ? undefined
      : attempt(
          () => checkWebhook(options.webhook as WebhookOptions, contractCatalogue().names),
          (m) => wrong(`webhook: ${m}`),
        );
  const errors =
    options.errorsWebhook === undefined
      ? undefined
      : attempt(
          () => {
            const { url, headers, timeoutMs, retries } = checkWebhook(options.errorsWebhook as WebhookOptions, contractCatalogue().names);
            return { url, headers, timeoutMs, retries, events: [ERRORS_EVENT], byEvents: false };
          },
          (m) => wrong(`errorsWebhook: ${m}`),
        );
  return { defaults, errors, targets: checkTargets(options, wrong) };
}

function checkTwin(options: MockOptions, wrong: (message: string) => never): CheckedOptions['twin'] {
  const roster = attempt(
    () => parseRoster(options.instances ?? '*'),
    (m) => wrong(`instances: ${m}`),
  );
  const state =
    options.state === undefined
      ? undefined
      : typeof options.state === 'string'
        ? attempt(() => readStateFile(resolve(options.state as string)), wrong, StateFileTooLarge)
        : attempt(() => checkState(options.state, 'state'), wrong);
  const apiKey = options.apiKey;
  if (apiKey !== undefined && (apiKey === '' || /[\r\n]/.test(apiKey))) wrong('apiKey must be a non-empty key without line breaks.');
  const pairAfter = options.pairAfter ?? DEFAULT_PAIR_AFTER_MS;
  if (pairAfter !== 'never' && (!Number.isInteger(pairAfter) || pairAfter < 0 || pairAfter > MAX_PAIR_AFTER_MS)) {
    wrong(`pairAfter must be a whole number of milliseconds from 0 to ${MAX_PAIR_AFTER_MS}, or 'never', got ${String(options.pairAfter)}.`);
  }
  if (options.whatsapp !== undefined && options.whatsapp !== 'online' && options.whatsapp !== 'offline') {
    wrong(`whatsapp must be 'online' or 'offline', got ${JSON.stringify(options.whatsapp)}.`);
  }
  if (options.license !== undefined && options.license !== 'activated' && options.license !== 'unlicensed') {
    wrong(`license must be 'activated' or 'unlicensed', got ${JSON.stringify(options.license)}.`);
  }
  const acks = options.acks ?? DEFAULT_ACKS;
  if (!(ACK_MODES as readonly unknown[]).includes(acks)) wrong(`acks must be ${ACK_MODES_TEXT}; got ${JSON.stringify(options.acks)}.`);
  return { roster, state, apiKey, pairAfter, offline: options.whatsapp === 'offline', acks, license: options.license ?? 'activated' };
}

/** The words that refuse `*` as an origin, for startMock and the CLI alike. */
export const ANY_ORIGIN_REFUSED =
  'is refused: it would let every web page read the mock (webhook secrets in /webhook/find) and drive its control API, which needs no key. Name each origin of your own frontend instead (repeat the option).';

function checkOrigins(origins: string[] | undefined, wrong: (message: string) => never): string[] {
  for (const origin of origins ?? []) {
    if (origin === '*') wrong(`corsOrigins: * ${ANY_ORIGIN_REFUSED}`);
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      wrong(
        `corsOrigins: "${origin}" is not an origin; write it as a browser sends it, scheme://host[:port], e.g. https://app.example.test.`,
      );
    }
  }
  return origins ?? [];
}

/**
 * The value `run` returns, or `wrong` with the message of what it threw; an error of the class
 * `refused` is no wrong option but a refusal of what it names: a MockStartError of code STATE.
 */
function attempt<T>(run: () => T, wrong: (message: string) => never, refused?: new (...args: never[]) => Error): T {
  try {
    return run();
  } catch (error) {
    if (refused !== undefined && error instanceof refused) throw new MockStartError('STATE', error.message);
    return wrong(error instanceof Error ? error.message : String(error));
  }
}
