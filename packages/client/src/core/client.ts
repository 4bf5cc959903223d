// createGateway: checks the options, builds the two openapi-fetch clients over one spec's `paths`
// (the facade's and `raw`) and the facade around the first. Each entry of the package calls it with
// its own generated facade (FACADE) and types.
//
// Neither client follows redirects (`redirect: 'manual'`): fetch drops `Authorization` on a
// cross-origin redirect but keeps custom headers such as `apikey`, and a 301/302/303 turns a POST
// send into a GET that "succeeds" elsewhere. The gateway itself never redirects, so a redirect means
// baseUrl is wrong; the facade reports it as a GatewayError of kind `redirect`, the raw client
// returns the 3xx response as it does any other status.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { createCall } from './call.js';
import { gatewayError } from './errors.js';
import { buildFacade, type Facade, type FacadeMap } from './facade.js';
import { lazyRedactor } from './load-on-failure.js';
import { checkOptions, type FetchLike, type GatewayClientOptions } from './options.js';
import { dotSegmentError, isDotSegment } from './paths.js';
import { draftingRequest, type RequestDraft } from './request-draft.js';

/** The facade of `Map` (typed from `Ops`) plus the raw openapi-fetch client over `Paths`. */
export type GatewayClient<Paths extends {}, Ops, Map extends FacadeMap> = Facade<Ops, Map> & {
  /**
   * The underlying openapi-fetch client, with the API key middleware: `{ data, error, response }`
   * results, no throwing on HTTP errors (a redirect comes back as its 3xx response, not followed),
   * no retries, no default deadline (pass `signal`).
   */
  readonly raw: Client<Paths, 'application/json'>;
};

export function createGateway<Paths extends {}, Ops, Map extends FacadeMap>(
  facade: Map,
  options: GatewayClientOptions,
): GatewayClient<Paths, Ops, Map> {
  const { baseUrl, origin, basePath, apiKey, timeoutMs, maxBodyBytes, retry, headers } = checkOptions(options);
  const redaction = lazyRedactor(apiKey);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const common = { baseUrl, redirect: 'manual' as const, ...(headers ? { headers } : {}) };

  const raw = createClient<Paths, 'application/json'>({
    ...common,
    fetch: async (request) => {
      if (request.redirect === 'follow') {
        throw new TypeError("gw.raw: redirect 'follow' is refused (the apikey header would go along); leave redirect unset.");
      }
      const response = await fetchImpl(request);
      // Only a custom fetch that ignores `redirect: 'manual'` gets here; the answer is not the gateway's.
      if (response.redirected) {
        throw await gatewayError(
          {
            kind: 'redirect',
            method: request.method,
            path: new URL(request.url).pathname,
            status: response.status,
            origin: new URL(response.url).origin,
            response,
          },
          redaction,
        );
      }
      return response;
    },
  });
  raw.use(rawGuard(apiKey));

  // The facade's own client builds a RequestDraft instead of a Request; the call sends it with `send`.
  const send = (draft: RequestDraft) => {
    draft.headers.set('apikey', apiKey);
    return fetchImpl(draft.url, draft.init);
  };
  const call = createCall({
    request: draftingRequest(common, send),
    send,
    origin,
    basePath,
    timeoutMs,
    maxBodyBytes,
    retry,
    redaction,
  });
  return Object.assign(buildFacade<Ops, Map>(call, facade), { raw });
}

/** The raw client's middleware: refuses dot segments in the path it would request, then sets the key. */
function rawGuard(apiKey: string): Middleware {
  return {
    onRequest({ request, schemaPath, params, options }) {
      const pathParams: Record<string, unknown> = params.path ?? {};
      const segment = options.pathSerializer(schemaPath, pathParams).split('/').find(isDotSegment);
      if (segment !== undefined) {
        const [name, value] = Object.entries(pathParams).find(([, v]) => isDotSegment(String(v))) ?? ['a path segment', segment];
        throw dotSegmentError(`gw.raw.${request.method}(${JSON.stringify(schemaPath)})`, name, String(value));
      }
      request.headers.set('apikey', apiKey);
      return undefined;
    },
  };
}
