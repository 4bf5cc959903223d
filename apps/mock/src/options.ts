// What `startMock()` takes (its options are checked by check-options.ts).

import type { ClockMode } from './common/clock.js';
import type { Clock } from './common/random.js';
import type { MockLog } from './server/requests/request-log.js';
import type { AcksMode } from './twin/acks.js';
import type { WorldState } from './twin/state-file.js';
import type { WebhookOptions } from './webhooks/settings.js';

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
   * How the receipts of a message sent to an ordinary number (not a test number) move: 'none' (the
   * default: it stays PENDING), 'sent', 'delivered' or 'read' (that far right after the send, a
   * messages.update per step), 'manual' (nothing moves until the test steps it: instances.receipts()).
   * A state's `whatsapp.acks` replaces it for that world.
   */
  acks?: AcksMode;
  /**
   * 'offline': the gateway cannot reach WhatsApp (no network): a connecting instance gets no QR code
   * and never pairs, connect and restart answer {count: 0}. Default 'online'.
   */
  whatsapp?: 'online' | 'offline';
  /**
   * Evolution API 2.4.0's licence: 'activated' (the default: every route answers) or 'unlicensed'
   * (every business route answers 503 LICENSE_REQUIRED until the mock is activated: POST
   * /__mock/license, or GET /license/activate with the mock's code). Profiles before 2.4.0 need
   * no licence and ignore it.
   */
  license?: 'activated' | 'unlicensed';
  /**
   * Origins besides loopback ones whose pages may use the mock (CORS) and its control API, e.g.
   * 'https://app.example.test'. A request from any other origin is refused 403. `*` is refused:
   * name each origin (the mock's answers hold webhook secrets, and the control API needs no key).
   */
  corsOrigins?: string[];
  /**
   * Host names besides loopback ones (localhost, 127.x, [::1]) and the bound `host` that requests may
   * name in their Host header, e.g. ['mock'] for a mock reached as http://mock:4010 in a container
   * network. Others are refused 403 (a guard against DNS rebinding).
   */
  allowedHosts?: string[];
  /**
   * Hosts besides loopback ones (localhost, 127.x, [::1]) webhooks may be delivered to, e.g.
   * ['receiver'] or ['10.0.0.5']. Others are refused: a 400 at /webhook/set, a failed delivery.
   */
  webhookHosts?: string[];
  /** Deliver webhooks to any host (default false: this machine and `webhookHosts` only). */
  anyWebhookTarget?: boolean;
  /** Generate bodies from the schemas instead of serving the examples. */
  dynamic?: boolean;
  /** Makes generated bodies, message ids, instance tokens and the fail-rate draw repeatable. */
  seed?: string | number;
  /** Milliseconds every answer waits (0 to 60000; default 0). `Prefer: delay=<ms>` overrides it per request. */
  delay?: number;
  /** Share of requests answered 503 (0 to 1; default 0), for chaos runs. */
  failRate?: number;
  /**
   * The twin's time: its timestamps (answers, events, the request log) and its timers (a delete
   * settling, a pairing after `pairAfter`, a 2.3.7 offline connect failing and retrying).
   * 'real' (the default): wall time. 'manual': a test clock that stands still, from the start's wall
   * time, until `mock.clock.advance(ms)` (or POST /__mock/clock) moves it, firing every timer due on
   * the way. A function: now as it answers (fix it for snapshots), the timers on wall time.
   */
  clock?: Clock | ClockMode;
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
  /**
   * The errors webhook (2.1.1's WEBHOOK_EVENTS_ERRORS_WEBHOOK): every error answer is POSTed there as
   * an `error` event. 2.1.1 puts its global key in clear in it; the mock sends "[redacted]" instead.
   */
  errorsWebhook?: Omit<WebhookOptions, 'events' | 'byEvents'>;
}
