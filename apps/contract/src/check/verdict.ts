// Turns what happened to a check into its row: the checker's failures on an answer, the baseline's
// known deviations, or why there is no answer to judge.
import type { Redact } from '@msg-gateway/openapi/redact';
import type { Description } from '../description/contract.js';
import type { Outcome } from '../execution.js';
import type { Case } from '../plan/planner.js';
import type { Row } from '../report/rows.js';
import { type Baseline, knownDeviation } from './baseline.js';
import { checkResponse } from './checker.js';

export interface Judge {
  description: Description;
  baseline: Baseline | null;
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
      };
    case 'answered': {
      const base = { case: c, uri: outcome.uri, durationMs: outcome.durationMs, actualStatus: outcome.response.status };
      const failures = checkResponse(judge.description, c.expect, outcome.response, judge.redact);
      if (failures.length === 0) return { ...base, verdict: 'passed' };
      const deviations = knownDeviation(failures, c.operationId, judge.baseline);
      return deviations ? { ...base, verdict: 'known', failures, deviations } : { ...base, verdict: 'failed', failures };
    }
  }
}
