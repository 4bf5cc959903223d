// The document Dredd is given: the description reduced to what Dredd reads (paths, operations,
// parameters, request examples, one media type and example per documented status).
//
// Why not the bundle itself: Dredd 14 ignores OpenAPI 3 schemas for validation (the runner checks
// bodies against the 3.1 bundle itself), yet parsing them costs about 4 s per run and prints a
// warning for every 3.1 keyword; and it labels several statuses that share one `$ref` response with
// one status code. The view is a small, plain 3.0 document whose transactions are the
// description's, one per operation and documented status that the run sends (nothing else, so that
// Dredd spends no time on checks that are skipped). Summaries become operationIds so that
// transaction names follow operationIds, not editable summaries.
import { firstExample, mediaOf } from '@msg-gateway/openapi/walk';
import { type Description, parameterExample } from '../description/contract.js';
import { caseKey, orderOperations } from '../plan/planner.js';

interface ViewMedia {
  example?: unknown;
}

interface ViewOperation {
  operationId: string;
  summary: string;
  parameters: { name: string; in: string; required: boolean; schema: { type: 'string' }; example: string }[];
  requestBody?: { content: Record<string, ViewMedia> };
  responses: Record<string, { description: string; content?: Record<string, ViewMedia> }>;
}

export interface DreddView {
  openapi: '3.0.3';
  info: { title: string; version: string };
  paths: Record<string, Record<string, ViewOperation>>;
}

const withExample = (example: unknown): ViewMedia => (example === undefined ? {} : { example });

/** The view of `description` with the answers whose case key is in `keys` (one transaction each). */
export function dreddView(description: Description, keys: ReadonlySet<string>): DreddView {
  const { document } = description;
  const paths: DreddView['paths'] = {};
  for (const op of orderOperations(description.operations)) {
    const responses: ViewOperation['responses'] = {};
    for (const [status, response] of Object.entries(op.source.responses ?? {})) {
      if (!keys.has(caseKey(op.method, op.path, status))) continue;
      const documented = op.responses.find((r) => r.status === status);
      const mediaType = documented?.mediaTypes[0];
      responses[status] = {
        description: `${op.operationId} ${status}`,
        ...(mediaType ? { content: { [mediaType]: withExample(firstExample(document, mediaOf(document, response, mediaType))) } } : {}),
      };
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
  return {
    openapi: '3.0.3',
    info: { title: document.info?.title ?? 'contract', version: document.info?.version ?? '0' },
    paths,
  };
}
