// What parseWebhookEvent does for every entry (the contract's, each profile's), given the validators
// of that entry's events: decode the body, find its event, check it against that event's validator,
// and turn what is wrong into a WebhookPayloadError without the payload's keys. It imports no
// validators itself, so an entry's parser loads its own validators only.
import type { PayloadValidator } from '../generated/webhooks.gen.js';
import { excerpt, type Redact, redactor } from '../shared/openapi.js';
import { fromSchemaError, payloadError, violation, WebhookPayloadError } from './error.js';

/** parseWebhookEvent with the validators of any events (the contract's, a profile's, or a test's). */
export function checkPayload(validators: Readonly<Record<string, PayloadValidator>>, body: unknown): Record<string, unknown> {
  const payload = decode(body);
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new WebhookPayloadError([violation('', 'type', `must be a JSON object, got ${kindOf(payload)}`)]);
  }
  const fields = payload as Record<string, unknown>;
  // No message may carry the payload's keys, in any form. Built only when a message is (a valid payload needs none).
  let forms: Redact | undefined;
  const redact: Redact = (text) => {
    forms ??= redactor(...payloadKeys(fields));
    return forms(text);
  };
  const { event } = fields;
  if (typeof event !== 'string' || !Object.hasOwn(validators, event)) {
    const names = Object.keys(validators).length;
    const text =
      event === undefined
        ? 'is required (the event name, e.g. "messages.upsert")'
        : typeof event !== 'string'
          ? `must be a string, got ${kindOf(event)}`
          : `must be one of the ${names} event names (e.g. "messages.upsert"), got ${JSON.stringify(excerpt(event, redact, 60))}`;
    throw payloadError([violation('/event', 'event', text)], undefined, redact);
  }
  const validate = validators[event] as PayloadValidator;
  if (!validate(fields)) {
    const violations = (validate.errors ?? []).map(fromSchemaError);
    throw payloadError(violations.length > 0 ? violations : [violation('', 'schema', 'is not valid')], event, redact);
  }
  return fields;
}

/**
 * The keys a payload carries: every string and number in its `apikey` (the instance's token) and
 * its `api_key` (the gateway's admin key, in the errors webhook), property names included, whatever
 * their type: a key of the wrong type is a violation, and must not be quoted either. Bounded: a
 * payload cannot make the redactor big.
 */
function payloadKeys(payload: Record<string, unknown>): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (found.length >= 64) return;
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'number' && Number.isFinite(value)) found.push(String(value));
    else if (value !== null && typeof value === 'object' && depth < 8) {
      for (const [name, item] of Object.entries(value)) {
        if (!Array.isArray(value)) found.push(name);
        visit(item, depth + 1);
      }
    }
  };
  visit(payload.apikey, 0);
  visit(payload.api_key, 0);
  return found;
}

/** The JSON value of a raw body; a parsed body as it is. */
function decode(body: unknown): unknown {
  let text: string;
  if (typeof body === 'string') text = body;
  else if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      throw new WebhookPayloadError([violation('', 'json', 'is not valid UTF-8 text')]);
    }
  } else if (isStream(body)) {
    throw new WebhookPayloadError([
      violation('', 'body', 'is a stream (the request itself?): read the body first and pass it (a string, Buffer or parsed object)'),
    ]);
  } else return body;
  try {
    return JSON.parse(text);
  } catch (error) {
    // Only the position: the parser's message quotes the text, and the text may hold a key.
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    const where = text.trim() === '' ? ' (it is empty)' : at === undefined ? '' : ` (at position ${at})`;
    throw new WebhookPayloadError([violation('', 'json', `is not valid JSON${where}`)]);
  }
}

function isStream(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { pipe?: unknown }).pipe === 'function';
}

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
