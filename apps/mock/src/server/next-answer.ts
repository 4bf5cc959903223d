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
  /** Extra response headers. */
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering (0 to 60000). */
  delay?: number;
}

/**
 * A control call that cannot be honoured (mock.next, mock.emit, mock.instances…); thrown at once,
 * saying what to change. `reason`: the request is wrong (invalid), names what does not exist
 * (not-found), or asks what the mock's state does not allow now (conflict).
 */
export class MockControlError extends Error {
  override readonly name = 'MockControlError';
  readonly reason: 'invalid' | 'not-found' | 'conflict';

  constructor(message: string, reason: MockControlError['reason'] = 'invalid') {
    super(message);
    this.reason = reason;
  }
}
