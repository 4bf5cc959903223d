// The payload the gateway POSTs: the envelope 2.1.1 builds in emit, in its key order,
//   {event, instance, data, destination, date_time, sender, server_url, apikey}
// (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts, emit), with
// date_time as sendDataWebhook formats it, `sender` the account's JID once it has connected, and
// `apikey` the instance's own token, as 2.1.1 sends it with AUTHENTICATION_EXPOSE_IN_FETCH_INSTANCES=true
// (its .env.example's setting; evolution-api@4ca141b4:src/api/services/channel.service.ts,
// sendDataWebhook; observed: a real 2.1.1's deliveries carry the instance's token). A receiver
// authenticates deliveries with it. The global key, or the key a request carried, is never put in a
// payload.
import { REDACTED } from '@msg-gateway/openapi/redact';
import type { WebhookEntry } from './catalogue.js';

export type Payload = Record<string, unknown>;
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * 2.1.1 shifts now by the server's time-zone offset, then formats it as UTC: the server's wall-clock
 * time followed by a `Z` that is only true on a server running in UTC.
 */
export function dateTime(now: number): string {
  return new Date(now - new Date(now).getTimezoneOffset() * 60_000).toISOString();
}

export interface EnvelopeInput {
  instance: string;
  data: unknown;
  /** The configured webhook URL (without the by-events suffix). */
  destination: string;
  /** The mock's own URL. */
  serverUrl: string;
  now: number;
  /** The instance's token (null for an event about no instance the mock holds). */
  apikey: string | null;
}

/** The payload of `entry`'s event; `sender` (the account's JID) is the documented example's, when it has one. */
export function envelope(entry: WebhookEntry, input: EnvelopeInput): Payload {
  const sender = entry.example['sender'];
  return {
    event: entry.event,
    instance: input.instance,
    data: input.data,
    destination: input.destination,
    date_time: dateTime(input.now),
    ...(typeof sender === 'string' && { sender }),
    server_url: input.serverUrl,
    apikey: input.apikey,
  };
}

/** The documented example's `data`, about `instance` (fields naming the example's instance name yours). */
export function exampleData(entry: WebhookEntry, instance: string): unknown {
  const documented = entry.example['instance'];
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        (key === 'instance' || key === 'instanceName') && value === documented ? instance : walk(value),
      ]),
    );
  };
  return walk(structuredClone(entry.example['data']));
}

/** `over` merged into `base`: objects key by key (deeply), anything else (arrays, null, scalars) replaced. */
export function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isObject(base) || !isObject(over)) return structuredClone(over);
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(base[key], value);
  return out;
}

/** A payload as the mock shows it (a delivery's result, the trigger's output): the instance's token redacted. */
export function shownPayload(payload: Payload): Payload {
  return typeof payload['apikey'] === 'string' ? { ...payload, apikey: REDACTED } : payload;
}
