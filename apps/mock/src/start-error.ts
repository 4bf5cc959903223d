// Why the mock could not start; `code` says what to tell the user (OPTIONS: an option is wrong, say
// which; STATE: the --state file is over its size limit; WEBHOOK_TARGET: a webhook URL names a
// host the mock does not deliver to without being told; GATEWAY: the description's profile chain
// reaches no gateway home of the mock, the message says which folder to add).
export type MockStartErrorCode =
  | 'EADDRINUSE'
  | 'EADDRNOTAVAIL'
  | 'EACCES'
  | 'SPEC'
  | 'OPTIONS'
  | 'GATEWAY'
  | 'STATE'
  | 'WEBHOOK_TARGET'
  | 'ABORTED';

export class MockStartError extends Error {
  override readonly name = 'MockStartError';
  readonly code: MockStartErrorCode;

  constructor(code: MockStartErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
