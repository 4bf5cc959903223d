// `msg-gateway-mock trigger <EVENT>`: asks a running mock, through its control route, to deliver one
// event to its webhook, like `stripe trigger`. Prints what was delivered (stdout) or why nothing was
// (stderr). Exit codes: 0 delivered; 1 not delivered (no mock running or reachable at --url, a mock
// without --webhook-url, an event it is not subscribed to, a receiver that failed); 2 bad arguments
// or data. Bounded: the mock answers within CONTROL_WAIT_MS, this waits a little longer, and reads
// at most MAX_ANSWER_BYTES of the answer.
import { clip } from '@msg-gateway/openapi/redact';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { CONTROL_EVENTS_PATH, CONTROL_WAIT_MS } from '../control/routes.js';
import type { DeliveryResult } from '../webhooks/deliveries.js';
import { parseTrigger, TRIGGER_USAGE } from './args.js';

const PROGRAM = 'msg-gateway-mock trigger';
const MAX_ANSWER_BYTES = 1024 * 1024;
const WAIT_MS = CONTROL_WAIT_MS + 15_000;

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
  const target = `${request.url}${CONTROL_EVENTS_PATH}`;
  const body = JSON.stringify({
    event: request.event,
    ...(request.instance !== undefined && { instance: request.instance }),
    ...(request.data !== undefined && { data: request.data }),
  });

  let res: Response;
  try {
    res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WAIT_MS),
    });
  } catch (error) {
    return fail(1, unreachable(request.url, error));
  }
  const text = await readBounded(res);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  const message = gatewayMessage(answer);
  if (res.status === 200 && isResult(answer)) {
    if (answer.outcome !== 'delivered') {
      return fail(
        1,
        `${answer.event} (${answer.instance}) was not delivered to ${answer.url}: ${answer.outcome}, ${answer.reason ?? 'no reason given'}.`,
      );
    }
    const tries = answer.attempts > 1 ? ` after ${answer.attempts} attempts` : '';
    stdout.write(
      `Delivered ${answer.event} (${answer.instance}) to ${answer.url}: ${answer.status}${tries}.\n${JSON.stringify(answer.payload, null, 2)}\n`,
    );
    return 0;
  }
  if (res.status === 202 && answer !== null && typeof answer === 'object') {
    return fail(1, `${String((answer as Record<string, unknown>)['reason'] ?? 'the delivery has not ended yet')}.`);
  }
  if (res.status === 400 && message !== undefined)
    return fail(2, request.dataFile ? `${message} (data from ${request.dataFile})` : message);
  if (res.status === 409 && message !== undefined) return fail(1, message);
  return fail(
    1,
    `${request.url} does not look like a msg-gateway-mock: it answered ${res.status} to POST ${CONTROL_EVENTS_PATH}${text ? ` (${clip(text.replace(/\s+/g, ' '), 200)})` : ''}. Check --url.`,
  );
}

function unreachable(url: string, error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? (error.cause as NodeJS.ErrnoException) : undefined;
  if (error instanceof Error && error.name === 'TimeoutError') return `The mock at ${url} did not answer within ${WAIT_MS / 1000} s.`;
  if (cause?.code === 'ECONNREFUSED') {
    return `No mock is running at ${url} (connection refused). Start one with msg-gateway-mock --webhook-url <receiver URL>, or point --url at yours.`;
  }
  const why = cause ? `${cause.code ?? cause.name}: ${cause.message}` : error instanceof Error ? error.message : String(error);
  return `Cannot reach the mock at ${url} (${why}).`;
}

async function readBounded(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(read.value);
      size += read.value.length;
      if (size >= MAX_ANSWER_BYTES) {
        await reader.cancel();
        break;
      }
    }
  } catch {
    // a broken answer: what arrived is judged below
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `response.message` of the gateway envelope the mock answers errors with, joined. */
function gatewayMessage(answer: unknown): string | undefined {
  if (answer === null || typeof answer !== 'object') return undefined;
  const control = answer as { mock?: unknown; message?: unknown };
  if (control.mock === 'control-error' && typeof control.message === 'string') return control.message;
  const response = (answer as { response?: { message?: unknown } }).response;
  const message = response?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return undefined;
}

function isResult(value: unknown): value is DeliveryResult {
  return value !== null && typeof value === 'object' && typeof (value as Record<string, unknown>)['outcome'] === 'string';
}
