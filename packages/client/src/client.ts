// createGatewayClient: checks the options, builds the openapi-fetch client (with the middleware that
// sends the API key) and the facade around it.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { checkTimeout, createCall, describeValue, type DynamicRequest } from './call.js';
import { scrub } from './errors.js';
import { buildFacade, type Facade } from './facade.js';
import type { paths } from './generated/openapi.gen.js';
import { DEFAULT_RETRY, type RetryOptions, type RetrySettings } from './retry.js';

/** A fetch implementation with the global fetch's signature. */
export type FetchLike = (input: string | Request, init?: RequestInit) => Promise<Response>;

export interface GatewayClientOptions {
  /** Address of the gateway, e.g. `http://127.0.0.1:8080`; every path of the contract is relative to it. */
  baseUrl: string;
  /** The gateway's API key, sent in the `apikey` header of every request. Never put in errors. */
  apiKey: string;
  /** A fetch to use instead of the global one. It must honour `init.signal` (the deadline and the caller's signal). */
  fetch?: FetchLike;
  /** Deadline of every facade call in ms, retries included (default 30000). 0 disables it. */
  timeoutMs?: number;
  /** How often a repeatable request (GET, updateSchedule) is retried on a network error or 502/503/504 (default 2), or finer settings. */
  retries?: number | RetryOptions;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export interface GatewayClient extends Facade {
  /**
   * The underlying openapi-fetch client, with the API key middleware: `{ data, error, response }`
   * results, no throwing on HTTP errors, no retries, no default deadline (pass `signal`).
   */
  readonly raw: Client<paths, 'application/json'>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { baseUrl, origin, basePath, apiKey, timeoutMs, retry, headers } = checkOptions(options);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const sendsKey: Middleware = {
    onRequest({ request }) {
      request.headers.set('apikey', apiKey);
      return undefined;
    },
  };
  const common = { baseUrl, ...(headers ? { headers } : {}) };

  const raw = createClient<paths, 'application/json'>({ ...common, fetch: (request) => fetchImpl(request) });
  raw.use(sendsKey);

  // The facade's own openapi-fetch client builds a RequestDraft instead of a Request: fetch() builds
  // a Request from its arguments anyway, and building two costs about a tenth of a local call.
  const forFacade = createClient<paths, 'application/json'>({
    ...common,
    Request: RequestDraft as unknown as typeof Request,
    fetch: (draft) => fetchImpl((draft as unknown as RequestDraft).url, (draft as unknown as RequestDraft).init),
  });
  forFacade.use(sendsKey);

  const call = createCall({
    request: forFacade.request as unknown as DynamicRequest,
    origin,
    basePath,
    timeoutMs,
    retry,
    secret: apiKey,
  });
  return Object.assign(buildFacade(call), { raw });
}

/**
 * What openapi-fetch needs of a Request while it prepares one (url, method, headers for the
 * middleware), holding the RequestInit that fetch() gets. Not a Request: only the facade's client uses it.
 */
class RequestDraft {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  constructor(
    url: string,
    readonly init: RequestInit & { method: string; headers: Headers },
  ) {
    this.url = url;
    this.method = init.method;
    this.headers = init.headers;
  }
}

function checkOptions(options: GatewayClientOptions) {
  if (!options || typeof options !== 'object') {
    throw new TypeError('createGatewayClient: pass an options object: createGatewayClient({ baseUrl, apiKey }).');
  }
  const { baseUrl, apiKey } = options;
  let url: URL | undefined;
  try {
    url = typeof baseUrl === 'string' ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const got = scrub(describeValue(baseUrl), apiKey);
    throw new TypeError(`createGatewayClient: baseUrl must be an absolute http(s) URL such as "http://127.0.0.1:8080", got ${got}.`);
  }
  if (url.username || url.password) {
    throw new TypeError('createGatewayClient: baseUrl must not carry credentials; pass the API key as apiKey.');
  }
  if (url.search || url.hash) {
    throw new TypeError('createGatewayClient: baseUrl must not have a query string or fragment.');
  }
  if (typeof apiKey !== 'string' || apiKey.trim() === '') {
    throw new TypeError(
      'createGatewayClient: apiKey is missing. Pass the gateway API key (it is sent in the apikey header), ' +
        'e.g. createGatewayClient({ baseUrl, apiKey: process.env.GATEWAY_API_KEY }).',
    );
  }
  // Checked without echoing the key: a header value holds Latin-1 only, without control characters.
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
  const retries = options.retries ?? DEFAULT_RETRY.limit;
  const retry: RetrySettings =
    typeof retries === 'number' ? { ...DEFAULT_RETRY, limit: retries } : { ...DEFAULT_RETRY, ...retries };
  for (const key of ['limit', 'baseDelayMs', 'maxDelayMs'] as const) {
    const value = retry[key];
    if (!Number.isInteger(value) || value < 0) {
      const name = typeof retries === 'number' ? 'retries' : `retries.${key}`;
      throw new TypeError(`createGatewayClient: ${name} must be a whole number ≥ 0, got ${describeValue(value)}.`);
    }
  }
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
      options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : checkTimeout(options.timeoutMs, 'createGatewayClient: timeoutMs'),
    retry,
    headers: options.headers,
  };
}
