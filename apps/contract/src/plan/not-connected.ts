// The success check of an operation that needs the WhatsApp account, when the state read before the
// checks says the instance is not connected. Instead of not sending it, the run checks what 2.1.1
// answers then, as the operation's `x-disconnected` says (a 500 "Connection Closed", a wrapped
// error…): the same request, judged against that answer. Only where the description that shapes
// the request has a rule for the state found; otherwise the check stays "not checked". Pure.
import type { RequestValues } from '@msg-gateway/openapi/disconnected';
import { expectationOf } from '../check/expectation.js';
import type { Descriptions } from '../description/layered.js';
import type { Case, Expectations } from './planner.js';
import type { FoundState } from './state.js';

/** The request values a rule's templates quote: the path parameters, the query, the body. */
function requestValues(c: Case & { run: true }, instance: string): RequestValues {
  const [path = '', query = ''] = c.request.uri.split('?');
  const names = [...c.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const pattern = new RegExp(`^${c.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]*)')}$`);
  const found = pattern.exec(path);
  const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found?.[i + 1] ?? '')]));
  let body: unknown;
  try {
    body = c.request.body === null ? undefined : JSON.parse(c.request.body);
  } catch {
    body = undefined;
  }
  return { path: { instance, ...params }, query: Object.fromEntries(new URLSearchParams(query)), body };
}

/** The check as it is sent to an instance found not connected, or null when it stays unsent. */
export function notConnectedCase(c: Case, found: FoundState | null, descriptions: Descriptions, instance: string): Case | null {
  if (!c.run || c.kind !== 'success' || c.state !== 'connected' || !found?.known || found.state === 'open') return null;
  const disconnected = { state: found.state, request: requestValues(c, instance) };
  const expect: Expectations = {
    contract: expectationOf(descriptions.contract, c.operationId, 'success', { disconnected }),
    layered: descriptions.layered ? expectationOf(descriptions.layered, c.operationId, 'success', { disconnected }) : null,
  };
  const shaping = (c.shapedBy === 'layered' ? expect.layered : expect.contract) ?? expect.contract;
  if (!shaping.answers) return null;
  return {
    ...c,
    status: shaping.status,
    expect,
    state: null,
    notConnected: found.state,
    // A gateway (or the mock's twin of 2.1.1) answers by itself what it answers in this state.
    request: { ...c.request, expectStatus: shaping.status, prefer: null },
  };
}
