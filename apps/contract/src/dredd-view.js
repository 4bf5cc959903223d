// The document Dredd is given: the dereferenced contract reduced to what Dredd reads (paths,
// operations, parameters, request examples, one media type and example per documented status).
//
// Why not the dereferenced bundle itself: Dredd 14 ignores OpenAPI 3 schemas for validation (the
// hooks validate bodies against the 3.1 bundle with ajv instead), yet parsing them costs about 4 s
// per run and prints a warning for every 3.1 keyword. Dropping them leaves a small, plain 3.0
// document whose transactions are the contract's, one per operation and documented status, with
// no shared `$ref` responses for Dredd to mislabel. Summaries become operationIds so that
// transaction names (and Dredd's own output) follow operationIds, not editable summaries.
import { firstExample } from './contract.js';
import { orderOperations } from './plan.js';

/**
 * @param {object} deref the dereferenced contract
 * @param {import('./contract.js').Operation[]} operations
 */
export function dreddView(deref, operations) {
  const paths = {};
  for (const op of orderOperations(operations)) {
    const source = deref.paths[op.path][op.method.toLowerCase()];
    paths[op.path] ??= {};
    paths[op.path][op.method.toLowerCase()] = {
      operationId: op.operationId,
      summary: op.operationId,
      parameters: op.parameters
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          schema: { type: 'string' },
          // Dredd refuses a path parameter without an example; the hooks set the real values.
          example: String(p.example ?? p.schema?.examples?.[0] ?? 'example'),
        })),
      ...(op.requestBody ? { requestBody: { content: { [op.requestBody.mediaType]: withExample(op.requestBody.example) } } } : {}),
      responses: Object.fromEntries(
        Object.entries(source.responses).map(([status, response]) => {
          const mediaType = Object.keys(response.content ?? {})[0];
          const content = mediaType ? { content: { [mediaType]: withExample(firstExample(response.content[mediaType])) } } : {};
          return [status, { description: `${op.operationId} ${status}`, ...content }];
        }),
      ),
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: deref.info?.title ?? 'contract', version: deref.info?.version ?? '0' },
    paths,
  };
}

const withExample = (example) => (example === undefined ? {} : { example });
