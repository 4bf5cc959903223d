// `msg-gateway-mock trigger <EVENT>`: asks a running mock, through its control API (the same client
// tests use, createMockControl), to deliver one event to its webhook, like `stripe trigger`. Prints
// what was delivered (stdout) or why nothing was (stderr). Exit codes: 0 delivered; 1 not delivered
// (no mock running or reachable at --url, a mock without --webhook-url, an event it is not subscribed
// to, a receiver that failed); 2 bad arguments or data. Bounded by the client: the mock answers within
// CONTROL_WAIT_MS, this waits a little longer, and the answer read is capped.
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { MockControlError } from '../common/control-error.js';
import { createMockControl } from '../control/client.js';
import { CONTROL_WAIT_MS } from '../control/routes.js';
import { parseTrigger, TRIGGER_USAGE } from './args.js';

const PROGRAM = 'msg-gateway-mock trigger';
const WAIT_MS = CONTROL_WAIT_MS + 15_000;
const START_HINT = 'Start one with msg-gateway-mock --webhook-url <receiver URL>, or point --url at yours.';

export interface TriggerIo {
  argv: string[];
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export async function trigger({ argv, env, stdout, stderr }: TriggerIo): Promise<number> {
  let request: ReturnType<typeof parseTrigger>;
  try {
    request = parseTrigger(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${PROGRAM}: ${error.message}\nRun '${PROGRAM} --help' for the options.\n`);
    return 2;
  }
  if (request.kind === 'help') {
    stdout.write(`${TRIGGER_USAGE}\n`);
    return 0;
  }
  const fail = (code: number, message: string): number => {
    stderr.write(`${PROGRAM}: ${message}\n`);
    return code;
  };
  const control = createMockControl(request.url, { timeoutMs: WAIT_MS });
  let answer: Awaited<ReturnType<typeof control.emit>>;
  try {
    answer = await control.emit(request.event, request.data, request.instance === undefined ? {} : { instance: request.instance });
  } catch (error) {
    if (!(error instanceof MockControlError)) throw error;
    switch (error.reason) {
      case 'invalid':
        return fail(2, request.dataFile ? `${error.message} (data from ${request.dataFile})` : error.message);
      case 'unreachable':
        return fail(1, refused(error) ? `${error.message} ${START_HINT}` : error.message);
      case 'not-a-mock':
        return fail(1, `${error.message} Check --url.`);
      default:
        return fail(1, error.message);
    }
  }
  if (answer.outcome === 'pending') return fail(1, `${answer.reason ?? 'the delivery has not ended yet'}.`);
  if (answer.outcome !== 'delivered') {
    return fail(
      1,
      `${answer.event} (${answer.instance}) was not delivered to ${answer.url}: ${answer.outcome}, ${answer.reason ?? 'no reason given'}.`,
    );
  }
  const tries = answer.attempts !== undefined && answer.attempts > 1 ? ` after ${answer.attempts} attempts` : '';
  stdout.write(
    `Delivered ${answer.event} (${answer.instance}) to ${answer.url}: ${answer.status}${tries}.\n${JSON.stringify(answer.payload, null, 2)}\n`,
  );
  return 0;
}

/** Nothing listens at the URL (as against a mock that is slow or a network that fails). */
function refused(error: MockControlError): boolean {
  const fetchError = error.cause instanceof Error ? error.cause : undefined;
  return (fetchError?.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED';
}
