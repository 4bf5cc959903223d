// When a run ends with exit 2 instead of a verdict: a --only item that selects nothing, answers that
// show --url does not lead to the gateway's routes, a run that stopped before every check ran.
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { baseAddressHint, isJsonMediaType, isMisconfigured, misrouting } from '../check/misconfiguration.js';
import { ContractRunError } from '../errors.js';
import { type Execution, GIVE_UP_AFTER, type StopReason } from '../execution.js';
import type { RunOptions } from '../options.js';
import { type Case, type CheckedOperation, type OnlySelector, originOf } from '../plan/planner.js';
import { policyOf } from '../plan/safety.js';
import type { Row } from '../report/rows.js';

/** A --only item that selects no check is a typo the user should hear about before anything is sent. */
export function checkSelectors(only: readonly OnlySelector[] | undefined, cases: readonly Case[]): void {
  for (const selector of only ?? []) {
    if (selector.check === undefined) continue;
    const own = cases.filter((c) => c.operationId === selector.operationId);
    const hit = own.some(
      (c) =>
        c.kind === selector.check ||
        [c.status, c.expect.contract.status, c.expect.layered?.status].includes(selector.check) ||
        (c.kind === 'other' && c.status === selector.check),
    );
    if (!hit) {
      const list = own.map((c) => `${c.kind} ${c.status}`).join(', ');
      throw new UsageError(`--only ${selector.operationId}:${selector.check} selects no check (its checks: ${list}).`);
    }
  }
}

/**
 * An --allow-calls-out service that no checked operation calls is a typo (or a description that
 * changed): the user hears it before anything is sent, with the services the operations do call.
 */
export function checkCallsOut(allowed: readonly string[], operations: readonly CheckedOperation[]): void {
  const called = new Map<string, string[]>();
  for (const { op } of operations) {
    for (const url of policyOf(op).callsOut) called.set(originOf(url), [...(called.get(originOf(url)) ?? []), op.operationId]);
  }
  for (const origin of allowed) {
    if (called.has(origin)) continue;
    const known = [...called].map(([url, ids]) => `${url} (${ids.join(', ')})`).join(', ');
    throw new UsageError(
      `--allow-calls-out ${origin}: no checked operation makes the gateway call it. ${known ? `The operations that call out: ${known}.` : 'No checked operation calls out (x-calls-out).'}`,
    );
  }
}

/**
 * Exit 2 when most answers show that the requests did not reach the gateway's routes: route-not-
 * found 404s or answers that are not JSON at all. Answers a description expects to be a route-not-
 * found (an operation it does not have) do not count.
 */
export function assertRoutesReached(selected: readonly Case[], execution: Execution, options: RunOptions, routesReached: boolean): void {
  let sent = 0;
  const misrouted: string[] = [];
  for (const c of selected) {
    const outcome = execution.outcomes.get(c.key);
    if (outcome?.kind !== 'answered' && outcome?.kind !== 'no-answer') continue;
    sent += 1;
    if (outcome.kind !== 'answered' || c.expect.contract.absent || c.expect.layered?.absent) continue;
    const why = misrouting(outcome.response);
    // Once the gateway's own route answered the state read, --url is right: its JSON route-not-found
    // envelope then names a route the gateway lacks, a contract failure like any other; only
    // answers that are not the gateway's (HTML pages, other text) still point at a wrong --url.
    if (why && routesReached && isJsonMediaType(outcome.response.headers['content-type'])) continue;
    if (why) misrouted.push(`${c.method} ${options.basePath}${outcome.uri} answered ${outcome.response.status}, ${why}`);
  }
  if (!isMisconfigured(misrouted.length, sent)) return;
  throw new ContractRunError(
    `${misrouted.length} of ${sent} answers were route-not-found or not JSON (e.g. ${misrouted[0]}): ${baseAddressHint(options.url, options.basePath)}`,
  );
}

export function stoppedError(
  reason: StopReason,
  rows: readonly Row[],
  options: RunOptions,
  signal: string | undefined,
  reported: boolean,
): ContractRunError {
  const left = rows.filter((r) => r.verdict === 'unchecked').map((r) => onlyName(r.case));
  const why: Record<StopReason, string> = {
    deadline: `The run deadline passed (--deadline ${options.deadlineMs / 1000} s)`,
    unresponsive: `The gateway stopped answering (${GIVE_UP_AFTER} requests in a row got no answer), so the run gave up`,
    interrupted: `The run was interrupted${signal ? ` by ${signal}` : ''}`,
  };
  const count = `${left.length} check${left.length === 1 ? ' was' : 's were'} left unchecked`;
  return new ContractRunError(`${why[reason]}: ${count}${left.length ? `: ${left.join(',')} (run them again with --only)` : ''}.`, {
    reported,
  });
}

/** "operationId:check", as --only takes it. */
const onlyName = (c: Case): string => `${c.operationId}:${c.kind === 'other' ? c.status : c.kind}`;
