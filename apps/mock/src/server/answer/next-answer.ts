// The public side of per-test control (`mock.next`): what it takes and what it throws. Kept apart
// from the queue so that the package's type declarations do not reach Prism's (which need pino's).
/** What `mock.next(operationId, answer)` takes. */
export interface NextAnswer {
  /** A status the operation documents (its example or `body` is answered), or 500/502/503/504 (a fault). */
  status?: number;
  /** A named example of the operation's responses; the status is the one documenting it, unless given. */
  example?: string;
  /** The body to answer, checked against the documented schema of the status. */
  body?: unknown;
  /**
   * Extra response headers: at most MAX_NEXT_HEADERS, MAX_NEXT_HEADER_BYTES in all; not the ones the
   * mock frames the answer with (Content-Length, Transfer-Encoding, Content-Encoding) nor hop-by-hop
   * ones (Connection, Keep-Alive, Upgrade, TE, Trailer, Proxy-Connection).
   */
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering (0 to 60000). */
  delay?: number;
  /**
   * Which requests of the operation it answers: every field given must equal the request's
   * (`instance` in the path, the `path` as sent, `body` fields by dotted path). The first queued
   * answer a request matches is used, once; without `match` it answers the next request.
   */
  match?: AnswerMatch;
}

/** Which requests a queued answer is for; every field given must equal the request's. */
export interface AnswerMatch {
  /** The instance in the path (`/message/sendText/{instance}`), decoded. */
  instance?: string;
  /** The path as sent, without the query, e.g. `/message/sendText/shop-42`. */
  path?: string;
  /** Dotted paths into the JSON body and the value each must hold: `{ "number": "5511988887777", "options.delay": 0 }`. */
  body?: Record<string, unknown>;
}

/** A field a matcher lists that the request does not have. */
export interface Difference {
  /** `instance`, `path`, or `body.<dotted path>`. */
  field: string;
  expected: unknown;
  /** What the request holds there (undefined: nothing). */
  actual: unknown;
}

/** Why a request got none of the answers queued for its operation: the closest one and what differed. */
export interface NearMiss {
  operationId: string;
  /** How many answers were queued for the operation. */
  queued: number;
  /** The closest answer's place in the operation's queue, 1 for the first. */
  closest: number;
  /** The closest answer's matcher. */
  match: AnswerMatch;
  /** What the request held where the closest matcher differs. */
  differences: Difference[];
}

/** Headers one queued answer may add. */
export const MAX_NEXT_HEADERS = 32;
/** Bytes (names and values) of the headers one queued answer may add: with the mock's own, well under the 16 KiB clients read. */
export const MAX_NEXT_HEADER_BYTES = 4096;
