// One log entry per request: what was asked, what was answered, how long it took and, for a 4xx, why
// (each violation once, on the same line). The credentials the request carried (the values of the
// description's API-key headers and query parameters, and Authorization) are redacted from the line
// and the event in every form they can take. The same event prints as text or as one JSON object.
import type { IncomingMessage } from 'node:http';
import { clip, REDACTED } from '@msg-gateway/openapi/redact';
import { requestRedactor } from '../http/credentials.js';

export interface RequestLogEvent {
  kind: 'request';
  method: string;
  /** The request target as sent (path and query), credentials redacted. */
  target: string;
  /** The operation the request was routed to, if any. */
  operationId?: string;
  status: number;
  /** Why a request was rejected (the violations, each once), or what the mock did on purpose (a fault, a queued answer). */
  reasons: string[];
  /** Milliseconds from the request to the end of the answer, the delay included. */
  ms: number;
  /** The delay added before answering, if any. */
  delay?: number;
  /** The request's headers, credentials redacted (only with `verbose`). */
  headers?: Record<string, string>;
}

export interface SpecLogEvent {
  kind: 'spec';
  path: string;
  /** False when a changed spec could not be served (the last good version keeps serving). */
  ok: boolean;
}

/** An error of the server itself after it started (it keeps serving). */
export interface ServerLogEvent {
  kind: 'server';
  message: string;
}

/** A webhook delivery that ended (delivered, failed, dropped, refused…), or a retry (only with `verbose`). */
export interface WebhookLogEvent {
  kind: 'webhook';
  /** The dotted event, e.g. send.message. */
  event: string;
  instance: string;
  /** Where it was POSTed (credentials in the URL left out). */
  url: string;
  outcome: 'delivered' | 'failed' | 'retrying' | 'skipped' | 'dropped' | 'cancelled' | 'invalid';
  /** The receiver's status of the last attempt, if it answered. */
  status?: number;
  attempts: number;
  /** Why it was not delivered (or why it is retried). */
  reason?: string;
}

export type MockLogEvent = RequestLogEvent | SpecLogEvent | ServerLogEvent | WebhookLogEvent;

/** Receives each log line (credentials never in it) with what it describes. */
export type MockLog = (line: string, event: MockLogEvent) => void;

const MAX_LINE = 2000;
/** The reasons of one request, joined, are clipped to this: the line stays one short line. */
const MAX_REASONS = 600;

export interface AnswerFacts {
  status: number;
  reasons: string[];
  ms: number;
  operationId?: string | undefined;
  delay?: number | undefined;
}

/** The log line and event of an answered request; with `verbose`, its headers follow (credentials redacted). */
export function requestLogEntry(
  req: IncomingMessage,
  secretNames: ReadonlySet<string>,
  answer: AnswerFacts,
  { verbose = false }: { verbose?: boolean } = {},
): { line: string; event: RequestLogEvent } {
  const redact = requestRedactor(req, secretNames);
  const target = redact(req.url ?? '');
  const reasons = [...new Set(answer.reasons.map((r) => redact(r).replace(/[\r\n]+/g, ' ')))];
  const why = reasons.length > 0 ? ` — ${clip(reasons.join('; '), MAX_REASONS)}` : '';
  const line = clip(
    `${req.method ?? '?'} ${target} → ${answer.status} (${answer.ms.toFixed(0)} ms)${why}`.replace(/[\r\n]+/g, ' '),
    MAX_LINE,
  );
  const event: RequestLogEvent = { kind: 'request', method: req.method ?? '?', target, status: answer.status, reasons, ms: answer.ms };
  if (answer.operationId !== undefined) event.operationId = answer.operationId;
  if (answer.delay !== undefined && answer.delay > 0) event.delay = answer.delay;
  if (!verbose) return { line, event };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    headers[name] = secretNames.has(name) ? REDACTED : redact(text);
  }
  event.headers = headers;
  const shown = Object.entries(headers).map(([name, value]) => `\n    ${name}: ${clip(value.replace(/[\r\n]+/g, ' '), 200)}`);
  return { line: `${line}${shown.join('')}`, event };
}

const escaped = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `line` with every control character a client could have put in it (an instance name with NUL, ESC
 * or CRLF, a path) written as `\uXXXX`: it can neither drive a terminal nor forge a line of its own.
 * A request's line keeps its line breaks: with `verbose`, its headers follow on lines of their own
 * (their values already on one line each).
 */
export function printable(line: string, event?: MockLogEvent): string {
  const controls =
    event?.kind === 'request' ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g : /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
  return line.replace(controls, escaped);
}

/** The log `log` with each line printable (see `printable`); the events as they are. */
export function printableLog(log: MockLog | undefined): MockLog | undefined {
  return log && ((line, event) => log(printable(line, event), event));
}

/** One JSON object per line (`--log json`), with the time it was written (C1 controls and line separators escaped too). */
export function jsonLine(event: MockLogEvent, now = new Date()): string {
  const { kind, ...rest } = event;
  const rounded = kind === 'request' ? { ...rest, ms: Math.round((rest as { ms: number }).ms * 10) / 10 } : rest;
  return JSON.stringify({ time: now.toISOString(), kind, ...rounded }).replace(/[\u007f-\u009f\u2028\u2029]/g, escaped);
}
