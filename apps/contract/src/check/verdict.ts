// Turns what happened to a check into its row. An answer is judged against the contract and, when
// the run has one, against the layered description (contract + profile + team overlays):
//
//   passed            it meets the contract
//   known deviation   it meets only the layered description; the row names the deviations (overlay
//                     `x-id`s) that change this operation in ways that concern this check
//   FAILED            it meets neither
//
// A check that got no answer fails whatever the descriptions say.
import type { Deviation, OperationPart } from '@msg-gateway/openapi/overlay';
import { excerpt, type Redact } from '@msg-gateway/openapi/redact';
import type { Descriptions } from '../description/layered.js';
import type { Outcome } from '../execution.js';
import type { Case } from '../plan/planner.js';
import type { DeviationRef, Row } from '../report/rows.js';
import { checkResponse, type RecordedResponse } from './checker.js';
import { withoutCredentials } from './credentials.js';
import { expectationOf } from './expectation.js';

export interface Judge {
  descriptions: Descriptions;
  redact: Redact;
}

export function rowOf(c: Case, outcome: Outcome | undefined, judge: Judge): Row {
  if (!c.run) return { case: c, verdict: 'skipped', skip: c.skip };
  if (outcome === undefined)
    return { case: c, verdict: 'failed', failures: [{ rule: 'runner', message: 'the run recorded nothing for this check' }] };
  switch (outcome.kind) {
    case 'skipped':
      return { case: c, verdict: 'skipped', skip: outcome.skip, ...(outcome.uri === null ? {} : { uri: outcome.uri }) };
    case 'unchecked':
      return { case: c, verdict: 'unchecked', reason: outcome.reason };
    case 'runner-error':
      return {
        case: c,
        verdict: 'failed',
        failures: [{ rule: 'runner', message: outcome.message }],
        ...(outcome.uri === null ? {} : { uri: outcome.uri }),
      };
    case 'no-answer':
      return {
        case: c,
        verdict: 'failed',
        uri: outcome.uri,
        durationMs: outcome.durationMs,
        failures: [{ rule: 'request', code: outcome.code, message: `the request failed: ${outcome.reason}` }],
        exchange: { sent: sentText(c, outcome.uri, judge.redact), received: null },
      };
    case 'answered': {
      const { contract, layered } = judge.descriptions;
      const base = { case: c, uri: outcome.uri, durationMs: outcome.durationMs, actualStatus: outcome.response.status };
      const failures = checkResponse(contract, c.expect.contract, outcome.response, judge.redact);
      if (failures.length === 0) return { ...base, verdict: 'passed' };
      const exchange = { sent: sentText(c, outcome.uri, judge.redact), received: receivedText(outcome.response, judge.redact) };
      if (!layered || !c.expect.layered) return { ...base, verdict: 'failed', failures, exchange };
      const layeredFailures = checkResponse(layered, c.expect.layered, outcome.response, judge.redact);
      if (layeredFailures.length > 0) return { ...base, verdict: 'failed', failures, layeredFailures, exchange };
      const candidates = concerning(layered.deviations(), c, outcome.response.status);
      return { ...base, verdict: 'known', failures, deviations: needed(candidates, c, outcome.response, judge) };
    }
  }
}

/** How much of a body a failure quotes of what was sent and what came back. */
const QUOTED_CHARS = 300;

/** What a check sent: the request line, whether it carried the key, and its body. */
function sentText(c: Case & { run: true }, uri: string, redact: Redact): string {
  const key = c.request.apikey ? 'with the key' : 'without a key';
  const body = c.request.body === null ? 'no body' : `body ${excerpt(withoutCredentials(c.request.body), redact, QUOTED_CHARS)}`;
  return `${c.method} ${uri} ${key}, ${body}`;
}

/** What came back: the status and the body (credentials hidden). */
function receivedText(response: RecordedResponse, redact: Redact): string {
  if (response.bodyTooLarge) return `${response.status}, a body larger than the runner reads`;
  if (response.body.trim() === '') return `${response.status}, empty body`;
  return `${response.status} ${excerpt(withoutCredentials(response.body), redact, QUOTED_CHARS)}`;
}

/** Parts that concern every check of an operation. */
const WHOLE_OPERATION: readonly OperationPart[] = ['added', 'removed', 'method', 'security', 'extensions'];

/**
 * The deviations that explain why a check's answer meets the layered description and not the
 * contract: those whose changes to its operation concern this check (the operation as a whole,
 * its request for the checks that send the documented request, the responses of the statuses in
 * play; for an operation one description lacks, only its addition or removal). When none does (a
 * change the attribution cannot see), every deviation of the operation.
 */
export function concerning(deviations: readonly Deviation[], c: Case, received: number): DeviationRef[] {
  const statuses = new Set([String(received), c.expect.contract.status, c.expect.layered?.status].filter((s) => s !== undefined));
  // An operation one description does not have: only its being added or removed is in play.
  const absent = c.expect.contract.absent || c.expect.layered?.absent === true;
  const concerns = (part: OperationPart): boolean => {
    if (absent) return part === 'added' || part === 'removed';
    if (WHOLE_OPERATION.includes(part)) return true;
    if (part === 'request') return c.kind === 'success' || c.kind === 'invalid-request';
    return part.startsWith('response:') && statuses.has(part.slice('response:'.length));
  };
  const partsOf = (d: Deviation) => d.operations.filter((o) => o.operationId === c.operationId).flatMap((o) => o.parts);
  let found = deviations.filter((d) => partsOf(d).some(concerns));
  if (found.length === 0) found = deviations.filter((d) => partsOf(d).some((p) => p !== 'text'));
  return found.map((d) => ({ id: d.id, description: d.description }));
}

/**
 * Of several candidate deviations, those the answer needs: left out one at a time, the answer no
 * longer meets the layered description. (A deviation that only reshapes the request, or changes a
 * schema in a way this answer does not touch, is not named.) If leaving out any single one changes
 * nothing (two deviations that each explain it alone), all candidates are named.
 */
function needed(candidates: DeviationRef[], c: Case, response: RecordedResponse, judge: Judge): DeviationRef[] {
  const layered = judge.descriptions.layered;
  const kind = c.expect.layered?.kind;
  if (!layered || candidates.length < 2 || kind === undefined || kind === 'other') return candidates;
  const options = c.expect.layered?.options ?? {};
  const kept = candidates.filter((d) => {
    const without = layered.without(d.id);
    if (!without) return true;
    return checkResponse(without, expectationOf(without, c.operationId, kind, options), response).length > 0;
  });
  return kept.length > 0 ? kept : candidates;
}
