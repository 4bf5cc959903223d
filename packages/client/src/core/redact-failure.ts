// What a GatewayError keeps of a failure, with the key redacted from all of it: the path, the body
// (values and property names), where a redirect pointed, a cause that quotes the request. Loaded
// with on-failure.ts, on the first failure.
import type { Redact } from '../shared/openapi.js';
import type { GatewayErrorInit } from './error-init.js';

/** `init` with the key redacted from everything it carries, and `retryAt` set from the wait asked. */
export function redactFailure(init: GatewayErrorInit, redact: Redact): GatewayErrorInit {
  // A custom fetch may throw an error that quotes the request; keep only a redacted copy of it.
  const { cause } = init;
  const quotes = cause instanceof Error && (redact(cause.message) !== cause.message || redact(String(cause.stack)) !== String(cause.stack));
  return {
    ...init,
    body: redactValue(init.body, redact, 0),
    path: redact(init.path),
    location: init.location === undefined ? undefined : redact(init.location),
    cause: quotes ? new Error(redact(cause.message)) : cause,
    retryAt: init.retryAfterMs === undefined ? init.retryAt : new Date(Date.now() + init.retryAfterMs),
  };
}

/** A copy of a parsed body with the key redacted from every string (values and names). */
function redactValue(value: unknown, redact: Redact, depth: number): unknown {
  if (typeof value === 'string') return redact(value);
  if (value === null || typeof value !== 'object') return value;
  // Gateway error bodies are a few levels deep; deeper ones are cut rather than walked without end.
  if (depth > 32) return '[nested too deeply]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, redact, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactValue(item, redact, depth + 1)]));
}
