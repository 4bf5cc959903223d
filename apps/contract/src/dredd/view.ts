// The document Dredd is given: the checked operations reduced to what Dredd reads (paths,
// operations, parameters, request examples, one response per check the run sends).
//
// Why not the bundle itself: Dredd 14 ignores OpenAPI 3 schemas for validation (the runner checks
// bodies against the 3.1 descriptions itself), yet parsing them costs about 4 s per run and prints a
// warning for every 3.1 keyword; and it labels several statuses that share one `$ref` response with
// one status code. The view is a small, plain 3.0 document with one transaction per check the run
// sends (nothing else, so that Dredd spends no time on checks that are skipped), each operation as
// the description that shapes its requests has it (restart as POST under the 2.1.1 profile, the
// schedules from the contract). A check's response is labelled with its kind's status
// (DREDD_LABEL), not the status expected: two kinds may expect the same status, and Dredd knows a
// transaction by method, path and status. Summaries become operationIds so that transaction names
// follow operationIds, not editable summaries.

import { KINDS } from '../check/expectation.js';
import { parameterExample } from '../description/contract.js';
import type { Descriptions } from '../description/layered.js';
import { caseKey, checkedOperations, dreddLabel, orderOperations } from '../plan/planner.js';
import { policyOf } from '../plan/safety.js';

interface ViewMedia {
  example?: unknown;
}

interface ViewOperation {
  operationId: string;
  summary: string;
  parameters: { name: string; in: string; required: boolean; schema: { type: 'string' }; example: string }[];
  requestBody?: { content: Record<string, ViewMedia> };
  responses: Record<string, { description: string }>;
}

export interface DreddView {
  openapi: '3.0.3';
  info: { title: string; version: string };
  paths: Record<string, Record<string, ViewOperation>>;
}

const withExample = (example: unknown): ViewMedia => (example === undefined ? {} : { example });

/** The view of the checked operations with the checks whose case key is in `keys` (one transaction each). */
export function dreddView(descriptions: Descriptions, keys: ReadonlySet<string>): DreddView {
  const checked = checkedOperations(descriptions);
  const byOp = new Map(checked.map((c) => [c.op, c]));
  const paths: DreddView['paths'] = {};
  for (const op of orderOperations(checked.map((c) => c.op))) {
    const document = byOp.get(op)?.description.document ?? descriptions.contract.document;
    const responses: ViewOperation['responses'] = {};
    const policy = policyOf(op);
    for (const kind of KINDS) {
      const label = dreddLabel(kind, policy);
      if (keys.has(caseKey(op.method, op.path, label))) responses[label] = { description: `${op.operationId} ${kind}` };
    }
    if (Object.keys(responses).length === 0) continue;
    const item = paths[op.path] ?? {};
    paths[op.path] = item;
    item[op.method.toLowerCase()] = {
      operationId: op.operationId,
      summary: op.operationId,
      parameters: op.parameters
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: { type: 'string' },
          // Dredd refuses a path parameter without an example; the hooks set the real URI anyway.
          example: String(parameterExample(document, p) ?? 'example'),
        })),
      ...(op.requestBody ? { requestBody: { content: { [op.requestBody.mediaType]: withExample(op.requestBody.example) } } } : {}),
      responses,
    };
  }
  const info = descriptions.contract.document.info;
  return { openapi: '3.0.3', info: { title: info?.title ?? 'contract', version: info?.version ?? '0' }, paths };
}
