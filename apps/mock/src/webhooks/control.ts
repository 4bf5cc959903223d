// The control route of a running mock, `POST /__mock/events` (the trigger command calls it): deliver
// one event, from its documented example merged with the given data. Namespaced under /__mock/, which
// no gateway path uses. Answers 200 with how the delivery ended (or 202 if it is still being retried
// after CONTROL_WAIT_MS), 400 naming what is wrong with the request or the data, 409 when the mock
// has no webhook URL.
import { parseJson } from '../server/body.js';
import { envelope } from '../server/envelope.js';
import { MockControlError } from '../server/next-answer.js';
import type { Webhooks } from './webhooks.js';

export const CONTROL_EVENTS_PATH = '/__mock/events';
/** How long the route waits for a delivery to end before answering 202. */
export const CONTROL_WAIT_MS = 30_000;

export interface ControlAnswer {
  status: number;
  body: unknown;
  /** For the log line. */
  reasons: string[];
}

const refuse = (status: number, message: string): ControlAnswer => ({ status, body: envelope(status, [message]), reasons: [message] });
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Answers one request to the route; `request` is its parsed JSON body. */
export async function answerEventsRoute(webhooks: Webhooks | undefined, request: unknown): Promise<ControlAnswer> {
  if (!webhooks) {
    return refuse(
      409,
      'This mock runs without a webhook URL, so it has nowhere to deliver events. Start it with --webhook-url <receiver URL> (startMock({ webhook: { url } })).',
    );
  }
  let body = request;
  if (typeof body === 'string') {
    // A body sent without a JSON Content-Type: read as JSON all the same, with the same bounds.
    const parsed = parseJson(body);
    if (!parsed.ok) return refuse(parsed.status, parsed.message);
    body = parsed.body;
  }
  if (!isObject(body) || typeof body['event'] !== 'string') {
    return refuse(
      400,
      'The body needs "event", e.g. {"event": "MESSAGES_UPSERT", "instance": "shop-42", "data": {…}} ("instance" and "data" are optional).',
    );
  }
  const unknown = Object.keys(body).filter((key) => !['event', 'instance', 'data'].includes(key));
  if (unknown.length > 0)
    return refuse(400, `Unknown field ${unknown.map((k) => JSON.stringify(k)).join(', ')}; the body has event, instance and data.`);
  let built: ReturnType<Webhooks['build']>;
  try {
    built = webhooks.build(body['event'], body['data'], body['instance']);
  } catch (error) {
    if (error instanceof MockControlError) return refuse(400, `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}`);
    throw error;
  }
  const delivery = webhooks.deliver(built, true);
  let timer: NodeJS.Timeout | undefined;
  const waited = await Promise.race([
    delivery,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), CONTROL_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (waited) return { status: 200, body: waited, reasons: waited.reason === undefined ? [] : [waited.reason] };
  const pending = {
    event: built.entry.event,
    instance: built.instance,
    outcome: 'pending',
    reason: `still being delivered after ${CONTROL_WAIT_MS / 1000} s (the receiver is slow or down); the mock's log tells how it ends`,
    payload: built.payload,
  };
  return { status: 202, body: pending, reasons: [pending.reason] };
}
