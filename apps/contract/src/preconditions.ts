// Before the checks, the runner reads the instance's connection state (GET
// /instance/connectionState/{instance}, with the key; a read). It tells three things:
//   - whether --url leads to the gateway's routes at all (else exit 2 with a hint);
//   - whether the instance exists (else exit 2: every check of it would fail for one reason);
//   - whether its WhatsApp account is connected: if not, the success checks of operations that
//     need a connection (`x-needs-connection: true`) are not sent; a gateway answers them 500
//     "Connection Closed", which says nothing about the contract.

import { excerpt, type Redact } from '@msg-gateway/openapi/redact';
import { baseAddressHint, misrouting } from './check/misconfiguration.js';
import type { Description, Operation } from './description/contract.js';
import { ContractRunError } from './errors.js';
import { boundedRequest, NoAnswer } from './http/request.js';

/** The operation the state is read with. */
const CONNECTION_STATE_OPERATION = 'connectionState';
const STATE_BODY_LIMIT = 64 * 1024;

export interface ConnectionState {
  /** The state the gateway reported (`open`, `connecting`, `close`), or `unknown…` when it reported none. */
  state: string;
  open: boolean;
  /** The gateway reported a state. */
  known: boolean;
  /** The gateway's own route answered (an instance and its state): --url does reach its routes. */
  routesReached: boolean;
}

export interface StateRequest {
  url: string;
  basePath: string;
  instance: string;
  apiKey: string;
  timeoutMs: number;
  redact: Redact;
  signal?: AbortSignal;
  /** The licence gate the description in force declares (Evolution API 2.4.0), if any. */
  gate?: LicenceGate | undefined;
}

/** What a gateway that is not activated answers every business route (`info.x-licence-gate`). */
export interface LicenceGate {
  status: number;
  code: string;
}

/** The licence gate a description declares in `info.x-licence-gate`, or undefined. */
export function licenceGateOf(descriptions: readonly (Description | null)[]): LicenceGate | undefined {
  for (const d of descriptions) {
    const gate = (d?.document.info as Record<string, unknown> | undefined)?.['x-licence-gate'] as Partial<LicenceGate> | undefined;
    if (gate && typeof gate.status === 'number' && typeof gate.code === 'string') return { status: gate.status, code: gate.code };
  }
  return undefined;
}

/** Whether an answer is the licence gate's: its status, and its code in the body. */
function gated(answer: { status: number; body: string }, gate: LicenceGate | undefined): boolean {
  if (!gate || answer.status !== gate.status) return false;
  try {
    return (JSON.parse(answer.body) as { code?: unknown } | null)?.code === gate.code;
  } catch {
    return false;
  }
}

/** The operation to read the state with, from the first description that has one; null when none has. */
export function connectionStateOperation(descriptions: readonly (Description | null)[]): Operation | null {
  for (const d of descriptions) {
    const op = d?.byId.get(CONNECTION_STATE_OPERATION);
    if (op && op.method === 'GET') return op;
  }
  return null;
}

/** Reads the state; a ContractRunError (exit 2) when the answer shows the run cannot check this instance. */
export async function readConnectionState(op: Operation, settings: StateRequest): Promise<ConnectionState> {
  const path = op.path.replace('{instance}', encodeURIComponent(settings.instance));
  const shown = `GET ${settings.basePath}${path}`;
  let answer: Awaited<ReturnType<typeof boundedRequest>>;
  try {
    answer = await boundedRequest(`${settings.url}${path}`, {
      headers: { apikey: settings.apiKey, accept: 'application/json' },
      timeoutMs: settings.timeoutMs,
      maxBodyBytes: STATE_BODY_LIMIT,
      ...(settings.signal ? { signal: settings.signal } : {}),
    });
  } catch (error) {
    // The gateway answered the probe: this operation's own failure is its check's business.
    if (error instanceof NoAnswer)
      return { state: `unknown, ${shown} got ${error.reason}`, open: false, known: false, routesReached: false };
    throw error;
  }
  const quoted = (): string => (answer.body.trim() ? ` ${excerpt(answer.body, settings.redact, 200)}` : '');
  // One finding instead of a failure per check: a gateway that is not activated answers every
  // business route with the gate's status, whatever the key (2.4.0's licence, in the description).
  if (gated(answer, settings.gate)) {
    throw new ContractRunError(
      `licence required: every business route answers ${answer.status} ${settings.gate?.code} (${shown} did): the gateway at ${settings.url} is not activated. Activate it (its manager's /manager/login page), then run again; nothing else was sent.`,
    );
  }
  if (misrouting(answer) !== null) {
    throw new ContractRunError(
      `${shown} answered ${answer.status}${quoted()}: the gateway's routes are not at ${settings.url}. ${capitalise(baseAddressHint(settings.url, settings.basePath))}`,
    );
  }
  if (answer.status === 404) {
    throw new ContractRunError(
      `The instance "${settings.instance}" does not exist on the gateway at ${settings.url} (${shown} answered 404). Give --instance an existing instance.`,
    );
  }
  if (answer.status === 401 || answer.status === 403) {
    throw new ContractRunError(
      `The gateway refused GATEWAY_API_KEY (${shown} answered ${answer.status}). Give it the gateway's API key (AUTHENTICATION_API_KEY of the gateway).`,
    );
  }
  const state = stateOf(answer.body);
  return { state: state ?? 'unknown', open: state === 'open', known: state !== null, routesReached: state !== null };
}

/** The state a connectionState answer reports, or null when it reports none. */
export function stateOf(body: string): string | null {
  try {
    const state: unknown = (JSON.parse(body) as { instance?: { state?: unknown } } | null)?.instance?.state;
    return typeof state === 'string' && state !== '' ? state : null;
  } catch {
    return null;
  }
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
