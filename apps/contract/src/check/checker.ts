// Checks one recorded answer against one description: the status, the Content-Type and the body
// against the response schema (JSON Schema 2020-12, the description's shared validator). Dredd 14
// checks none of the schema rules itself. A pure function of (description, expectation, answer):
// it knows nothing of Dredd or of how the answer was obtained, so the contract and a layered
// description (a profile, a team's overlays) judge the same answer.
import { isDeepStrictEqual } from 'node:util';
import { excerpt, type Redact } from '@msg-gateway/openapi/redact';
import { atPointer } from '@msg-gateway/openapi/walk';
import type { Description } from '../description/contract.js';
import { withoutCredentials } from './credentials.js';
import type { Expectation } from './expectation.js';

/** Where a description keeps the gateway's 404 envelope, which a route it does not serve answers too. */
const NOT_FOUND_SCHEMA = '/components/schemas/NotFoundError';

/** The most the runner reads and keeps of one answer's body. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const BODY_LIMIT_TEXT = '1 MB';

/** An answer as the run recorded it. */
export interface RecordedResponse {
  status: number;
  /** Lower-case names. */
  headers: Readonly<Record<string, string>>;
  /** The body as text; empty when it was larger than BODY_LIMIT_BYTES. */
  body: string;
  /** True when the body was larger than BODY_LIMIT_BYTES (and was not read past it). */
  bodyTooLarge: boolean;
}

export type Failure =
  | { rule: 'status'; status: number; message: string }
  | { rule: 'content-type'; contentType: string | null; message: string }
  | { rule: 'body'; message: string }
  | { rule: 'body-size'; limitBytes: number; message: string }
  | { rule: 'schema'; pointer: string; keyword: string; params: Record<string, unknown>; message: string }
  | { rule: 'undocumented'; message: string }
  /** No answer: timed out, refused, closed (set by the run, not by this checker). */
  | { rule: 'request'; code: string | null; message: string }
  /** The runner itself failed on this check (hooks error, unplanned transaction). */
  | { rule: 'runner'; message: string };

const EXCERPT_CHARS = 200;
const keep: Redact = (text) => text;

/**
 * The failures of `response` against what `description` documents for `expectation`; empty when
 * it meets it. `redact` is applied to any quoted body before it is clipped.
 */
export function checkResponse(
  description: Description,
  expectation: Expectation,
  response: RecordedResponse,
  redact: Redact = keep,
): Failure[] {
  if (expectation.absent) return routeNotFound(description, expectation, response, redact);
  if (expectation.answers) return notConnected(description, expectation, expectation.answers, response, redact);
  const documented = description.byId.get(expectation.operationId)?.responses.find((r) => r.status === expectation.status);
  if (!documented) {
    return [
      { rule: 'undocumented', message: `${description.name} documents no ${expectation.status} answer for ${expectation.operationId}` },
    ];
  }
  const wrongStatus = statusFailure(expectation, response, redact);
  if (wrongStatus) return [wrongStatus];
  const failures: Failure[] = [];
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (documented.mediaTypes.length && !documented.mediaTypes.includes(mediaType)) {
    failures.push({
      rule: 'content-type',
      contentType: contentType || null,
      message: `Content-Type ${contentType ? `"${contentType}"` : 'missing'}, expected ${documented.mediaTypes.join(' or ')}`,
    });
  }
  const schemaPointer =
    documented.schemaPointers[mediaType] ??
    (documented.mediaTypes[0] === undefined ? undefined : documented.schemaPointers[documented.mediaTypes[0]]);
  if (response.bodyTooLarge) {
    failures.push(bodyTooLarge());
    return failures;
  }
  if (schemaPointer === undefined) return failures;
  return [...failures, ...bodyFailures(description, schemaPointer, response, redact)];
}

/**
 * An operation the description does not have: the gateway's 404 for a route it does not serve, in
 * its envelope (the description's NotFoundError schema when it has one).
 */
function routeNotFound(description: Description, expectation: Expectation, response: RecordedResponse, redact: Redact): Failure[] {
  const wrongStatus = statusFailure(expectation, response, redact, ` (${description.name} has no ${expectation.operationId})`);
  if (wrongStatus) return [wrongStatus];
  const failures: Failure[] = [];
  const contentType = response.headers['content-type'] ?? '';
  if ((contentType.split(';')[0] ?? '').trim().toLowerCase() !== 'application/json') {
    failures.push({
      rule: 'content-type',
      contentType: contentType || null,
      message: `Content-Type ${contentType ? `"${contentType}"` : 'missing'}, expected application/json`,
    });
  }
  if (response.bodyTooLarge) {
    failures.push(bodyTooLarge());
    return failures;
  }
  const hasSchema = atPointer(description.document, NOT_FOUND_SCHEMA) !== undefined;
  return [...failures, ...bodyFailures(description, hasSchema ? NOT_FOUND_SCHEMA : null, response, redact)];
}

/**
 * A check sent while the instance is not connected: the status and body 2.1.1 answers then
 * (`x-disconnected`), and the documented schema of that status where the description has one.
 */
function notConnected(
  description: Description,
  expectation: Expectation,
  answers: readonly unknown[],
  response: RecordedResponse,
  redact: Redact,
): Failure[] {
  const wrongStatus = statusFailure(expectation, response, redact, ' (its answer while the instance is not connected)');
  if (wrongStatus) return [wrongStatus];
  if (response.bodyTooLarge) return [bodyTooLarge()];
  let data: unknown;
  try {
    data = JSON.parse(response.body);
  } catch {
    return [{ rule: 'body', message: `the body is not JSON: ${excerpt(response.body, redact, EXCERPT_CHARS)}` }];
  }
  if (!answers.some((answer) => isDeepStrictEqual(answer, data))) {
    const expected = answers.map((a) => excerpt(JSON.stringify(a), redact, EXCERPT_CHARS)).join(' or ');
    return [{ rule: 'body', message: `the body is not what 2.1.1 answers while the instance is not connected: ${expected}` }];
  }
  const documented = description.byId.get(expectation.operationId)?.responses.find((r) => r.status === expectation.status);
  const pointer = documented?.schemaPointers['application/json'];
  return pointer === undefined ? [] : bodyFailures(description, pointer, response, redact);
}

function statusFailure(expectation: Expectation, response: RecordedResponse, redact: Redact, why = ''): Failure | null {
  if (String(response.status) === expectation.status) return null;
  // Where a description has no such route, the body of another status says nothing more.
  const hint = expectation.absent ? '' : bodyHint(response, redact);
  return { rule: 'status', status: response.status, message: `status ${response.status}, expected ${expectation.status}${why}${hint}` };
}

/** The body as JSON, validated against the schema at `schemaPointer` (only parsed when null). */
function bodyFailures(description: Description, schemaPointer: string | null, response: RecordedResponse, redact: Redact): Failure[] {
  if (response.body.trim() === '') return [{ rule: 'body', message: 'the body is empty, expected JSON matching the schema' }];
  let data: unknown;
  try {
    data = JSON.parse(response.body);
  } catch {
    return [{ rule: 'body', message: `the body is not JSON: ${excerpt(response.body, redact, EXCERPT_CHARS)}` }];
  }
  if (schemaPointer === null) return [];
  return description.validator.validate(schemaPointer, data).map((violation): Failure => ({ rule: 'schema', ...violation }));
}

function bodyHint(response: RecordedResponse, redact: Redact): string {
  if (response.bodyTooLarge) return `; the body is larger than ${BODY_LIMIT_TEXT}`;
  return response.body.trim() ? `; body: ${excerpt(withoutCredentials(response.body), redact, EXCERPT_CHARS)}` : '';
}

/** The failure of a body larger than the runner reads. */
function bodyTooLarge(): Failure {
  return {
    rule: 'body-size',
    limitBytes: BODY_LIMIT_BYTES,
    message: `the body is larger than ${BODY_LIMIT_TEXT}: the runner reads no further`,
  };
}
