// Per-test control of the answers, like MSW's server.use() but against the real HTTP server:
// mock.next('connectionState', { status: 404 }) queues the next answer of that operation. Everything
// is checked when it is queued, so a typo fails the test at that line, not later as a puzzling answer:
// the operation must be served, the status and the example documented (or a fault status), a body
// must validate against the documented schema, headers must be sendable, a delay bounded.
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { resolveRef, responseSchemaPointer } from '@msg-gateway/openapi/walk';
import { defaultStatus, exampleNames } from '../spec.js';
import { FAULT_STATUSES, MAX_DELAY_MS } from './controls.js';
import type { Description, ServedOperation } from './description.js';
import { MockControlError, type NextAnswer } from './next-answer.js';

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
}

const KEYS = ['status', 'example', 'body', 'headers', 'delay'];

/** Checks `answer` against what the served description documents for `operationId`. */
export function checkNext(description: Description, operationId: string, answer: NextAnswer): QueuedAnswer {
  const fail = (why: string): never => {
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

  const responses = served.walked.operation.responses ?? {};
  const documentedStatuses = Object.keys(responses);
  let status = answer.status;
  if (status !== undefined) {
    if (!Number.isInteger(status) || status < 100 || status > 599)
      fail(`status must be an HTTP status such as 404, got ${JSON.stringify(status)}.`);
    if (!documentedStatuses.includes(String(status)) && !FAULT_STATUSES.includes(status))
      fail(
        `${operationId} does not document a ${status}. It documents ${documentedStatuses.join(', ')} (and any operation can answer a fault: ${FAULT_STATUSES.join(', ')}).`,
      );
  }
  const doc = description.doc;
  if (answer.example !== undefined) {
    if (typeof answer.example !== 'string') fail('example must be the name of an example, e.g. "InstanceNotFound".');
    const holders = Object.entries(responses).filter(
      ([code, response]) =>
        (status === undefined || code === String(status)) && doc && namesOf(description, response).includes(answer.example as string),
    );
    if (holders.length === 0) {
      const available = Object.entries(responses)
        .map(([code, response]) => `${code}: ${namesOf(description, response).join(', ') || '(none)'}`)
        .join('; ');
      fail(`${operationId} has no example "${answer.example}"${status === undefined ? '' : ` for ${status}`}. Its examples: ${available}.`);
    }
    if (holders.length > 1)
      fail(`the example "${answer.example}" is documented for ${holders.map(([c]) => c).join(' and ')}: give the status too.`);
    status ??= Number(holders[0]?.[0]);
  }
  if ('body' in answer) {
    const code = status === undefined ? defaultStatus(served.walked) : String(status);
    const pointer = doc && code !== undefined ? responseSchemaPointer(doc, served.walked, code) : undefined;
    const violations = pointer ? description.check(pointer, answer.body) : undefined;
    if (violations && violations.length > 0) {
      const listed = violations
        .slice(0, 5)
        .map((v) => v.message)
        .join('; ');
      fail(
        `the body does not match what ${operationId} documents for ${code}: ${listed}${violations.length > 5 ? `; and ${violations.length - 5} more` : ''}.`,
      );
    }
  }
  const headers: Record<string, string> = {};
  if (answer.headers !== undefined) {
    if (answer.headers === null || typeof answer.headers !== 'object') fail('headers must be an object of header names and string values.');
    for (const [name, value] of Object.entries(answer.headers)) {
      try {
        validateHeaderName(name);
        validateHeaderValue(name, value);
      } catch (error) {
        fail(`the header ${JSON.stringify(name)} cannot be sent (${error instanceof Error ? error.message : String(error)}).`);
      }
      if (typeof value !== 'string') fail(`the header ${JSON.stringify(name)} needs a string value.`);
      headers[name] = value;
    }
  }
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
  };
}

function namesOf(description: Description, response: unknown): string[] {
  if (!description.doc) return [];
  return Object.values(exampleNames(description.doc, resolveRef(description.doc, response as never))).flat();
}

/** The queued answers of each operation, in the order they were queued. */
export class AnswerQueue {
  private readonly queues = new Map<string, QueuedAnswer[]>();

  add(operationId: string, answer: QueuedAnswer): void {
    const queue = this.queues.get(operationId) ?? [];
    queue.push(answer);
    this.queues.set(operationId, queue);
  }

  /** The next answer queued for the operation (removed from the queue). */
  take(operationId: string): QueuedAnswer | undefined {
    return this.queues.get(operationId)?.shift();
  }

  /** Whether an answer is queued for the operation. */
  has(operationId: string): boolean {
    return (this.queues.get(operationId)?.length ?? 0) > 0;
  }

  /** Puts back an answer a refused request did not use: the next request gets it. */
  putBack(operationId: string, answer: QueuedAnswer): void {
    const queue = this.queues.get(operationId) ?? [];
    queue.unshift(answer);
    this.queues.set(operationId, queue);
  }

  clear(): void {
    this.queues.clear();
  }
}
