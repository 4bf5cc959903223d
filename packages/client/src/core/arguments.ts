// A facade method's arguments sorted into what the request needs: path parameters, query
// parameters, body, per-call options. Every value a URL must carry is checked here, before anything
// is sent: a dot segment would reach another path, a lone surrogate cannot be percent-encoded.
import { dotSegmentError, isDotSegment } from './paths.js';
import type { CallOptions, OperationRow } from './types.js';
import { describeValue, loneSurrogateAt, loneSurrogateError } from './values.js';

export interface Arguments {
  path: Record<string, string>;
  query: Record<string, unknown> | undefined;
  body: unknown;
  options: CallOptions;
}

export function splitArguments(op: OperationRow, label: string, args: unknown[]): Arguments {
  let next = 0;
  const path: Record<string, string> = {};
  for (const name of op.pathParams) path[name] = checkPathParameter(`gw.${label}`, name, args[next++]);
  const takesInput = op.query.length > 0 || op.body !== 'none';
  const input = takesInput ? args[next++] : undefined;
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    const what = op.body === 'none' ? 'query parameters' : 'body fields';
    throw new TypeError(`gw.${label}: expected an object of ${what}, got ${describeValue(input)}.`);
  }
  const options = (args[next] ?? {}) as CallOptions;
  if (typeof options !== 'object') {
    throw new TypeError(`gw.${label}: the last argument must be an options object ({ signal, timeoutMs, maxBodyBytes, headers }).`);
  }
  let query: Record<string, unknown> | undefined;
  let body: unknown = op.body === 'none' ? undefined : input;
  if (op.query.length > 0 && input) {
    query = {};
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) (op.query.includes(key) ? query : fields)[key] = value;
    if (op.body !== 'none') body = fields;
    for (const [name, value] of Object.entries(query)) checkWellFormed(`gw.${label}`, name, value);
  }
  return { path, query, body, options };
}

function checkPathParameter(where: string, name: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw new TypeError(`${where}: ${name} must be a non-empty string, got ${describeValue(value)}.`);
  }
  if (isDotSegment(value)) throw dotSegmentError(where, name, value);
  checkWellFormed(where, name, value);
  return value;
}

/** Refuses a string (or array of strings) with a lone surrogate: encodeURIComponent would throw a bare URIError. */
function checkWellFormed(where: string, name: string, value: unknown): void {
  for (const item of Array.isArray(value) ? value : [value]) {
    const at = typeof item === 'string' ? loneSurrogateAt(item) : -1;
    if (at >= 0) throw loneSurrogateError(where, name, at);
  }
}
