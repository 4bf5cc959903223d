// Credentials a gateway answers in clear, kept out of what a report quotes: 2.1.1 lists instances
// with their tokens (fetchInstances), answers a new instance's token (`hash`), a proxy with its
// password, a webhook with the headers a receiver authenticates with. The run's own key is redacted
// everywhere (@msg-gateway/openapi/redact); these are other people's secrets the run cannot know in
// advance, so they are hidden by the name of the field that holds them, wherever it is in a body.

export const HIDDEN = '[hidden]';

/** Fields whose value is a credential. */
const CREDENTIAL = /^(token|hash|apikey|api_key|password|secret|authorization|accesstoken\w*)$/i;
/** Fields whose every value may be a credential (headers sent to a receiver). */
const CREDENTIAL_MAP = /^(headers|webhookheaders)$/i;

/** `value` with every credential field's value replaced by HIDDEN (a copy; empty values are kept). */
export function hideCredentials(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hideCredentials);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (CREDENTIAL.test(key)) return [key, child === '' || child === null ? child : HIDDEN];
      if (CREDENTIAL_MAP.test(key) && child !== null && typeof child === 'object' && !Array.isArray(child)) {
        return [key, Object.fromEntries(Object.keys(child).map((name) => [name, HIDDEN]))];
      }
      return [key, hideCredentials(child)];
    }),
  );
}

/** A body as a report may quote it: JSON with its credentials hidden; other text as it is. */
export function withoutCredentials(body: string): string {
  try {
    return JSON.stringify(hideCredentials(JSON.parse(body)));
  } catch {
    return body;
  }
}
