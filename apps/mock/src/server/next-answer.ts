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
}

/** Headers one queued answer may add. */
export const MAX_NEXT_HEADERS = 32;
/** Bytes (names and values) of the headers one queued answer may add: with the mock's own, well under the 16 KiB clients read. */
export const MAX_NEXT_HEADER_BYTES = 4096;
