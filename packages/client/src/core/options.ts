// The options of createGatewayClient, checked at once: a wrong one throws a TypeError that says
// what to fix, describing the wrong value without quoting it (it may be the key: see values.ts).
import { DEFAULT_MAX_BODY_BYTES } from './body.js';
import { DEFAULT_RETRY, type RetryOptions, type RetrySettings } from './retry.js';
import { BYTES_RULE, COUNT_RULE, describeValue, numberOption, TIMEOUT_RULE } from './values.js';

/** A fetch implementation with the global fetch's signature. */
export type FetchLike = (input: string | Request, init?: RequestInit) => Promise<Response>;

export interface GatewayClientOptions {
  /** Address of the gateway, e.g. `http://127.0.0.1:8080`; every path of the spec is relative to it. */
  baseUrl: string;
  /** The gateway's API key, sent in the `apikey` header of every request to `baseUrl`'s origin only. Never put in errors. */
  apiKey: string;
  /** A fetch to use instead of the global one. It must honour `init.signal` and `init.redirect` (`'manual'`). */
  fetch?: FetchLike;
  /** Deadline of every facade call in ms, retries included (default 30000). 0 disables it. */
  timeoutMs?: number;
  /**
   * Largest answer body read, in bytes (default 32 MiB): a longer one fails the call with a
   * GatewayError of kind `body-too-large`, and memory stays bounded by it.
   */
  maxBodyBytes?: number;
  /**
   * How often a repeatable request (GET, updateSchedule) is retried on a network error or a 429, 502, 503 or
   * 504 (default 2), or finer settings. A 429 or 503 with Retry-After waits as long as it says, within the deadline.
   */
  retries?: number | RetryOptions;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface CheckedOptions {
  baseUrl: string;
  origin: string;
  basePath: string;
  apiKey: string;
  timeoutMs: number;
  maxBodyBytes: number;
  retry: RetrySettings;
  headers: Record<string, string> | undefined;
}

export function checkOptions(options: GatewayClientOptions): CheckedOptions {
  if (!options || typeof options !== 'object') {
    throw new TypeError('createGatewayClient: pass an options object: createGatewayClient({ baseUrl, apiKey }).');
  }
  const { apiKey } = options;
  const url = checkBaseUrl(options.baseUrl);
  checkApiKey(apiKey);
  if (options.headers !== undefined && (typeof options.headers !== 'object' || options.headers === null)) {
    throw new TypeError('createGatewayClient: headers must be an object of header names and values.');
  }
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new TypeError('createGatewayClient: fetch must be a function like the global fetch.');
  }
  return {
    baseUrl: url.href,
    origin: url.origin,
    basePath: url.pathname.replace(/\/+$/, ''),
    apiKey,
    timeoutMs: numberOption(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'createGatewayClient: timeoutMs', TIMEOUT_RULE),
    maxBodyBytes: numberOption(options.maxBodyBytes, DEFAULT_MAX_BODY_BYTES, 'createGatewayClient: maxBodyBytes', BYTES_RULE),
    retry: checkRetries(options.retries),
    headers: options.headers,
  };
}

function checkBaseUrl(baseUrl: unknown): URL {
  let url: URL | undefined;
  try {
    url = typeof baseUrl === 'string' ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    // The value is not quoted (see values.ts): the usual mistakes, `/api`, `gw.example.org` and `localhost:8080`, lack `http://`.
    const got =
      typeof baseUrl === 'string' && baseUrl !== ''
        ? 'a string that is not one (a path, or a host without http:// in front?)'
        : describeValue(baseUrl);
    throw new TypeError(`createGatewayClient: baseUrl must be an absolute http(s) URL such as "http://127.0.0.1:8080", got ${got}.`);
  }
  if (url.username || url.password) {
    throw new TypeError('createGatewayClient: baseUrl must not carry credentials; pass the API key as apiKey.');
  }
  if (url.search || url.hash) {
    throw new TypeError('createGatewayClient: baseUrl must not have a query string or fragment.');
  }
  return url;
}

/** Checked without echoing the key: a header value holds Latin-1 only, without control characters. */
function checkApiKey(apiKey: unknown): asserts apiKey is string {
  if (typeof apiKey !== 'string' || apiKey.trim() === '') {
    throw new TypeError(
      'createGatewayClient: apiKey is missing. Pass the gateway API key, e.g. createGatewayClient({ baseUrl, apiKey: process.env.GATEWAY_API_KEY }).',
    );
  }
  // A header value holds Latin-1 without control characters, and no whitespace at its ends survives in one.
  if (apiKey !== apiKey.trim() || /[^\x20-\x7e\x80-\xff]/.test(apiKey)) {
    throw new TypeError(
      'createGatewayClient: apiKey has characters an HTTP header cannot carry (whitespace at its ends, control characters ' +
        'such as a line break, or beyond Latin-1); check that it was copied correctly.',
    );
  }
}

function checkRetries(retries: GatewayClientOptions['retries']): RetrySettings {
  // A number (or a mistake that is no object) stands for the limit.
  const whole = typeof retries !== 'object' || retries === null;
  const given: { [K in keyof RetryOptions]?: unknown } = whole ? { limit: retries ?? undefined } : retries;
  const settings = { ...DEFAULT_RETRY };
  for (const key of ['limit', 'baseDelayMs', 'maxDelayMs'] as const) {
    const what = `createGatewayClient: retries${whole ? '' : `.${key}`}`;
    settings[key] = numberOption(given[key] ?? undefined, DEFAULT_RETRY[key], what, COUNT_RULE);
  }
  return settings;
}
