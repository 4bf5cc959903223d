// The operations an app calls, read from what the mock recorded of it: the control API's request list
// (`GET /__mock/requests` or `mock.requests`, a JSON array), the mock's `--log json` lines, or its
// text log lines ("POST /message/sendText/shop → 201 (3 ms)"). A request the log routed carries its
// operationId; any other is routed here against the description the app was written for.
import { operationOfRequest } from './upgrade.js';
import type { OpenApiDocument } from './walk.js';

/** A log this module cannot read; the message says which forms it reads. */
export class RequestLogError extends Error {
  override readonly name = 'RequestLogError';
}

interface LoggedRequest {
  method?: unknown;
  path?: unknown;
  target?: unknown;
  operationId?: unknown;
  kind?: unknown;
}

const TEXT_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)\s+→/;

/** The requests of a log's text, each as method, path and the operationId the mock named (if any). */
function requestsOf(text: string): LoggedRequest[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      throw new RequestLogError(`the request log is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(parsed)) throw new RequestLogError('the request log is not a JSON array of requests.');
    return parsed.filter((entry): entry is LoggedRequest => entry !== null && typeof entry === 'object');
  }
  const out: LoggedRequest[] = [];
  for (const line of trimmed.split('\n')) {
    const text = line.trim();
    if (text.startsWith('{')) {
      try {
        const event = JSON.parse(text) as LoggedRequest;
        if (event.kind === undefined || event.kind === 'request') out.push(event);
      } catch {}
      continue;
    }
    const match = TEXT_LINE.exec(text);
    if (match) out.push({ method: match[1], path: match[2] });
  }
  return out;
}

/** The distinct operationIds a request log shows, sorted; a RequestLogError when it shows no request at all. */
export function operationsFromLog(text: string, doc: OpenApiDocument): string[] {
  const requests = requestsOf(text);
  if (requests.length === 0)
    throw new RequestLogError(
      "the request log holds no request: give the JSON array of GET /__mock/requests, or the lines of the mock's --log json or --log text.",
    );
  const ids = new Set<string>();
  for (const request of requests) {
    if (typeof request.operationId === 'string' && request.operationId) {
      ids.add(request.operationId);
      continue;
    }
    const path = typeof request.path === 'string' ? request.path : typeof request.target === 'string' ? request.target : '';
    const id = typeof request.method === 'string' ? operationOfRequest(doc, request.method, path) : undefined;
    if (id) ids.add(id);
  }
  return [...ids].sort();
}
