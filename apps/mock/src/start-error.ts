// Why the mock could not start; `code` says what to tell the user (OPTIONS: an option is wrong, say which).
export type MockStartErrorCode = 'EADDRINUSE' | 'EADDRNOTAVAIL' | 'EACCES' | 'SPEC' | 'OPTIONS' | 'ABORTED';

export class MockStartError extends Error {
  override readonly name = 'MockStartError';
  readonly code: MockStartErrorCode;

  constructor(code: MockStartErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
