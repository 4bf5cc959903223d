// Faults on demand: the answers a UI must survive that a healthy mock never gives. A 500 is the
// gateway's own (Evolution API 2.1.1 answers 500 "Connection Closed" whenever the WhatsApp account is
// not connected): where an operation does not document it, the mock answers the 500 the description
// documents most often elsewhere. 502, 503 and 504 come from whatever stands in front of a gateway (a proxy, a
// load balancer); the mock answers them in the gateway's envelope, saying they were injected.
import { STATUS_CODES } from 'node:http';
import { firstExample, mediaOf, operations } from '@msg-gateway/openapi/walk';
import type { Description } from '../description/description.js';

export interface Fault {
  status: number;
  /** What asked for it, e.g. "Prefer: code=503", "--fail-rate 0.1", "mock.next()". */
  cause: string;
  /** Queued by a test (mock.next): always worded as injected, never as a documented gateway failure. */
  queued?: boolean;
}

/** The body of a fault answer. */
export function faultBody(description: Description, fault: Fault): unknown {
  if (fault.status === 500 && fault.queued !== true) {
    const documented = documented500(description);
    if (documented !== undefined) return documented;
  }
  const reason = STATUS_CODES[fault.status] ?? 'Error';
  return { status: fault.status, error: reason, response: { message: [`${reason}: fault injected by msg-gateway-mock (${fault.cause})`] } };
}

const documented500s = new WeakMap<Description, { example: unknown }>();

/** The 500 example the description documents most often (e.g. ConnectionClosed), if any; worked out once per description. */
function documented500(description: Description): unknown {
  let found = documented500s.get(description);
  if (!found) {
    found = { example: mostDocumented500(description) };
    documented500s.set(description, found);
  }
  return found.example;
}

function mostDocumented500(description: Description): unknown {
  const { doc } = description;
  if (!doc) return undefined;
  const counts = new Map<string, { example: unknown; count: number }>();
  for (const op of operations(doc)) {
    const example = firstExample(doc, mediaOf(doc, op.operation.responses?.['500']));
    if (example === undefined) continue;
    const key = JSON.stringify(example);
    const entry = counts.get(key) ?? { example, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.example;
}
