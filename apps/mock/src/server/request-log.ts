// One log line per request: what was asked, what was answered and, for a rejected request, why.
// The credentials the request carried (the values of the spec's API-key headers and query
// parameters, and Authorization) are redacted from the line in every form they can take.
import type { IncomingMessage } from 'node:http';
import { clip, redactor } from '@msg-gateway/openapi/redact';

export interface RequestLogEvent {
  kind: 'request';
  method: string;
  /** The request target as sent, credentials redacted. */
  target: string;
  status: number;
  /** Why a request was rejected: violation or error messages. */
  reasons: string[];
  ms: number;
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

export type MockLogEvent = RequestLogEvent | SpecLogEvent | ServerLogEvent;

/** Receives each log line (credentials never in it) with what it describes. */
export type MockLog = (line: string, event: MockLogEvent) => void;

const MAX_LINE = 2000;

/** The log line and event of an answered request. */
export function requestLogEntry(
  req: IncomingMessage,
  secretNames: ReadonlySet<string>,
  answer: { status: number; reasons: string[]; ms: number },
): { line: string; event: RequestLogEvent } {
  const redact = redactor(...credentials(req, secretNames));
  const target = redact(req.url ?? '');
  const reasons = answer.reasons.map(redact);
  const why = reasons.length > 0 ? ` — ${reasons.join('; ')}` : '';
  const line = clip(
    `${req.method ?? '?'} ${target} → ${answer.status} (${answer.ms.toFixed(0)} ms)${why}`.replace(/[\r\n]+/g, ' '),
    MAX_LINE,
  );
  return { line, event: { kind: 'request', method: req.method ?? '?', target, status: answer.status, reasons, ms: answer.ms } };
}

function credentials(req: IncomingMessage, names: ReadonlySet<string>): string[] {
  const values: string[] = [];
  for (const name of names) {
    const value = req.headers[name];
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      values.push(one);
      // "Bearer <token>": the token alone can appear elsewhere too.
      if (name === 'authorization') values.push(one.replace(/^\S+\s+/, ''));
    }
  }
  const query = (req.url ?? '').split('?')[1];
  if (query !== undefined) {
    for (const [name, value] of new URLSearchParams(query)) if (names.has(name.toLowerCase())) values.push(value);
  }
  return values.filter((v) => v.length > 0);
}
