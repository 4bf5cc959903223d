// What the mock answers when Prism reports a problem instead of an answer: the gateway's envelope
// with a message that says what was wrong and what to do, never Prism's problem+json.
import { headerText } from './header-text.js';
import type { Problem } from './prism.js';

export interface ProblemAnswer {
  status: number;
  messages: string[];
  headers: Record<string, string>;
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
}

export function answerProblem(problem: Problem, request: RequestFacts): ProblemAnswer {
  const answer = (status: number, ...messages: string[]): ProblemAnswer => ({ status, messages, headers: problem.headers });
  const { method, path } = request;
  switch (problem.type) {
    case 'NO_PATH_MATCHED_ERROR':
    case 'NO_RESOURCE_PROVIDED_ERROR':
      // The real gateway's (Express) catch-all, word for word.
      return answer(404, `Cannot ${method} ${path}`);
    case 'NO_METHOD_MATCHED_ERROR':
      // Express has no 405: a method a path lacks is the same catch-all 404 as an unknown path
      // (the contract runner expects it for an operation a description lacks). Allow is a hint.
      return { status: 404, messages: [`Cannot ${method} ${path}`], headers: { ...problem.headers, allow: request.allowed().join(', ') } };
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
        : answer(422, `The Prefer header (or __code/__example/__dynamic) is not valid: ${problem.detail.replace(/\s+/g, ' ')}`);
    case 'NOT_FOUND':
      return answer(404, `${problem.detail} (asked for with the Prefer header or __code/__example).`);
    case 'NO_SERVER_MATCHED_ERROR':
    case 'NO_SERVER_CONFIGURATION_PROVIDED_ERROR':
    case 'NO_BASE_URL_ERROR':
      return answer(problem.status, `${problem.detail} (leave out the __server query parameter).`);
    default:
      return answer(problem.status, problem.detail);
  }
}
