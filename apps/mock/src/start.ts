// startMock: the mock gateway in this process, and the one place its parts are put together (the
// composition root): the served description (Prism), the twin (the gateway's state), the webhooks,
// the HTTP layer and its control routes. It loads the spec, listens, and resolves with the real
// address; one process owns the port, so there is nothing to guard, probe or poll.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { OverlayError } from '@msg-gateway/openapi/overlay';
import { GATEWAY_VERSION, TOOLKIT_VERSION } from '@msg-gateway/openapi/version';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { checkOptions } from './check-options.js';
import { advanceProblem, type ClockMode, ManualClock, type TwinClock } from './common/clock.js';
import { MockControlError } from './common/control-error.js';
import { ERRORS_EVENT } from './common/webhook-events.js';
import type { ControlInbound, ControlReceiptStatus } from './control/client.js';
import { type ControlSurface, controlRoutes } from './control/routes.js';
import { gatewayOf, UnknownGatewayError } from './gateways/index.js';
import { checkOptionKinds } from './option-kinds.js';
import type { MockOptions } from './options.js';
import { AnswerQueue, checkNext } from './server/answer/answer-queue.js';
import type { NextAnswer } from './server/answer/next-answer.js';
import { openSpec, type SpecEvent, type SpecSource } from './server/description/spec-source.js';
import { createRequestHandler } from './server/http/http.js';
import { answerParserErrors } from './server/http/parser-errors.js';
import { createPrismCaller } from './server/prism/prism.js';
import { type RecordedRequest, Recorder, waitForRequest } from './server/requests/recorder.js';
import { checkRequestFilter, countRequests, type RequestCounts, type RequestFilter } from './server/requests/request-filter.js';
import { printableLog } from './server/requests/request-log.js';
import { MockStartError } from './start-error.js';
import * as twinActions from './twin/actions.js';
import { type InstanceView, type NewInstanceRequest, type ReceiptsView, view } from './twin/actions.js';
import type { StoredMessage } from './twin/instance.js';
import type { ConnectionState } from './twin/roster.js';
import { checkState, type WorldState } from './twin/state-file.js';
import { Twin, type TwinOptions } from './twin/twin.js';
import type { ResetTarget } from './twin/world.js';
import { createPhone, type Phone } from './ui/phone.js';
import type { DeliveryCounts, DeliveryFilter, DeliveryResult, SettledDeliveries } from './webhooks/deliveries.js';
import { targetRefusal } from './webhooks/targets.js';
import { createWebhooks, type Webhooks } from './webhooks/webhooks.js';

export type { MockOptions } from './options.js';
export { MockStartError, type MockStartErrorCode } from './start-error.js';
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;

/** What `mock.emit()` takes besides the event and its data. */
export interface EmitOptions {
  /** The instance the event is about (default: the documented example's, my-instance). */
  instance?: string;
}

/** The instances the mock holds, and what a test can make happen to them. */
export interface MockInstances {
  list(): InstanceView[];
  /** Throws a MockControlError for an instance the mock does not hold. */
  get(name: string): InstanceView;
  create(instance: NewInstanceRequest): InstanceView;
  /** Moves the instance to a state with the events a gateway sends (close: `reason`, default 428 connection lost; 401 logged out on the phone). */
  setState(name: string, state: ConnectionState, reason?: number): InstanceView;
  /** The phone scans the QR code: a connecting instance opens. */
  pair(name: string): InstanceView;
  /** Removes it at once, without events. */
  remove(name: string): void;
  /**
   * A message of any kind arrives from someone (control/openapi.yaml, InboundMessage): stored in its
   * chat, delivered as the served gateway reports it (messages.upsert; an edit messages.edited, a
   * deletion messages.delete). Throws a MockControlError saying what is wrong with `message`.
   */
  receive(name: string, message: ControlInbound): Omit<StoredMessage, 'media'>;
  /**
   * Steps the receipts of a message the instance sent (its key id, as the send answered it) up to
   * `status`: every status in between, a messages.update each (docs/receipts.md). Throws a
   * MockControlError for a status that is unknown or not ahead of the message's, and for READ while
   * the account's read receipts are off.
   */
  receipts(name: string, id: string, status: ControlReceiptStatus): ReceiptsView;
}

export interface MockDeliveries {
  /**
   * Resolves once no delivery waits or is in flight (retries waiting out their backoff included), or
   * after `timeoutMs` (default 10000), with the counts (of `filter`'s deliveries) and whether they settled.
   */
  settled(timeoutMs?: number, filter?: DeliveryFilter): Promise<SettledDeliveries>;
  /**
   * How many deliveries ended each way (delivered, failed, dropped, cancelled, skipped) since the
   * mock started, was reset, or the counts were cleared.
   */
  readonly counts: DeliveryCounts;
  /** The counts of one instance's deliveries, or one event's (`messages.upsert` or `MESSAGES_UPSERT`), or both. */
  countsOf(filter: DeliveryFilter): DeliveryCounts;
  /** Counts from zero again; deliveries already queued end uncounted. */
  clear(): void;
}

/** The twin's time (startMock's `clock`): read it, and move a test clock on. */
export interface MockClock {
  /** 'real' (wall time, the default) or 'manual' (a test clock: time moves only when advanced). */
  readonly mode: ClockMode;
  /** Twin time now, milliseconds since the epoch. */
  now(): number;
  /** How many twin timers wait (a delete settling, a pairing, a retry). */
  readonly pending: number;
  /**
   * Moves a manual clock `ms` on (a whole number from 0 to 600000, ten minutes; advance again for
   * more), firing every twin timer due by then in order, and returns the new now. Throws a
   * MockControlError for a real clock or an advance out of bounds.
   */
  advance(ms: number): number;
}

/** What `mock.reset()` goes back to. */
export interface ResetOptions {
  /** `'start'` (the default): how the mock started (--instances, --state). `'loaded'`: the world last given to load(). */
  to?: ResetTarget;
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
  /**
   * The recorded requests of an operation, an instance, a status (404, or "4xx"), or the near misses
   * of queued answers (`nearMiss: true`); every field given must hold. Throws a MockControlError for a
   * filter that is not one.
   */
  findRequests(filter: RequestFilter): RecordedRequest[];
  /** How many requests (those of `filter`) there were, in all and by operation, status and instance. */
  countRequests(filter?: RequestFilter): RequestCounts;
  /** Forgets the recorded requests (the queued answers and the world stay). */
  clearRequests(): void;
  /**
   * The first answered request `filter` matches, among those recorded since the last reset (or
   * clearRequests), or the next one to come: what a bot sends back to a message that arrived
   * ("message in → bot replies"). Rejects with a MockControlError naming what did arrive when none
   * came within `timeoutMs` (default 10 s, at most 60 s).
   */
  waitForRequest(filter: RequestFilter, options?: { timeoutMs?: number }): Promise<RecordedRequest>;
  /** The instances and their lifecycle. */
  readonly instances: MockInstances;
  /** The webhook deliveries: how many ended each way, and a wait until nothing is pending. */
  readonly deliveries: MockDeliveries;
  /** The twin's time; with `clock: 'manual'`, a test clock that moves only when advanced. */
  readonly clock: MockClock;
  /**
   * Back to how the mock started: clears the queued answers and the recorded requests, cancels
   * pending webhook deliveries and zeroes their counts, and puts the instances back as the mock
   * started with them (--instances, --state), whatever was loaded since. With `{ to: 'loaded' }`,
   * the same but back to the world last given to load() (the start when none was).
   */
  reset(options?: ResetOptions): void;
  /**
   * Starts over from a world (instances, chats, messages, contacts, groups; the MockState of the
   * control API, as a --state file holds it): as reset(), then that world. reset({ to: 'loaded' })
   * goes back to it; reset() goes back to the start. Throws a MockControlError naming the field for a
   * state that is not one.
   */
  load(state: WorldState): void;
  /**
   * Delivers one webhook event (`'messages.upsert'` or `'MESSAGES_UPSERT'`) to the instance's webhook
   * (its own, else the mock's default one): its documented example merged with `data` (objects
   * merged deeply), checked against the description's schema for it. Resolves with how the delivery
   * ended; rejects with a MockControlError, before anything is sent, for an unknown event, data that
   * does not validate (naming the field), or an instance without a webhook.
   */
  emit(event: string, data?: unknown, options?: EmitOptions): Promise<DeliveryResult>;
  /** Stops listening and ends open connections; the port is free once it resolves. Idempotent. */
  close(): Promise<void>;
}

/** The document a mock serves now (its overlays applied); for the CLI's ready line, not exported by the package. */
const documentsOf = new WeakMap<MockHandle, () => OpenApiDocument | undefined>();
export function servedDocument(mock: MockHandle): OpenApiDocument | undefined {
  return documentsOf.get(mock)?.();
}

/** Loads the description, listens, and resolves once requests are answered. */
export async function startMock(options: MockOptions = {}): Promise<MockHandle> {
  checkOptionKinds(options);
  const host = options.host ?? DEFAULT_HOST;
  const { signal } = options;
  const log = printableLog(options.log);
  const aborted = (): MockStartError => new MockStartError('ABORTED', 'The mock start was aborted.');
  if (signal?.aborted) throw aborted();
  const config = checkOptions(options);
  const { runtime } = config;
  const prism = createPrismCaller({ dynamic: runtime.dynamic, seed: runtime.seed });
  const spec = await loadSpec(config, log);
  if (signal?.aborted) {
    spec.close();
    throw aborted();
  }
  // Created once the address is known (it is every payload's server_url).
  let webhooks: Webhooks | undefined;
  let phone: Phone | undefined;
  const twin = createTwin(config, spec, (instance, event, data) => {
    webhooks?.emit(instance, event, data);
    phone?.changed();
  });
  const recorder = new Recorder(() => twin.world.now);
  phone = phoneOf(twin, spec, recorder, config);
  const parts: Parts = { queue: new AnswerQueue(), recorder, closing: new AbortController(), twin, spec, phone, clock: config.clock };
  let control: ReturnType<typeof controlRoutes> | undefined;
  const busy = new WeakSet<Socket>();
  const gateway = createRequestHandler({
    prism,
    description: () => spec.current,
    runtime,
    queue: parts.queue,
    recorder: parts.recorder,
    log,
    busy,
    closing: parts.closing.signal,
    verbose: options.verbose === true,
    cors: config.cors,
    twin,
    errorAnswered: (envelope) => webhooks?.errorAnswered(envelope),
    control: (req, path, query) => {
      if (!control) throw new Error('a control request arrived before the mock was ready');
      return control(req, path, query);
    },
  });
  const server = httpServer(gateway, phone);
  answerParserErrors(server, busy);
  try {
    await listen(server, options.port ?? 0, host, signal);
  } catch (error) {
    spec.close();
    twin.close();
    config.clock.close();
    throw error;
  }
  // Once listening, an error of the server (say, out of file descriptors while accepting) is
  // reported and the mock keeps serving; without a listener it would end the process.
  server.on('error', (error) =>
    log?.(`The server reported an error (${error.message}); still serving.`, { kind: 'server', message: error.message }),
  );
  webhooks = createWebhooks({
    ...config.webhooks,
    description: () => spec.current,
    serverUrl: urlOf(server, host),
    clock: runtime.clock,
    seed: runtime.seed,
    log,
    verbose: options.verbose === true,
    watch: phone.deliveries,
  });
  // An instance that exists speaks for the start: the documented one when any name exists (`*`) or
  // it was listed, else the first there is; with none (`--instances none`), nothing is delivered.
  webhooks.startup((documented) => (twin.world.lenient || twin.world.has(documented) ? documented : twin.world.list()[0]?.name));
  const mock = handle(server, host, signal, { ...parts, webhooks });
  control = controlRoutes(controlSurface(mock, twin, webhooks, spec), config.cors);
  documentsOf.set(mock, () => spec.current.doc);
  return mock;
}

/** The phone page of this mock: its world, and the requests (a refused send shows in its chat). */
function phoneOf(twin: Twin, spec: SpecSource, recorder: Recorder, config: ReturnType<typeof checkOptions>): Phone {
  const isSend = (operationId: string): boolean => spec.current.byId.get(operationId)?.walked.operation['x-effect' as never] === 'send';
  return createPhone({
    twin,
    serving: () => spec.current.title,
    requests: () => ({ log: recorder.entriesView(), isSend }),
    cors: config.cors,
    apiKey: config.twin.apiKey,
  });
}

/** The mock's server: the phone page's own requests (/__mock/ui/…) first; any other may change the world it shows. */
function httpServer(gateway: RequestListener, phone: Phone): Server {
  const server = createServer(
    // Bounded: a request must arrive within 30 s (its headers within 20 s). A request without a
    // Host header is answered like any other.
    { requestTimeout: 30_000, headersTimeout: 20_000, requireHostHeader: false },
    (req, res) => {
      if (phone.handle(req, res)) return;
      res.once('finish', phone.changed);
      gateway(req, res);
    },
  );
  // An idle kept-alive connection stays open 15 s, not Node's 5 s: a client on a loaded machine
  // whose timers run late reused a connection the mock had just closed ("other side closed").
  // Still under the headers time-out, as Node advises.
  server.keepAliveTimeout = 15_000;
  return server;
}

interface Parts {
  queue: AnswerQueue;
  recorder: Recorder;
  closing: AbortController;
  twin: Twin;
  spec: SpecSource;
  /** The phone page (/__mock/ui/). */
  phone: Phone;
  /** The twin's time. */
  clock: TwinClock;
}

/** The twin of this mock; an instance named into existence gets the world of the description served now. */
function createTwin(config: ReturnType<typeof checkOptions>, spec: SpecSource, emit: TwinOptions['emit']): Twin {
  const { runtime } = config;
  return new Twin({
    ...config.twin,
    defaultWebhook: config.webhooks.defaults,
    clock: config.clock,
    seed: runtime.seed,
    emit,
    refusedTarget: (url) => targetRefusal(url, config.webhooks.targets),
    rules: () => spec.current.gateway.twin,
    description: () => spec.current.doc,
  });
}

async function loadSpec(config: ReturnType<typeof checkOptions>, log: MockOptions['log']): Promise<SpecSource> {
  const { source, overlays } = config;
  try {
    return await openSpec(
      source,
      overlays,
      gatewayOf,
      source.kind === 'file' ? (event) => log?.(specLine(event), { kind: 'spec', path: event.path, ok: event.ok }) : undefined,
    );
  } catch (error) {
    if (error instanceof OverlayError) throw new MockStartError('OPTIONS', error.message);
    const path = source.kind === 'file' ? source.path : source.kind === 'profile' ? `the ${source.name} profile` : 'the contract';
    if (error instanceof UnknownGatewayError) throw new MockStartError('GATEWAY', `Cannot serve ${path}: ${error.message}`);
    throw new MockStartError('SPEC', `Cannot serve ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
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

function handle(server: Server, host: string, signal: AbortSignal | undefined, parts: Parts & { webhooks: Webhooks }): MockHandle {
  const { port } = server.address() as AddressInfo;
  const { twin, webhooks, spec, phone } = parts;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      signal?.removeEventListener('abort', onAbort);
      parts.closing.abort();
      webhooks.close();
      phone.close();
      twin.close();
      parts.clock.close();
      spec.close();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closing;
  };
  const onAbort = (): void => void close();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    url: urlOf(server, host),
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
    findRequests: (filter) => parts.recorder.list(checkRequestFilter(filter)),
    countRequests: (filter = {}) => countRequests(parts.recorder.list(checkRequestFilter(filter))),
    clearRequests: () => parts.recorder.clear(),
    waitForRequest: (filter, options) => waitForRequest(parts.recorder, filter, options),
    instances: instancesOf(twin, phone.changed),
    deliveries: {
      settled: (timeoutMs, filter) => webhooks.settled(timeoutMs ?? 10_000, deliveryFilter(filter)),
      get counts() {
        return webhooks.counts;
      },
      countsOf: (filter) => webhooks.countsOf(deliveryFilter(filter)),
      clear: () => webhooks.clearCounts(),
    },
    clock: clockOf(parts.clock, phone.changed),
    reset({ to = 'start' } = {}) {
      if (to !== 'start' && to !== 'loaded')
        throw new MockControlError(
          `mock.reset(): to is 'start' (how the mock started) or 'loaded' (the world last loaded), got ${JSON.stringify(to)}.`,
        );
      clearRuntime(parts, webhooks);
      twin.reset(to);
      phone.reset();
    },
    load(state) {
      let checked: WorldState;
      try {
        checked = checkState(state, 'mock.load()');
      } catch (error) {
        throw new MockControlError(error instanceof Error ? error.message : String(error));
      }
      clearRuntime(parts, webhooks);
      twin.load(checked);
      phone.reset();
    },
    async emit(event, data, options = {}) {
      try {
        return await emitEvent(twin, webhooks, event, data, options.instance);
      } catch (error) {
        if (error instanceof MockControlError)
          throw new MockControlError(`mock.emit(${JSON.stringify(event)}): ${error.message}`, error.reason);
        throw error;
      }
    },
    close,
  };
}

/** The handle's clock; an advance may fire timers that change the world, which the phone page shows. */
function clockOf(clock: TwinClock, changed: () => void): MockClock {
  return {
    mode: clock.mode,
    now: () => clock.now(),
    get pending() {
      return clock.pending;
    },
    advance(ms) {
      if (!(clock instanceof ManualClock)) {
        throw new MockControlError(
          "the mock runs on real time; start it with a test clock to move time (--clock manual, startMock({ clock: 'manual' })).",
          'conflict',
        );
      }
      const problem = advanceProblem(ms);
      if (problem) throw new MockControlError(problem);
      const now = clock.advance(ms);
      changed();
      return now;
    },
  };
}

/** What reset and load both empty: the queued answers, the request log, pending deliveries and their counts. */
function clearRuntime(parts: Parts, webhooks: Webhooks): void {
  parts.queue.clear();
  parts.recorder.clear();
  webhooks.cancelPending();
  webhooks.clearCounts();
}

/** One event delivered on demand to the instance's webhook (mock.emit, the control API, the trigger command). */
async function emitEvent(twin: Twin, webhooks: Webhooks, event: string, data: unknown, name: string | undefined): Promise<DeliveryResult> {
  if (event === ERRORS_EVENT || event === 'error') {
    if (!webhooks.errors) {
      throw new MockControlError(
        'this mock has no errors webhook. Start it with --errors-webhook-url (startMock({ errorsWebhook: { url } })).',
        'conflict',
      );
    }
    return webhooks.deliver(webhooks.build(ERRORS_EVENT, data, undefined, webhooks.errors), webhooks.errors, true);
  }
  const instance = name === undefined ? undefined : twin.world.find(name);
  const target = webhooks.targetOf(instance);
  if (!target) {
    throw new MockControlError(
      `${instance ? `the instance "${instance.name}" has` : 'this mock has'} no webhook to deliver to. Start the mock with a webhook URL (--webhook-url, startMock({ webhook: { url } })), or set the instance's with POST /webhook/set/{instance}.`,
      'conflict',
    );
  }
  return webhooks.deliver(webhooks.build(event, data, name, target, instance?.token ?? null), target, true);
}

/** A delivery filter with its event in the dotted form the deliveries carry (`MESSAGES_UPSERT` → `messages.upsert`). */
function deliveryFilter(filter: DeliveryFilter | undefined): DeliveryFilter {
  const { instance, event } = filter ?? {};
  return { instance, event: event?.toLowerCase().replace(/_/g, '.') };
}

/** The handle's instances; each change is told to the phone page (`changed`). */
function instancesOf(twin: Twin, changed: () => void): MockInstances {
  const named = (name: string) => twinActions.instanceNamed(twin, name);
  const telling = <T>(result: T): T => {
    changed();
    return result;
  };
  return {
    list: () => twin.world.list().map(view),
    get: (name) => view(named(name)),
    create: (request) => telling(twinActions.createInstance(twin, request)),
    setState: (name, state, reason) => telling(twinActions.setState(twin, named(name), state, reason)),
    pair: (name) => telling(twinActions.pair(twin, named(name))),
    remove: (name) => telling(twinActions.removeInstance(twin, named(name))),
    receive: (name, message) => telling(twinActions.receive(twin, named(name), message)),
    receipts: (name, id, status) => telling(twinActions.receipts(twin, named(name), id, status)),
  };
}

/** The gateway release the served description describes (what its `GET /` answers), the contract's without one. */
function gatewayVersionOf(doc: OpenApiDocument | undefined): string {
  const info = doc?.info;
  const named = info?.['x-gateway-version'] ?? info?.version;
  return typeof named === 'string' && named ? named : GATEWAY_VERSION;
}

function controlSurface(mock: MockHandle, twin: Twin, webhooks: Webhooks, spec: SpecSource): ControlSurface {
  return {
    serving: () => spec.current.title,
    version: TOOLKIT_VERSION,
    get gatewayVersion() {
      return gatewayVersionOf(spec.current.doc);
    },
    twin,
    next: (operationId, answer) => mock.next(operationId, answer),
    requests: (filter) => mock.findRequests(filter),
    countRequests: (filter) => mock.countRequests(filter),
    clearRequests: () => mock.clearRequests(),
    reset: (to) => mock.reset({ to }),
    loadState: (state) => mock.load(state),
    emit: (event, data, instance) => emitEvent(twin, webhooks, event, data, instance),
    deliveries: (timeoutMs, filter) => mock.deliveries.settled(timeoutMs, filter),
    clearDeliveries: () => mock.deliveries.clear(),
    clock: mock.clock,
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
