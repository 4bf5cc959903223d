// Per-test control of the answers, like MSW's server.use() but against the real HTTP server:
// mock.next('connectionState', { status: 404 }) queues the next answer of that operation. Everything
// is checked when it is queued, so a typo fails the test at that line, not later as a puzzling answer:
// the operation must be served, the status and the example documented (or a fault status), a body
// must validate against the documented schema, headers must be sendable (and neither framing nor
// hop-by-hop, few and short), a delay bounded.
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { resolveRef, responseSchemaPointer } from '@msg-gateway/openapi/walk';
import { MockControlError } from '../../common/control-error.js';
import { defaultStatus, exampleNames } from '../../common/spec.js';
import type { Description, ServedOperation } from '../description/description.js';
import { type AnswerMatch, checkMatch, differences, type MatchedRequest } from './answer-match.js';
import { MAX_NEXT_HEADER_BYTES, MAX_NEXT_HEADERS, type NearMiss, type NextAnswer } from './next-answer.js';
import { FAULT_STATUSES, MAX_DELAY_MS } from './prefer.js';

export type { NearMiss };

/** A queued answer, checked. */
export interface QueuedAnswer {
  /** The status to answer; undefined keeps the operation's default (its success). */
  status: number | undefined;
  example: string | undefined;
  /** Present when a body was given (its value may be null). */
  body: { value: unknown } | undefined;
  headers: Record<string, string>;
  delay: number | undefined;
  /** True when the status is one the description documents (Prism answers it), false for a fault. */
  documented: boolean;
  /** The requests it is for (none: the next request of the operation). */
  match: AnswerMatch | undefined;
}

const KEYS = ['status', 'example', 'body', 'headers', 'delay', 'match'];

/**
 * Response headers an answer may not set, and why: the mock frames the answer itself, and the
 * hop-by-hop headers are about the connection, not the answer (RFC 9110 §7.6.1). Set by hand, each
 * makes clients refuse the answer, hang on it or misread the connection.
 */
const REFUSED_HEADERS: Record<string, string> = {
  'content-length':
    'the mock sets Content-Length to the length of the body it sends; another value makes clients cut the body or wait for more',
  'transfer-encoding': 'the mock sends the body with a Content-Length; a Transfer-Encoding as well is a framing error clients refuse',
  'content-encoding': 'the mock sends the body uncompressed; clients would fail to decode it',
  connection: 'it is a hop-by-hop header about the connection, not the answer',
  'keep-alive': 'it is a hop-by-hop header about the connection, not the answer',
  'proxy-connection': 'it is a hop-by-hop header about the connection, not the answer',
  te: 'it is a hop-by-hop header about the connection, not the answer',
  trailer: 'the mock sends no trailers',
  upgrade: 'it switches protocols, which the mock never does',
};

type Fail = (why: string) => never;

/** Checks `answer` against what the served description documents for `operationId`. */
export function checkNext(description: Description, operationId: string, answer: NextAnswer): QueuedAnswer {
  const fail: Fail = (why) => {
    throw new MockControlError(`mock.next(${JSON.stringify(operationId)}): ${why}`);
  };
  const op = description.byId.get(operationId);
  if (!op)
    fail(
      `the served description (${description.title}) has no operation "${operationId}". It has: ${[...description.byId.keys()].join(', ')}.`,
    );
  const served = op as ServedOperation;
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) fail('the answer must be an object such as { status: 404 }.');
  const unknown = Object.keys(answer).filter((key) => !KEYS.includes(key));
  if (unknown.length > 0) fail(`unknown field ${unknown.map((k) => `"${k}"`).join(', ')}; an answer has ${KEYS.join(', ')}.`);
  if ('example' in answer && 'body' in answer) fail('give an example or a body, not both.');

  const documentedStatuses = Object.keys(served.walked.operation.responses ?? {});
  let status = checkStatus(answer.status, operationId, documentedStatuses, fail);
  if (answer.example !== undefined) {
    const documenting = checkExample(description, served, answer.example, status, fail);
    status ??= documenting;
  }
  if ('body' in answer) checkBody(description, served, answer.body, status, fail);
  const headers = answer.headers === undefined ? {} : checkHeaders(answer.headers, fail);
  if (answer.delay !== undefined && (!Number.isInteger(answer.delay) || answer.delay < 0 || answer.delay > MAX_DELAY_MS)) {
    fail(`delay must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}, got ${JSON.stringify(answer.delay)}.`);
  }
  return {
    status,
    example: answer.example,
    body: 'body' in answer ? { value: structuredClone(answer.body) } : undefined,
    headers,
    delay: answer.delay,
    documented: status === undefined || documentedStatuses.includes(String(status)),
    match: answer.match === undefined ? undefined : checkMatch(description, operationId, answer.match, fail),
  };
}

function checkStatus(status: number | undefined, operationId: string, documented: string[], fail: Fail): number | undefined {
  if (status === undefined) return undefined;
  if (!Number.isInteger(status) || status < 100 || status > 599)
    fail(`status must be an HTTP status such as 404, got ${JSON.stringify(status)}.`);
  if (!documented.includes(String(status)) && !FAULT_STATUSES.includes(status))
    fail(
      `${operationId} does not document a ${status}. It documents ${documented.join(', ')} (and any operation can answer a fault: ${FAULT_STATUSES.join(', ')}).`,
    );
  return status;
}

/** The status of the response documenting `example` (one of `status`, when given). */
function checkExample(description: Description, served: ServedOperation, example: unknown, status: number | undefined, fail: Fail): number {
  if (typeof example !== 'string') fail('example must be the name of an example, e.g. "InstanceNotFound".');
  const responses = served.walked.operation.responses ?? {};
  const holders = Object.entries(responses).filter(
    ([code, response]) => (status === undefined || code === String(status)) && namesOf(description, response).includes(example as string),
  );
  if (holders.length === 0) {
    const available = Object.entries(responses)
      .map(([code, response]) => `${code}: ${namesOf(description, response).join(', ') || '(none)'}`)
      .join('; ');
    fail(`${served.operationId} has no example "${example}"${status === undefined ? '' : ` for ${status}`}. Its examples: ${available}.`);
  }
  if (holders.length > 1) fail(`the example "${example}" is documented for ${holders.map(([c]) => c).join(' and ')}: give the status too.`);
  return Number(holders[0]?.[0]);
}

function checkBody(description: Description, served: ServedOperation, body: unknown, status: number | undefined, fail: Fail): void {
  const doc = description.doc;
  const code = status === undefined ? defaultStatus(served.walked) : String(status);
  const pointer = doc && code !== undefined ? responseSchemaPointer(doc, served.walked, code) : undefined;
  const violations = pointer ? description.check(pointer, body) : undefined;
  if (!violations || violations.length === 0) return;
  const listed = violations
    .slice(0, 5)
    .map((v) => v.message)
    .join('; ');
  fail(
    `the body does not match what ${served.operationId} documents for ${code}: ${listed}${violations.length > 5 ? `; and ${violations.length - 5} more` : ''}.`,
  );
}

/** Headers an answer can carry: sendable, not framing or hop-by-hop, and few and short enough for clients to read. */
function checkHeaders(raw: unknown, fail: Fail): Record<string, string> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) fail('headers must be an object of header names and string values.');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_NEXT_HEADERS)
    fail(`${entries.length} headers are too many: an answer may add ${MAX_NEXT_HEADERS} headers at most.`);
  const headers: Record<string, string> = {};
  let bytes = 0;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') fail(`the header ${JSON.stringify(name)} needs a string value.`);
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch (error) {
      fail(`the header ${JSON.stringify(name)} cannot be sent (${error instanceof Error ? error.message : String(error)}).`);
    }
    const refused = REFUSED_HEADERS[name.toLowerCase()];
    if (refused !== undefined) fail(`the header ${JSON.stringify(name)} cannot be set: ${refused}. Leave it out.`);
    const size = Buffer.byteLength(name) + Buffer.byteLength(value as string);
    bytes += size;
    if (bytes > MAX_NEXT_HEADER_BYTES) {
      fail(
        `the header ${JSON.stringify(name)} takes the headers to ${bytes} bytes (this one ${size}): an answer may add ${MAX_NEXT_HEADER_BYTES} bytes of headers in all (clients refuse answers whose headers pass 16 KiB, and the mock adds its own).`,
      );
    }
    headers[name] = value as string;
  }
  return headers;
}

function namesOf(description: Description, response: unknown): string[] {
  if (!description.doc) return [];
  return Object.values(exampleNames(description.doc, resolveRef(description.doc, response as never))).flat();
}

/** What a request takes from the queue: the first answer whose matcher it meets, else a near miss when answers were queued. */
export interface Taken {
  answer: QueuedAnswer | undefined;
  /** Where the answer was, to put it back there (a refused request leaves it for the next one). */
  index: number;
  nearMiss: NearMiss | undefined;
}

/** The queued answers of each operation, in the order they were queued; the first one a request matches is its answer, used once. */
export class AnswerQueue {
  private readonly queues = new Map<string, QueuedAnswer[]>();

  add(operationId: string, answer: QueuedAnswer): void {
    const queue = this.queues.get(operationId) ?? [];
    queue.push(answer);
    this.queues.set(operationId, queue);
  }

  /** The first answer queued for the operation whose matcher `request` meets (removed), or the near miss. */
  take(operationId: string, request: MatchedRequest): Taken {
    const queue = this.queues.get(operationId) ?? [];
    const index = queue.findIndex((answer) => differences(answer.match, request).length === 0);
    if (index >= 0) return { answer: queue.splice(index, 1)[0], index, nearMiss: undefined };
    return { answer: undefined, index: -1, nearMiss: nearest(operationId, queue, request) };
  }

  /** The near miss of a request that will take no answer (refused before one is taken); undefined when nothing is queued or one matches. */
  nearMiss(operationId: string, request: MatchedRequest): NearMiss | undefined {
    return this.has(operationId, request) ? undefined : nearest(operationId, this.queues.get(operationId) ?? [], request);
  }

  /** Whether an answer queued for the operation matches `request`. */
  has(operationId: string, request: MatchedRequest): boolean {
    return (this.queues.get(operationId) ?? []).some((answer) => differences(answer.match, request).length === 0);
  }

  /** Puts back an answer a refused request did not use, where it was: the next request gets it. */
  putBack(operationId: string, answer: QueuedAnswer, index = 0): void {
    const queue = this.queues.get(operationId) ?? [];
    queue.splice(Math.min(Math.max(index, 0), queue.length), 0, answer);
    this.queues.set(operationId, queue);
  }

  clear(): void {
    this.queues.clear();
  }
}

/** The queued answer with the fewest differing fields (the earliest of equals); undefined when none was queued. */
function nearest(operationId: string, queue: QueuedAnswer[], request: MatchedRequest): NearMiss | undefined {
  let best: NearMiss | undefined;
  queue.forEach((answer, i) => {
    const found = differences(answer.match, request);
    if (best === undefined || found.length < best.differences.length)
      best = { operationId, queued: queue.length, closest: i + 1, match: structuredClone(answer.match ?? {}), differences: found };
  });
  return best;
}
