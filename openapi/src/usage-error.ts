// A mistake in a command line, an environment variable or a file the user named. Both CLIs print
// its message (what was wrong and how to fix it), never a stack trace, and exit 2.
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /** Extra lines printed after the message, e.g. the list of valid values. */
  readonly details: string | undefined;

  constructor(message: string, options: { details?: string } = {}) {
    super(message);
    this.details = options.details;
  }
}
