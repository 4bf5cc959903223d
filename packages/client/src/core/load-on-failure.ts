// Loads on-failure.ts the first time a call needs it (a failure, a Retry-After, a redirect), once per
// process; a browser fetches it then as a chunk of its own. Should it not load (that chunk comes over
// the network the failure may be about, or from a deployment that has since replaced it), each
// caller does without and says less: the error shows nothing the caller or the gateway wrote (see
// gatewayError), a Retry-After gets the usual backoff, a redirect no location. The next failure tries
// again.
import type { Redact } from '../shared/openapi.js';

type OnFailure = typeof import('./on-failure.js');

let loading: Promise<OnFailure> | undefined;

/** on-failure.ts, or undefined when it cannot be loaded. */
export function onFailure(): Promise<OnFailure | undefined> {
  loading ??= import('./on-failure.js');
  return loading.catch(() => {
    loading = undefined;
    return undefined;
  });
}

/** The redactor of `apiKey`, built the first time a failure needs it (undefined while on-failure.ts cannot be loaded). */
export function lazyRedactor(apiKey: string): () => Promise<Redact | undefined> {
  let redact: Redact | undefined;
  return async () => {
    redact ??= (await onFailure())?.redactor(apiKey);
    return redact;
  };
}
