// The webhook configuration the mock runs with, as `startMock({ webhook })` and the --webhook-* flags
// give it, checked by one set of rules (each returns what is wrong, in words the CLI and startMock
// both print). What 2.1.1 stores for a webhook: url, events (all 27 when enabled with none), headers,
// byEvents (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts, set).
// What 2.1.1 does not have, and our standards require, is a bound: a timeout per attempt and bounded
// retries, as later Evolution versions do (evolution-api@3454bec7, 2.3.6:
// src/api/integrations/event/webhook/webhook.controller.ts, retryWebhookRequest).
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { REDACTED } from '@msg-gateway/openapi/redact';
import { DEFAULT_EVENTS } from '../common/webhook-events.js';

/** What `startMock({ webhook })` takes. */
export interface WebhookOptions {
  /** The receiver: an http(s) URL. Every subscribed event is POSTed there. */
  url: string;
  /** Subscription names, e.g. ['MESSAGES_UPSERT', 'SEND_MESSAGE']; default all 27 (what 2.1.1 stores for an empty list). */
  events?: string[];
  /** POST each event to `<url>/<event in kebab case>`, e.g. `/messages-upsert` (2.1.1's webhookByEvents). */
  byEvents?: boolean;
  /** Headers sent with every delivery (2.1.1 sends the configuration's stored headers). */
  headers?: Record<string, string>;
  /** Milliseconds one attempt may take, answer included (default 5000, at most 60000). */
  timeoutMs?: number;
  /** Further attempts after a failed one (default 2, at most 10); 400, 401, 403, 404 and 422 are not retried. */
  retries?: number;
}

/** The checked configuration. */
export interface WebhookSettings {
  url: string;
  events: string[];
  byEvents: boolean;
  headers: Record<string, string>;
  timeoutMs: number;
  retries: number;
}

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5000;
export const MAX_WEBHOOK_TIMEOUT_MS = 60_000;
export const DEFAULT_WEBHOOK_RETRIES = 2;
export const MAX_WEBHOOK_RETRIES = 10;

/** Headers the mock writes itself: a configured value would break the request. */
const OWN_HEADERS = ['content-length', 'host', 'transfer-encoding', 'connection', 'expect', 'upgrade'];

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const wrong = <T>(message: string): Checked<T> => ({ ok: false, message });

export function checkUrl(raw: unknown): Checked<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return wrong(`the webhook URL must be an http:// or https:// URL such as http://127.0.0.1:3000/hooks, got ${JSON.stringify(raw)}.`);
  }
  return { ok: true, value: text };
}

/** Subscription names: known ones, upper case, at least one. */
export function checkEvents(raw: unknown, known: readonly string[]): Checked<string[]> {
  const list = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : undefined;
  if (!list) return wrong(`the webhook events are a list of names such as MESSAGES_UPSERT,SEND_MESSAGE, got ${JSON.stringify(raw)}.`);
  const names = list.map((name) => (typeof name === 'string' ? name.trim().toUpperCase() : '')).filter((name) => name !== '');
  if (names.length === 0) return wrong(`name at least one webhook event (${known.join(', ')}).`);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    return wrong(
      `unknown webhook event${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. The events are: ${known.join(', ')} (the dotted name of an event, messages.upsert, is written MESSAGES_UPSERT here).`,
    );
  }
  return { ok: true, value: [...new Set(names)] };
}

/** One header as `Name: value`. */
export function checkHeaderLine(raw: string): Checked<[string, string]> {
  const colon = raw.indexOf(':');
  if (colon <= 0) return wrong(`a webhook header is written 'Name: value', e.g. 'Authorization: Bearer abc', got ${JSON.stringify(raw)}.`);
  const header = checkHeader(raw.slice(0, colon).trim(), raw.slice(colon + 1).trim());
  return header.ok ? { ok: true, value: [raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()] } : header;
}

function checkHeader(name: string, value: unknown): Checked<true> {
  if (typeof value !== 'string') return wrong(`the webhook header ${JSON.stringify(name)} needs a string value.`);
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  } catch (error) {
    return wrong(`the webhook header ${JSON.stringify(name)} cannot be sent (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (OWN_HEADERS.includes(name.toLowerCase())) return wrong(`the webhook header ${name} is set by the mock itself; leave it out.`);
  return { ok: true, value: true };
}

export function checkTimeout(raw: unknown): Checked<number> {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_WEBHOOK_TIMEOUT_MS) {
    return wrong(`the webhook timeout is a whole number of milliseconds from 1 to ${MAX_WEBHOOK_TIMEOUT_MS}, got ${JSON.stringify(raw)}.`);
  }
  return { ok: true, value };
}

export function checkRetries(raw: unknown): Checked<number> {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_WEBHOOK_RETRIES) {
    return wrong(`the webhook retries are a whole number from 0 to ${MAX_WEBHOOK_RETRIES}, got ${JSON.stringify(raw)}.`);
  }
  return { ok: true, value };
}

/** The options checked against the known subscription names; throws an Error saying what to fix. */
export function checkWebhook(options: WebhookOptions, known: readonly string[]): WebhookSettings {
  const take = <T>(checked: Checked<T>): T => {
    if (!checked.ok) throw new Error(checked.message);
    return checked.value;
  };
  if (options === null || typeof options !== 'object')
    throw new Error('webhook must be an object such as { url: "http://127.0.0.1:3000/hooks" }.');
  const headers: Record<string, string> = {};
  if (options.headers !== undefined) {
    if (options.headers === null || typeof options.headers !== 'object')
      throw new Error('webhook.headers must be an object of names and values.');
    for (const [name, value] of Object.entries(options.headers)) {
      take(checkHeader(name, value));
      headers[name] = value;
    }
  }
  return {
    url: take(checkUrl(options.url)),
    events: options.events === undefined ? [...DEFAULT_EVENTS] : take(checkEvents(options.events, known)),
    byEvents: options.byEvents === true,
    headers,
    timeoutMs: options.timeoutMs === undefined ? DEFAULT_WEBHOOK_TIMEOUT_MS : take(checkTimeout(options.timeoutMs)),
    retries: options.retries === undefined ? DEFAULT_WEBHOOK_RETRIES : take(checkRetries(options.retries)),
  };
}

/** A URL as logs, the phone page and the ready line show it: without the user name and password it may carry, its query values redacted. */
export function shownUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.username === '' && parsed.password === '' && parsed.search === '') return url;
  parsed.username = '';
  parsed.password = '';
  // A receiver's secret often rides in the query (`?token=…`): the names stay, every value goes.
  const query = [...parsed.searchParams.keys()].map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join('&');
  parsed.search = '';
  const bare = parsed.toString();
  const hash = bare.indexOf('#');
  return query === '' ? bare : hash === -1 ? `${bare}?${query}` : `${bare.slice(0, hash)}?${query}${bare.slice(hash)}`;
}
