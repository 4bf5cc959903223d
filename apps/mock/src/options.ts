// What `startMock()` takes, and the one place its options are checked (the CLI's flags become these
// options): a wrong one is a MockStartError with code OPTIONS that says which and how to fix it.
import { resolve } from 'node:path';
import { knownProfiles, unknownProfileMessage } from './profiles.js';
import type { Runtime } from './server/answer.js';
import { MAX_DELAY_MS } from './server/controls.js';
import type { CorsPolicy } from './server/cors.js';
import { type DescriptionSource, type LoadedOverlay, readOverlays } from './server/description.js';
import { type Clock, randomStream } from './server/random.js';
import type { MockLog } from './server/request-log.js';
import { DEFAULT_PAIR_AFTER_MS, type PairAfter } from './twin/lifecycle.js';
import { parseRoster, type Roster } from './twin/roster.js';
import { checkState, readStateFile, type WorldState } from './twin/state-file.js';
import { MockStartError } from './start-error.js';
import { contractCatalogue } from './webhooks/catalogue.js';
import { checkWebhook, type WebhookOptions } from './webhooks/settings.js';

/** The longest --pair-after: a connecting instance pairs within ten minutes, or never. */
export const MAX_PAIR_AFTER_MS = 600_000;

export interface MockOptions {
  /** Port to listen on; 0 (the default) lets the OS pick a free one. */
  port?: number;
  /** Address to bind (default 127.0.0.1). */
  host?: string;
  /** A gateway profile to serve instead of the contract, e.g. 'evolution-2.1.1' (the real Evolution API 2.1.1). */
  profile?: string;
  /** Path of an OpenAPI document, JSON or YAML, to serve instead of the contract. It is watched: a change is served at once. */
  spec?: string;
  /** Paths of OpenAPI Overlay documents (JSON or YAML) applied in order on top of what is served. */
  overlays?: string[];
  /**
   * The instances that exist at start: '*' (the default: any name exists, open, from its first use),
   * 'none', or a list such as 'shop-42,hq:close,x:connecting' (state open unless given).
   */
  instances?: string;
  /** A starting world (instances, chats, messages, contacts, groups): a MockState object or the path of a JSON file. */
  state?: string | WorldState;
  /** The gateway's global key, enforced as 2.1.1 enforces it (an instance's own token opens its routes). Unset: any non-empty key works. */
  apiKey?: string;
  /** When a connecting instance pairs on its own, in milliseconds (default 5000), or 'never' (pair it from the test). */
  pairAfter?: number | 'never';
  /**
   * 'offline': the gateway cannot reach WhatsApp (no network): a connecting instance gets no QR code
   * and never pairs, connect and restart answer {count: 0}. Default 'online'.
   */
  whatsapp?: 'online' | 'offline';
  /** Origins besides loopback ones whose pages may use the mock (CORS) and its control API, e.g. 'https://app.example.test'. */
  corsOrigins?: string[];
  /** Generate bodies from the schemas instead of serving the examples. */
  dynamic?: boolean;
  /** Makes generated bodies, message ids, instance tokens and the fail-rate draw repeatable. */
  seed?: string | number;
  /** Milliseconds every answer waits (0 to 60000; default 0). `Prefer: delay=<ms>` overrides it per request. */
  delay?: number;
  /** Share of requests answered 503 (0 to 1; default 0), for chaos runs. */
  failRate?: number;
  /** Milliseconds since the epoch, for timestamps in answers (default Date.now): fix it for snapshots. */
  clock?: Clock;
  /** Aborting it cancels the start (rejects with code ABORTED), or closes a started mock. */
  signal?: AbortSignal;
  /** Receives one line per request (credentials never in it), one per reload of a watched spec, one per webhook delivery. */
  log?: MockLog;
  /** Adds each request's headers (credentials redacted) to its log entry, and webhook retries to the log. */
  verbose?: boolean;
  /**
   * The mock's default webhook: every instance delivers its events there unless it sets its own
   * (POST /webhook/set/{instance}); application.startup goes there when the mock starts.
   */
  webhook?: WebhookOptions;
}

export interface CheckedOptions {
  source: DescriptionSource;
  overlays: LoadedOverlay[];
  runtime: Runtime;
  twin: { roster: Roster; state: WorldState | undefined; apiKey: string | undefined; pairAfter: PairAfter; offline: boolean };
  cors: CorsPolicy;
}

export function checkOptions(options: MockOptions): CheckedOptions {
  const wrong = (message: string): never => {
    throw new MockStartError('OPTIONS', message);
  };
  if (options.profile !== undefined && options.spec !== undefined)
    wrong('Give a profile or a spec, not both: a profile is a description of its own (add your changes to it as overlays).');
  if (options.profile !== undefined && !knownProfiles().includes(options.profile)) wrong(unknownProfileMessage(options.profile));
  const delay = options.delay ?? 0;
  if (!Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY_MS)
    wrong(`delay must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}, got ${String(options.delay)}.`);
  const failRate = options.failRate ?? 0;
  if (typeof failRate !== 'number' || !(failRate >= 0 && failRate <= 1))
    wrong(`failRate must be a number from 0 to 1, got ${String(options.failRate)}.`);
  const seed = options.seed === undefined ? undefined : String(options.seed);
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
      clock: options.clock ?? Date.now,
      ids: randomStream(seed, 'ids'),
      chaos: randomStream(seed, 'fail-rate'),
      webhook: options.webhook === undefined ? undefined : { settings: attempt(() => checkWebhook(options.webhook as WebhookOptions, contractCatalogue().names), (m) => wrong(`webhook: ${m}`)), since: (options.clock ?? Date.now)() },
    },
    twin: checkTwin(options, wrong),
    cors: { origins: checkOrigins(options.corsOrigins, wrong) },
  };
}

function checkTwin(options: MockOptions, wrong: (message: string) => never): CheckedOptions['twin'] {
  const roster = attempt(() => parseRoster(options.instances ?? '*'), (m) => wrong(`instances: ${m}`));
  const state =
    options.state === undefined
      ? undefined
      : typeof options.state === 'string'
        ? attempt(() => readStateFile(resolve(options.state as string)), wrong)
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
  return { roster, state, apiKey, pairAfter, offline: options.whatsapp === 'offline' };
}

function checkOrigins(origins: string[] | undefined, wrong: (message: string) => never): string[] {
  for (const origin of origins ?? []) {
    if (origin === '*') continue;
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      wrong(`corsOrigins: "${origin}" is not an origin; write it as a browser sends it, scheme://host[:port], e.g. https://app.example.test (or * for any).`);
    }
  }
  return origins ?? [];
}

/** The value `run` returns, or `wrong` with the message of what it threw. */
function attempt<T>(run: () => T, wrong: (message: string) => never): T {
  try {
    return run();
  } catch (error) {
    return wrong(error instanceof Error ? error.message : String(error));
  }
}
