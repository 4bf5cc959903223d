// A started mock with a real webhook receiver beside it, for the tests of what the twin delivers: the
// payloads the receiver got, parsed, in order; and the log lines of events the mock would not send
// because their payload failed the description's webhook schema (a twin bug: tests expect none).
import { json, type SeenRequest, startTestServer } from '@msg-gateway/test-utils/servers';
import { MockControlError, type MockHandle, type MockOptions, startMock } from '../../src/index.js';

export interface ReceivingMock<Payload> {
  mock: MockHandle;
  /** The receiver's base URL (any path under it is answered 200 and recorded). */
  receiverUrl: string;
  seen: Payload[];
  invalid: string[];
  close(): Promise<void>;
}

/** Starts the receiver, then the mock with the options `optionsFor(receiverUrl)` gives (its log is taken). */
export async function startReceivingMock<Payload>(optionsFor: (receiverUrl: string) => MockOptions): Promise<ReceivingMock<Payload>> {
  const seen: Payload[] = [];
  const invalid: string[] = [];
  const hooks = await startTestServer((_req, res, request: SeenRequest) => {
    seen.push(JSON.parse(request.body) as Payload);
    json(res, 200, {});
  });
  let mock: MockHandle;
  try {
    mock = await startMock({
      ...optionsFor(hooks.url),
      log: (line, event) => {
        if (event?.kind === 'webhook' && event.outcome === 'invalid') invalid.push(line);
      },
    });
  } catch (error) {
    await hooks.close();
    throw error;
  }
  return {
    mock,
    receiverUrl: hooks.url,
    seen,
    invalid,
    close: async () => {
      await mock.close();
      await hooks.close();
    },
  };
}

/** The MockControlError `promise` rejects with (the test fails when it resolves or rejects otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<MockControlError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof MockControlError)) throw new Error(`expected a MockControlError, got ${String(error)}`);
  return error;
}
