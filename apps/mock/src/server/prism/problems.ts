// What the mock answers when Prism reports a problem instead of an answer: the gateway's envelope
// with a message that says what was wrong and what to do, never Prism's problem+json.
//
// A mistake in the request's mock controls (Prefer: code= or example= naming nothing the operation
// documents, a Prefer the mock cannot read, a bad delay, __server) is the exception: it must not look
// like anything a gateway answers, or a client under test handles a typo in its test as a gateway's
// 404 or 400. It is a 422, which Evolution API 2.1.1 never sends (its answers are 200, 201, 400, 401,
// 403, 404 and 500: evolution-api@4ca141b4:src/exceptions/, src/api/routes/index.router.ts), a 4xx
// so that no client retries it; its body is `{"mockError": {...}}`, not the gateway's envelope, and
// it carries an `x-mock-error` header, which no gateway sends.
import { clip } from '@msg-gateway/openapi/redact';
import { type OpenApiDocument, resolveRef } from '@msg-gateway/openapi/walk';
import { exampleNames } from '../../common/spec.js';
import { FAULT_STATUSES } from '../answer/prefer.js';
import type { ServedOperation } from '../description/description.js';
import { envelope } from '../http/envelope.js';
import { headerText } from '../http/header-text.js';
import type { Problem } from './prism.js';

/** The status of every mistake in a request's mock controls. */
export const MOCK_CONTROL_STATUS = 422;
/** The header that marks the mock's answer to a control mistake (its message, ASCII, clipped). */
export const MOCK_ERROR_HEADER = 'x-mock-error';

/** The body of the mock's answer to a control mistake. */
export interface MockErrorBody {
  mockError: {
    message: string;
    /** The statuses the operation documents, each with its named examples. */
    documented?: Record<string, string[]>;
  };
}

export interface ProblemAnswer {
  status: number;
  /** The gateway's envelope, or a MockErrorBody for a control mistake. */
  body: unknown;
  /** For the log. */
  messages: string[];
  headers: Record<string, string>;
}

/** The answer to a mistake in the request's mock controls. */
export function controlMistake(message: string, documented?: Record<string, string[]>): ProblemAnswer {
  const body: MockErrorBody = { mockError: { message, ...(documented && { documented }) } };
  return {
    status: MOCK_CONTROL_STATUS,
    body,
    messages: [message],
    headers: {
      [MOCK_ERROR_HEADER]: clip(message, 300)
        .replace(/[^\x20-\x7e]+/g, ' ')
        .replace(/\s+/g, ' '),
    },
  };
}

export interface RequestFacts {
  method: string;
  path: string;
  /** The Accept header Prism saw, if any. */
  accept: string | undefined;
  contentType: string | undefined;
  /** Methods the path has (the Allow header of a wrong-method 404). */
  allowed: () => string[];
  /** Media types the operation answers (for 406). */
  mediaTypes: () => string[];
  /** The operation the request routes to, and the document: what a control mistake names. */
  served: ServedOperation | undefined;
  doc: OpenApiDocument | undefined;
}

export function answerProblem(problem: Problem, request: RequestFacts): ProblemAnswer {
  const answer = (status: number, ...messages: string[]): ProblemAnswer => ({
    status,
    body: envelope(status, messages),
    messages,
    headers: problem.headers,
  });
  const { method, path } = request;
  switch (problem.type) {
    case 'NO_PATH_MATCHED_ERROR':
    case 'NO_RESOURCE_PROVIDED_ERROR':
      // The real gateway's (Express) catch-all, word for word.
      return answer(404, `Cannot ${method} ${path}`);
    case 'NO_METHOD_MATCHED_ERROR':
      // Express has no 405: a method a path lacks is the same catch-all 404 as an unknown path
      // (the contract runner expects it for an operation a description lacks). Allow is a hint.
      return { ...answer(404, `Cannot ${method} ${path}`), headers: { ...problem.headers, allow: request.allowed().join(', ') } };
    case 'NOT_ACCEPTABLE':
      return answer(
        406,
        `Accept: ${headerText(request.accept ?? '')} cannot be served: ${method} ${path} answers ${request.mediaTypes().join(', ') || 'no body'}. ` +
          'Accept one of those (or */*), or leave the Accept header out.',
      );
    case 'INVALID_CONTENT_TYPE':
      return /No supported content types/.test(problem.detail)
        ? answer(415, `${method} ${path} takes no request body: send it without one (and without Content-Type).`)
        : answer(
            415,
            `Content-Type ${headerText(request.contentType ?? '(none)')} is not accepted by ${method} ${path}. ${problem.detail}.`,
          );
    case 'UNAUTHORIZED':
      return answer(
        401,
        'The request carries no credentials the operation accepts: send the API key header the spec names (any value works).',
      );
    case 'UNPROCESSABLE_ENTITY':
      return problem.validation.length > 0
        ? answer(422, ...problem.validation.map((v) => v.message))
        : controlMistake(`The Prefer header (or __code/__example/__dynamic) is not valid: ${problem.detail.replace(/\s+/g, ' ')}`);
    case 'NOT_FOUND':
      return notDocumented(problem.detail, request);
    case 'NO_SERVER_MATCHED_ERROR':
    case 'NO_SERVER_CONFIGURATION_PROVIDED_ERROR':
    case 'NO_BASE_URL_ERROR':
      return controlMistake(`${problem.detail} (leave out the __server query parameter).`);
    default:
      return answer(problem.status, problem.detail);
  }
}

/** Prism found no documented answer for the status or example the request asked for (Prefer: code=, example=). */
function notDocumented(detail: string, { served, doc }: RequestFacts): ProblemAnswer {
  const documented = served && doc ? documentedAnswers(served, doc) : undefined;
  if (!served || !documented) return controlMistake(`${detail} (asked for with the Prefer header or __code/__example).`);
  const operation = served.operationId;
  const code = /status code (\d+)/.exec(detail)?.[1];
  if (code !== undefined) {
    return controlMistake(
      `Prefer: code=${code} (or __code) asks for an answer ${operation} does not document. It documents ${Object.keys(documented).join(', ')}, and every operation answers the faults ${FAULT_STATUSES.join(', ')}: ask for one of those, or leave Prefer out.`,
      documented,
    );
  }
  const example = /exampleKey: (.*) does not exist/.exec(detail)?.[1];
  const listed = Object.entries(documented)
    .map(([status, names]) => `${status}: ${names.join(', ') || '(none)'}`)
    .join('; ');
  return controlMistake(
    example === undefined
      ? `${detail} (asked for with the Prefer header or __code/__example). ${operation} documents ${listed}.`
      : `Prefer: example=${example} (or __example) names no example ${operation} documents for that status. Its examples: ${listed} (for another status, ask for both: Prefer: code=404, example=<name>).`,
    documented,
  );
}

/** Each status the operation documents, with its named examples (every media type). */
function documentedAnswers(served: ServedOperation, doc: OpenApiDocument): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(served.walked.operation.responses ?? {}).map(([status, response]) => [
      status,
      [...new Set(Object.values(exampleNames(doc, resolveRef(doc, response))).flat())],
    ]),
  );
}
