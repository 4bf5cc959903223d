// startMock: the mock gateway in this process. It loads the spec into Prism, listens, and resolves
// with the real address; one process owns the port, so there is nothing to guard, probe or poll.

import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';
import { OverlayError } from '@msg-gateway/openapi/overlay';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { knownProfiles, unknownProfileMessage } from '../profiles.js';
import { contractCatalogue } from '../webhooks/catalogue.js';
import { answerEventsRoute } from '../webhooks/control.js';
import type { DeliveryCounts, DeliveryResult } from '../webhooks/deliveries.js';
import { checkWebhook, type WebhookOptions } from '../webhooks/settings.js';
import { createWebhooks, type Webhooks } from '../webhooks/webhooks.js';
import type { Runtime } from './answer.js';
import { AnswerQueue, checkNext } from './answer-queue.js';
import { MAX_DELAY_MS } from './controls.js';
import { type DescriptionSource, type LoadedOverlay, readOverlays } from './description.js';
import type { AnswerHook } from './hooks.js';
import { createRequestHandler } from './http.js';
import { MockControlError, type NextAnswer } from './next-answer.js';
import { answerParserErrors } from './parser-errors.js';
import { createPrismCaller } from './prism.js';
import { type Clock, randomStream } from './random.js';
import { type RecordedRequest, Recorder } from './recorder.js';
import type { MockLog } from './request-log.js';
import { openSpec, type SpecEvent, type SpecSource } from './spec-source.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;

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
  /** Generate bodies from the schemas instead of serving the examples. */
  dynamic?: boolean;
  /** Makes generated bodies, message ids and the fail-rate draw repeatable. */
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
   * Behave like a gateway with this webhook configured, for any instance: deliver application.startup
   * now, send.message after a send, qrcode.updated and connection.update after a connect,
   * connection.update and logout.instance after a logout; findWebhook answers this configuration.
   */
  webhook?: WebhookOptions;
}

/** What `mock.emit()` takes besides the event and its data. */
export interface EmitOptions {
  /** The instance the event is about (default: the documented example's, my-instance). */
  instance?: string;
}

export interface MockHandle {
  /** http://host:port, no trailing slash. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** What is served: "contract", "Evolution API 2.1.1 profile", a spec's title; "+ n overlays" when there are. */
  readonly serving: string;
  /**
   * Queues the next answer of `operationId` (calls queue in order). Throws at once for an operation
   * that is not served, a status or example it does not document, a body its schema refuses.
   */
  next(operationId: string, answer?: NextAnswer): void;
  /** What the mock received, oldest first (the last 1000; credentials redacted). */
  readonly requests: RecordedRequest[];
  /** Clears the queued answers and the recorded requests, and cancels the pending webhook deliveries. */
  reset(): void;
  /**
   * Delivers one webhook event (`'messages.upsert'` or `'MESSAGES_UPSERT'`) to the configured webhook:
   * its documented example merged with `data` (objects merged deeply), checked against the
   * description's schema for it. Resolves with how the delivery ended (a receiver that fails is an
   * outcome, not a rejection); rejects with a MockControlError, before anything is sent, for an
   * unknown event, data that does not validate (naming the field), or a mock without a webhook.
   */
  emit(event: string, data?: unknown, options?: EmitOptions): Promise<DeliveryResult>;
  /** The webhook deliveries: how many ended each way, and a promise that nothing is pending. */
  readonly deliveries: MockDeliveries;
  /** Stops listening and ends open connections; the port is free once it resolves. Idempotent. */
  close(): Promise<void>;
}

export interface MockDeliveries {
  /** Resolves once no delivery waits or is in flight (retries waiting out their backoff included). */
  settled(): Promise<void>;
  /** How many deliveries ended each way since the mock started: delivered, failed, dropped, cancelled, skipped. */
  readonly counts: DeliveryCounts;
}

/** A mock without a webhook delivers nothing. */
const NO_DELIVERIES: MockDeliveries = {
  settled: () => Promise.resolve(),
  get counts() {
    return { delivered: 0, failed: 0, dropped: 0, cancelled: 0, skipped: 0 };
  },
};

export type MockStartErrorCode = 'EADDRINUSE' | 'EADDRNOTAVAIL' | 'EACCES' | 'SPEC' | 'OPTIONS' | 'ABORTED';

/** Why the mock could not start; `code` says what to tell the user (OPTIONS: an option is wrong, say which). */
export class MockStartError extends Error {
  override readonly name = 'MockStartError';
  readonly code: MockStartErrorCode;

  constructor(code: MockStartErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The after-answer hooks of each mock (see hooks.ts); for the mock's own features, not exported by the package. */
const hooksOf = new WeakMap<MockHandle, Set<AnswerHook>>();
export function answerHooks(mock: MockHandle): Set<AnswerHook> {
  const hooks = hooksOf.get(mock);
  if (!hooks) throw new Error('not a mock started by startMock()');
  return hooks;
}

/** The document a mock serves now (its overlays applied); for the CLI's ready line, not exported by the package. */
const documentsOf = new WeakMap<MockHandle, () => OpenApiDocument | undefined>();
export function servedDocument(mock: MockHandle): OpenApiDocument | undefined {
  return documentsOf.get(mock)?.();
}

/** Loads the description, listens, and resolves once requests are answered. */
export async function startMock(options: MockOptions = {}): Promise<MockHandle> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? 0;
  const { signal, log } = options;
  const aborted = (): MockStartError => new MockStartError('ABORTED', 'The mock start was aborted.');
  if (signal?.aborted) throw aborted();
  const { source, overlays, runtime } = checkOptions(options);
  const verbose = options.verbose === true;

  const prism = createPrismCaller({ dynamic: runtime.dynamic, seed: runtime.seed });
  let spec: SpecSource;
  try {
    spec = await openSpec(
      source,
      overlays,
      source.kind === 'file' ? (event) => log?.(specLine(event), { kind: 'spec', path: event.path, ok: event.ok }) : undefined,
    );
  } catch (error) {
    if (error instanceof OverlayError) throw new MockStartError('OPTIONS', error.message);
    const path = source.kind === 'file' ? source.path : source.kind === 'profile' ? `the ${source.name} profile` : 'the contract';
    throw new MockStartError('SPEC', `Cannot serve ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (signal?.aborted) {
    spec.close();
    throw aborted();
  }
  const busy = new WeakSet<Socket>();
  const closing = new AbortController();
  const queue = new AnswerQueue();
  const recorder = new Recorder();
  const hooks = new Set<AnswerHook>();
  // Created once the address is known (it is every payload's server_url).
  let webhooks: Webhooks | undefined;
  const server = createServer(
    // Bounded: a request must arrive within 30 s (its headers within 20 s). A request without a
    // Host header is answered like any other.
    { requestTimeout: 30_000, headersTimeout: 20_000, requireHostHeader: false },
    createRequestHandler({
      prism,
      description: () => spec.current,
      runtime,
      queue,
      recorder,
      hooks,
      log,
      busy,
      closing: closing.signal,
      verbose,
      events: (body) => answerEventsRoute(webhooks, body),
    }),
  );
  answerParserErrors(server, busy);
  try {
    await listen(server, port, host, signal);
  } catch (error) {
    spec.close();
    throw error;
  }
  // Once listening, an error of the server (say, out of file descriptors while accepting) is
  // reported and the mock keeps serving; without a listener it would end the process.
  server.on('error', (error) =>
    log?.(`The server reported an error (${error.message}); still serving.`, { kind: 'server', message: error.message }),
  );
  const url = urlOf(server, host);
  if (runtime.webhook) {
    webhooks = createWebhooks({
      settings: runtime.webhook.settings,
      description: () => spec.current,
      serverUrl: url,
      clock: runtime.clock,
      seed: runtime.seed,
      log,
      verbose,
    });
    hooks.add(webhooks.afterAnswer);
    webhooks.startup();
  }
  const mock = handle(server, spec, host, signal, { queue, recorder, closing, webhooks });
  hooksOf.set(mock, hooks);
  documentsOf.set(mock, () => spec.current.doc);
  return mock;
}

/** The options checked, as what to serve and how; a wrong one is a MockStartError with code OPTIONS. */
function checkOptions(options: MockOptions): { source: DescriptionSource; overlays: LoadedOverlay[]; runtime: Runtime } {
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
  let webhook: Runtime['webhook'];
  if (options.webhook !== undefined) {
    try {
      webhook = { settings: checkWebhook(options.webhook, contractCatalogue().names), since: (options.clock ?? Date.now)() };
    } catch (error) {
      wrong(`webhook: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  let overlays: LoadedOverlay[] = [];
  try {
    overlays = readOverlays((options.overlays ?? []).map((path) => resolve(path)));
  } catch (error) {
    wrong(error instanceof Error ? error.message : String(error));
  }
  const source: DescriptionSource =
    options.spec !== undefined
      ? { kind: 'file', path: resolve(options.spec) }
      : options.profile !== undefined
        ? { kind: 'profile', name: options.profile }
        : { kind: 'contract' };
  const seed = options.seed === undefined ? undefined : String(options.seed);
  return {
    source,
    overlays,
    runtime: {
      dynamic: options.dynamic ?? false,
      seed,
      delay,
      failRate,
      clock: options.clock ?? Date.now,
      ids: randomStream(seed, 'ids'),
      chaos: randomStream(seed, 'fail-rate'),
      webhook,
    },
  };
}

function specLine(event: SpecEvent): string {
  return event.ok
    ? `${event.path} changed: now serving its ${event.operations} operations.`
    : `${event.path} cannot be served (${event.reason}); still serving the last version that could.`;
}

function listen(server: Server, port: number, host: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      server.close();
      reject(new MockStartError('ABORTED', 'The mock start was aborted.'));
    };
    server.once('error', (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      reject(listenError(error, host, port));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    server.listen({ port, host, exclusive: true }, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

function handle(
  server: Server,
  spec: SpecSource,
  host: string,
  signal: AbortSignal | undefined,
  parts: { queue: AnswerQueue; recorder: Recorder; closing: AbortController; webhooks: Webhooks | undefined },
): MockHandle {
  const { port } = server.address() as AddressInfo;
  const url = urlOf(server, host);
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      signal?.removeEventListener('abort', onAbort);
      parts.closing.abort();
      parts.webhooks?.close();
      spec.close();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closing;
  };
  const onAbort = (): void => void close();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    url,
    host,
    port,
    get serving() {
      return spec.current.title;
    },
    next(operationId, answer = {}) {
      parts.queue.add(operationId, checkNext(spec.current, operationId, answer));
    },
    get requests() {
      return parts.recorder.list();
    },
    reset() {
      parts.queue.clear();
      parts.recorder.clear();
      parts.webhooks?.deliveries.cancelPending();
    },
    get deliveries() {
      return parts.webhooks?.deliveries ?? NO_DELIVERIES;
    },
    async emit(event, data, options = {}) {
      const call = `mock.emit(${JSON.stringify(event)})`;
      if (!parts.webhooks) {
        throw new MockControlError(`${call}: this mock has no webhook to deliver to. Start it with startMock({ webhook: { url } }).`);
      }
      try {
        return await parts.webhooks.deliver(parts.webhooks.build(event, data, options.instance), true);
      } catch (error) {
        if (error instanceof MockControlError) throw new MockControlError(`${call}: ${error.message}`);
        throw error;
      }
    },
    close,
  };
}

function urlOf(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new MockStartError(
        'EADDRINUSE',
        `Port ${port} on ${host} is already in use. Stop whatever is listening there or choose another port (--port or PORT).`,
      );
    case 'EACCES':
      return new MockStartError(
        'EACCES',
        `Not allowed to listen on port ${port} (ports below 1024 need privileges). Choose another port (--port or PORT).`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAFNOSUPPORT':
      return new MockStartError(
        'EADDRNOTAVAIL',
        `Cannot listen on host "${host}": it is not an address of this machine. Use 127.0.0.1 (the default) or another local address (--host or HOST).`,
      );
    default:
      return error;
  }
}
