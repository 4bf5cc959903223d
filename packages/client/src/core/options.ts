// The options of createGatewayClient, checked at once: a wrong one throws a TypeError that says
// what to fix, without echoing the key.
import { redactor } from '../shared/openapi.js';
import { DEFAULT_MAX_BODY_BYTES } from './body.js';
import type { Redact } from './errors.js';
import { DEFAULT_RETRY, type RetryOptions, type RetrySettings } from './retry.js';
import { checkMaxBodyBytes, checkTimeout, describeValue } from './values.js';

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
  /** Every form of the API key replaced, for everything the client prints or throws. */
  redact: Redact;
}

export function checkOptions(options: GatewayClientOptions): CheckedOptions {
  if (!options || typeof options !== 'object') {
    throw new TypeError('createGatewayClient: pass an options object: createGatewayClient({ baseUrl, apiKey }).');
  }
  const { apiKey } = options;
  // Messages below may echo a value passed by mistake (the key where the URL belongs): never the key.
  const redact = redactor(typeof apiKey === 'string' ? apiKey : undefined);
  const url = checkBaseUrl(options.baseUrl, redact);
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
    timeoutMs:
      options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : checkTimeout(options.timeoutMs, 'createGatewayClient: timeoutMs', redact),
    maxBodyBytes:
      options.maxBodyBytes === undefined
        ? DEFAULT_MAX_BODY_BYTES
        : checkMaxBodyBytes(options.maxBodyBytes, 'createGatewayClient: maxBodyBytes', redact),
    retry: checkRetries(options.retries, redact),
    headers: options.headers,
    redact,
  };
}

function checkBaseUrl(baseUrl: unknown, redact: Redact): URL {
  let url: URL | undefined;
  try {
    url = typeof baseUrl === 'string' ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(
      redact(
        `createGatewayClient: baseUrl must be an absolute http(s) URL such as "http://127.0.0.1:8080", got ${describeValue(baseUrl)}.`,
      ),
    );
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
      'createGatewayClient: apiKey is missing. Pass the gateway API key (it is sent in the apikey header), ' +
        'e.g. createGatewayClient({ baseUrl, apiKey: process.env.GATEWAY_API_KEY }).',
    );
  }
  if (/[\0-\x1f\x7f]/.test(apiKey) || apiKey !== apiKey.trim()) {
    throw new TypeError(
      'createGatewayClient: apiKey has whitespace at its ends or control characters (such as a line break); remove them.',
    );
  }
  if (/[^\0-\xff]/.test(apiKey)) {
    throw new TypeError(
      'createGatewayClient: apiKey has characters an HTTP header cannot carry (beyond Latin-1); check that it was copied correctly.',
    );
  }
}

function checkRetries(retries: GatewayClientOptions['retries'], redact: Redact): RetrySettings {
  const given = retries ?? DEFAULT_RETRY.limit;
  const retry: RetrySettings = typeof given === 'number' ? { ...DEFAULT_RETRY, limit: given } : { ...DEFAULT_RETRY, ...given };
  for (const key of ['limit', 'baseDelayMs', 'maxDelayMs'] as const) {
    const value = retry[key];
    if (!Number.isInteger(value) || value < 0) {
      const name = typeof given === 'number' ? 'retries' : `retries.${key}`;
      throw new TypeError(redact(`createGatewayClient: ${name} must be a whole number ≥ 0, got ${describeValue(value)}.`));
    }
  }
  return retry;
}
