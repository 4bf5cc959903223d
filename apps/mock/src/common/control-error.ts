// The error every control of the mock throws (mock.next, mock.emit, mock.instances, the control
// API and its client): one class, so a test catches the same thing in process and over HTTP.
/**
 * A control call that cannot be honoured (mock.next, mock.emit, mock.instances…); thrown at once,
 * saying what to change. `reason`: the request is wrong (invalid), names what does not exist
 * (not-found), or asks what the mock's state does not allow now (conflict); and, from the control
 * client only, no mock answered (unreachable) or something else did (not-a-mock).
 */
export class MockControlError extends Error {
  override readonly name = 'MockControlError';
  readonly reason: 'invalid' | 'not-found' | 'conflict' | 'unreachable' | 'not-a-mock';

  constructor(message: string, reason: MockControlError['reason'] = 'invalid', options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}
