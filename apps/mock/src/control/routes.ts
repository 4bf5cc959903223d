// The control API under /__mock/ (described in control/openapi.yaml): what a test in another process
// (Playwright, Cypress) needs of a running mock, over HTTP. Every route calls the same functions as
// `startMock()`'s handle; bodies are checked against the description's schemas; every mistake is a
// `{"mock":"control-error","status":…,"message":…}` that no gateway answers, saying what to change.
import type { IncomingMessage } from 'node:http';
import { type Redact, redactor } from '@msg-gateway/openapi/redact';
import { controlDescription, controlViolations } from '../common/control-description.js';
import { MockControlError } from '../common/control-error.js';
import type { NextAnswer } from '../server/answer/next-answer.js';
import { readBody } from '../server/http/body.js';
import type { CorsPolicy } from '../server/http/cors.js';
import { corsHeaders, isPreflight, preflightGrant } from '../server/http/cors.js';
import type { Answer } from '../server/http/http.js';
import type { RecordedRequest } from '../server/requests/recorder.js';
import { checkRequestFilter, type RequestCounts, type RequestFilter } from '../server/requests/request-filter.js';
import * as twinActions from '../twin/actions.js';
import type { ConnectionState } from '../twin/roster.js';
import type { WorldState } from '../twin/state-file.js';
import type { Twin } from '../twin/twin.js';
import type { ResetTarget } from '../twin/world.js';
import type { DeliveryFilter, DeliveryResult, SettledDeliveries } from '../webhooks/deliveries.js';
import { refusal } from './guard.js';

/** What the control API reaches: the mock's own functions, the same ones its handle calls. */
export interface ControlSurface {
  serving(): string;
  version: string;
  gatewayVersion: string;
  twin: Twin;
  next(operationId: string, answer: NextAnswer): void;
  requests(filter: RequestFilter): RecordedRequest[];
  countRequests(filter: RequestFilter): RequestCounts;
  clearRequests(): void;
  /** Back to the start, or (`'loaded'`) to the world last loaded. */
  reset(to: ResetTarget): void;
  /** Starts over from `state` (and keeps it for reset('loaded')). */
  loadState(state: WorldState): void;
  emit(event: string, data: unknown, instance: string | undefined): Promise<DeliveryResult>;
  /** Resolves with the counts (of `filter`'s deliveries) once nothing is pending, or when `timeoutMs` has passed. */
  deliveries(timeoutMs: number | undefined, filter: DeliveryFilter): Promise<SettledDeliveries>;
  /** Counts the deliveries from zero again. */
  clearDeliveries(): void;
  /** The twin's time (the handle's `clock`): advance throws a MockControlError for a real clock or a bad span. */
  clock: { readonly mode: string; now(): number; readonly pending: number; advance(ms: number): number };
}

type Reply = { status: number; body?: unknown };
type Handler = (input: { params: string[]; body: unknown; query: URLSearchParams }) => Reply | Promise<Reply>;

interface Route {
  method: string;
  pattern: RegExp;
  /** The schema of the control description a body must meet (none: no body, unless `body`). */
  schema?: string;
  /** Reads a JSON body that the handler checks itself (a union it names the kinds of). */
  body?: true;
  handle: Handler;
}

const MAX_WAIT_MS = 60_000;
/** The control route that delivers an event (the trigger command calls it). */
export const CONTROL_EVENTS_PATH = '/__mock/events';
/** How long that route waits for the delivery to end before answering 202 (it goes on). */
export const CONTROL_WAIT_MS = 30_000;

export function controlRoutes(surface: ControlSurface, policy: CorsPolicy) {
  const routes = table(surface);
  // An error may quote what the caller sent (a path, an event name): the gateway's key never shows.
  const redact = redactor(surface.twin.world.apiKey);
  return async (req: IncomingMessage, path: string, query: URLSearchParams): Promise<Answer> => {
    const cors = corsHeaders(req, policy);
    const reply = (status: number, body?: unknown): Answer => json(status, status >= 400 ? redacted(body, redact) : body, cors);
    const refused = refusal(req, policy);
    if (refused) return reply(refused.status, error(refused.status, refused.message));
    const method = req.method ?? 'GET';
    const matching = routes.filter((route) => route.pattern.test(path));
    if (method === 'OPTIONS') {
      const grant = isPreflight(req) ? preflightGrant(req, policy, methodsOf(matching)) : cors;
      return { ...reply(204), headers: { ...grant, allow: methodsOf(matching), 'content-length': '0' } };
    }
    const route = matching.find((r) => r.method === method);
    if (!route) {
      const message =
        matching.length > 0
          ? `${path} answers ${methodsOf(matching)}, not ${method}.`
          : `There is no control route ${method} ${path}. The control API is described at GET /__mock/openapi.json (and in @msg-gateway/mock/control/openapi.yaml).`;
      return reply(matching.length > 0 ? 405 : 404, error(matching.length > 0 ? 405 : 404, message));
    }
    const body = route.schema === undefined && route.body === undefined ? { ok: true as const, body: null } : await readBody(req);
    if (!body.ok) return reply(body.status, error(body.status, body.message));
    if (route.schema !== undefined) {
      const problems = controlViolations(route.schema, body.body ?? {});
      if (problems.length > 0) return reply(400, error(400, `The body is not a ${route.schema}: ${problems.slice(0, 5).join('; ')}.`));
    }
    const params = decodedParams(route.pattern.exec(path) ?? []);
    if (params === undefined) {
      const message = `The path ${path} has invalid percent-encoding: a literal % is written %25. Encode instance names with encodeURIComponent.`;
      return reply(400, error(400, message));
    }
    try {
      const result = await route.handle({ params, body: body.body ?? {}, query });
      return reply(result.status, result.body);
    } catch (caught) {
      if (!(caught instanceof MockControlError)) throw caught;
      const status = caught.reason === 'not-found' ? 404 : caught.reason === 'conflict' ? 409 : 400;
      return reply(status, error(status, capitalised(caught.message)));
    }
  };
}

const ok = (body?: unknown): Reply => ({ status: body === undefined ? 204 : 200, body });

function table(surface: ControlSurface): Route[] {
  return [...mockRoutes(surface), ...instanceRoutes(surface.twin), ...answerRoutes(surface), ...webhookRoutes(surface)];
}

/** The mock itself: health, this API's description, reset, its licence, a world to start from. */
function mockRoutes(surface: ControlSurface): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/__mock\/health$/,
      handle: () => ok({ status: 'ok', serving: surface.serving(), version: surface.version, gatewayVersion: surface.gatewayVersion }),
    },
    { method: 'GET', pattern: /^\/__mock\/openapi\.json$/, handle: () => ok(controlDescription()) },
    {
      method: 'POST',
      pattern: /^\/__mock\/reset$/,
      schema: 'ResetRequest',
      handle: ({ body }) => {
        surface.reset((body as { to?: ResetTarget }).to ?? 'start');
        return ok();
      },
    },
    {
      method: 'GET',
      pattern: /^\/__mock\/license$/,
      handle: () => ok(twinActions.licenseView(surface.twin)),
    },
    {
      method: 'PUT',
      pattern: /^\/__mock\/license$/,
      schema: 'LicenseRequest',
      handle: ({ body }) => {
        return ok(twinActions.setLicense(surface.twin, (body as twinActions.LicenseView).state));
      },
    },
    { method: 'GET', pattern: /^\/__mock\/clock$/, handle: () => ok(clockView(surface.clock)) },
    {
      method: 'POST',
      pattern: /^\/__mock\/clock$/,
      schema: 'ClockAdvance',
      handle: ({ body }) => {
        surface.clock.advance((body as { advance: number }).advance);
        return ok(clockView(surface.clock));
      },
    },
    {
      method: 'PUT',
      pattern: /^\/__mock\/state$/,
      schema: 'MockState',
      handle: ({ body }) => {
        surface.loadState(body as WorldState);
        return ok();
      },
    },
  ];
}

/** The instances and their lifecycle. */
function instanceRoutes(twin: Twin): Route[] {
  const instance = (params: string[]) => twinActions.instanceNamed(twin, params[0] ?? '');
  return [
    { method: 'GET', pattern: /^\/__mock\/instances$/, handle: () => ok(twin.world.list().map(twinActions.view)) },
    {
      method: 'POST',
      pattern: /^\/__mock\/instances$/,
      schema: 'NewInstance',
      handle: ({ body }) => ({ status: 201, body: twinActions.createInstance(twin, body as twinActions.NewInstanceRequest) }),
    },
    { method: 'GET', pattern: /^\/__mock\/instances\/([^/]+)$/, handle: ({ params }) => ok(twinActions.view(instance(params))) },
    {
      method: 'DELETE',
      pattern: /^\/__mock\/instances\/([^/]+)$/,
      handle: ({ params }) => {
        twinActions.removeInstance(twin, instance(params));
        return ok();
      },
    },
    {
      method: 'PUT',
      pattern: /^\/__mock\/instances\/([^/]+)\/state$/,
      schema: 'StateChange',
      handle: ({ params, body }) => {
        const change = body as { state: ConnectionState; reason?: number };
        return ok(twinActions.setState(twin, instance(params), change.state, change.reason));
      },
    },
    {
      method: 'POST',
      pattern: /^\/__mock\/instances\/([^/]+)\/pair$/,
      handle: ({ params }) => ok(twinActions.pair(twin, instance(params))),
    },
    {
      method: 'POST',
      pattern: /^\/__mock\/instances\/([^/]+)\/messages$/,
      body: true,
      handle: ({ params, body }) => ({ status: 201, body: twinActions.receive(twin, instance(params), body) }),
    },
    {
      method: 'POST',
      pattern: /^\/__mock\/instances\/([^/]+)\/messages\/([^/]+)\/receipts$/,
      schema: 'ReceiptStep',
      handle: ({ params, body }) => ok(twinActions.receipts(twin, instance(params), params[1] ?? '', (body as { status: string }).status)),
    },
  ];
}

/** Queued answers and the requests received. */
function answerRoutes(surface: ControlSurface): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/__mock\/next$/,
      schema: 'QueuedAnswer',
      handle: ({ body }) => {
        const { operationId, ...answer } = body as NextAnswer & { operationId: string };
        surface.next(operationId, answer);
        return ok();
      },
    },
    { method: 'GET', pattern: /^\/__mock\/requests$/, handle: ({ query }) => ok(surface.requests(checkRequestFilter(query))) },
    {
      method: 'GET',
      pattern: /^\/__mock\/requests\/counts$/,
      handle: ({ query }) => ok(surface.countRequests(checkRequestFilter(query))),
    },
    {
      method: 'DELETE',
      pattern: /^\/__mock\/requests$/,
      handle: () => {
        surface.clearRequests();
        return ok();
      },
    },
  ];
}

/** Webhook events on demand and the deliveries. */
function webhookRoutes(surface: ControlSurface): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/__mock\/events$/,
      schema: 'EventRequest',
      handle: ({ body }) => deliverEvent(surface, body as { event: string; data?: unknown; instance?: string }),
    },
    {
      method: 'GET',
      pattern: /^\/__mock\/deliveries$/,
      handle: async ({ query }) => {
        const wait = query.get('settled') === 'true';
        const raw = query.get('timeout');
        const timeout = raw === null ? 10_000 : Number(raw);
        if (!Number.isInteger(timeout) || timeout < 0 || timeout > MAX_WAIT_MS) {
          throw new MockControlError(`timeout is a whole number of milliseconds from 0 to ${MAX_WAIT_MS}, got ${JSON.stringify(raw)}.`);
        }
        const unknown = [...query.keys()].filter((key) => !['settled', 'timeout', 'instance', 'event'].includes(key));
        if (unknown.length > 0)
          throw new MockControlError(`unknown parameter ${unknown.join(', ')}; the deliveries take settled, timeout, instance, event.`);
        const filter = { instance: query.get('instance') ?? undefined, event: query.get('event') ?? undefined };
        return ok(await surface.deliveries(wait ? timeout : 0, filter));
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/__mock\/deliveries$/,
      handle: () => {
        surface.clearDeliveries();
        return ok();
      },
    },
  ];
}

/** What the control API says of the twin's clock (schema Clock). */
function clockView(clock: ControlSurface['clock']) {
  const now = clock.now();
  return { mode: clock.mode, now, iso: new Date(now).toISOString(), pending: clock.pending };
}

/** Delivers one event; answers how it ended, or 202 when it has not ended within CONTROL_WAIT_MS (it goes on). */
async function deliverEvent(surface: ControlSurface, { event, data, instance }: { event: string; data?: unknown; instance?: string }) {
  const delivery = surface.emit(event, data, instance);
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    delivery,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), CONTROL_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (ended) return ok(ended);
  return {
    status: 202,
    body: {
      event,
      instance,
      outcome: 'pending',
      reason: `still being delivered after ${CONTROL_WAIT_MS / 1000} s (the receiver is slow or down); the mock's log tells how it ends`,
    },
  };
}

/** The path's parameters decoded; undefined when one is not valid percent-encoding (`%zz`). */
function decodedParams(match: RegExpExecArray | string[]): string[] | undefined {
  try {
    return [...match].slice(1).map((p) => decodeURIComponent(p));
  } catch {
    return undefined;
  }
}

const methodsOf = (routes: Route[]): string => [...new Set([...routes.map((r) => r.method), 'OPTIONS'])].join(', ');
const error = (status: number, message: string) => ({ mock: 'control-error', status, message });

/** An error body with its message redacted. */
function redacted(body: unknown, redact: Redact): unknown {
  if (!body || typeof body !== 'object' || typeof (body as { message?: unknown }).message !== 'string') return body;
  return { ...body, message: redact((body as { message: string }).message) };
}
const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function json(status: number, body: unknown, cors: Record<string, string>): Answer {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return {
    status,
    headers: {
      ...cors,
      ...(payload !== undefined && { 'content-type': 'application/json; charset=utf-8' }),
      'content-length': String(payload === undefined ? 0 : Buffer.byteLength(payload)),
      'x-mock-control': 'true',
    },
    payload,
    reasons: status >= 400 && body && typeof body === 'object' && 'message' in body ? [String(body.message)] : [],
    delay: 0,
  };
}
