// What the facade relies on in openapi-fetch beyond its typed API, all in this file.
//
// Why: the facade's openapi-fetch client builds a RequestDraft where openapi-fetch would build a
// Request (its `Request` option), and its `fetch` gets that draft back. fetch() builds a Request
// from its arguments anyway; building a second one costs about a tenth of a local call. This
// holds only while openapi-fetch (checked with 0.17.0):
//   - constructs its request with `new options.Request(url, init)`, `init` holding `method` and a
//     `Headers` as `headers` (and the body, signal, redirect it was given);
//   - hands that very object to `fetch`;
//   - reads of it only what RequestDraft has (`method`, to tell a HEAD; `in` checks before copying
//     the rest of its init onto it, which a draft accepts);
//   - with `parseAs: 'stream'`, returns a 2xx body unread (the call reads it within its byte limit).
// test/request-draft.test.ts runs a recording draft through openapi-fetch's own request path and
// fails, naming openapi-fetch and what it no longer does, when an upgrade moves any of this.
import createClient from 'openapi-fetch';

/** The openapi-fetch version this file was checked against. */
export const CHECKED_WITH_OPENAPI_FETCH = '0.17.0';

/** What openapi-fetch needs of a Request while it prepares one, holding the RequestInit that fetch() gets. */
export class RequestDraft {
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

/** openapi-fetch's `request()`, seen without its per-path types: the path is chosen at run time. */
export type DynamicRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Options of the drafting client: those of openapi-fetch's createClient that the facade sets. */
export interface DraftingOptions {
  baseUrl: string;
  redirect: RequestRedirect;
  headers?: Record<string, string>;
}

/**
 * The `request()` of an openapi-fetch client that prepares a RequestDraft and gives it to `send`
 * (a request's own `fetch` option, as the facade passes per attempt, takes the draft instead).
 * `Draft` is replaceable for test/request-draft.test.ts only.
 */
export function draftingRequest(
  options: DraftingOptions,
  send: (draft: RequestDraft) => Promise<Response>,
  Draft: typeof RequestDraft = RequestDraft,
): DynamicRequest {
  const client = createClient<Record<string, never>, 'application/json'>({
    ...options,
    Request: Draft as unknown as typeof Request,
    fetch: (draft) => send(draft as unknown as RequestDraft),
  });
  return client.request as unknown as DynamicRequest;
}
