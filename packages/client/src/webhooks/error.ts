// The error parseWebhookEvent throws, and how a schema error becomes a line of it. A message names
// the field (as a JSON pointer into the payload) and the rule, never a value of the payload: the
// only payload text it may quote is an unknown event name or property name. The payload's keys
// (`apikey`, an instance's token; `api_key`, the gateway's admin key in the errors webhook) are
// redacted from everything the error carries.

import type { SchemaError } from '../generated/webhooks.gen.js';
import { escapePointerSegment, type Redact } from '../shared/openapi.js';

/** One rule the payload broke. */
export interface WebhookViolation {
  /** JSON pointer of the field in the payload, e.g. `/data/key/remoteJid` (`''` for the payload itself). */
  readonly pointer: string;
  /** The JSON Schema keyword broken (`type`, `required`, `const`, `format`, ...), or `json` / `event` / `body`. */
  readonly keyword: string;
  /** What was wrong, e.g. `/data/key/remoteJid must be a string`. */
  readonly message: string;
}

/** How many violations a message lists; the error's `violations` holds them all. */
const LISTED = 3;

/** The body is not a webhook payload of the contract: the message and `violations` say which field breaks which rule. */
export class WebhookPayloadError extends Error {
  /** The event the payload claims, when it is one of the contract's event names. */
  readonly event: string | undefined;
  /** Pointer of the first violation (the field the message starts with). */
  readonly pointer: string;
  readonly violations: readonly WebhookViolation[];

  /** `redact` removes what the message must not carry (parseWebhookEvent: the payload's keys), also where violations meet. */
  constructor(violations: readonly WebhookViolation[], event?: string, redact: Redact = (text) => text) {
    const listed = violations.slice(0, LISTED).map((v) => v.message);
    const more = violations.length > LISTED ? `; and ${violations.length - LISTED} more` : '';
    super(redact(`webhook payload: ${listed.join('; ')}${more}${event ? ` (${event})` : ''}`));
    this.event = event;
    this.pointer = violations[0]?.pointer ?? '';
    this.violations = violations;
  }

  override get name(): string {
    return 'WebhookPayloadError';
  }
}

/**
 * The error for `violations` of a payload of `event`, with every form of the payload's keys redacted
 * from them, from the message and, should a key be the event name itself, the event left out.
 */
export function payloadError(violations: WebhookViolation[], event: string | undefined, redact: Redact): WebhookPayloadError {
  return new WebhookPayloadError(
    violations.map((v) => ({ pointer: redact(v.pointer), keyword: redact(v.keyword), message: redact(v.message) })),
    event !== undefined && redact(event) === event ? event : undefined,
    redact,
  );
}

/** A violation of a rule outside the schemas (the body itself, its JSON, its event name). */
export function violation(pointer: string, keyword: string, text: string): WebhookViolation {
  return { pointer, keyword, message: `${pointer || 'the body'} ${text}` };
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  object: 'an object',
  array: 'an array',
  boolean: 'a boolean',
  null: 'null',
};

/** One ajv error as a violation: `/data/key/remoteJid must be a string`, `/data/key/id is required`. */
export function fromSchemaError({ instancePath, keyword, params, message }: SchemaError): WebhookViolation {
  const json = (value: unknown) => JSON.stringify(value) ?? String(value);
  switch (keyword) {
    case 'required':
      return violation(`${instancePath}/${escapePointerSegment(String(params.missingProperty))}`, keyword, 'is required');
    case 'additionalProperties':
      return violation(`${instancePath}/${escapePointerSegment(String(params.additionalProperty))}`, keyword, 'is not allowed');
    case 'type': {
      const types = String(params.type).split(',');
      return violation(instancePath, keyword, `must be ${types.map((t) => ARTICLE[t] ?? t).join(' or ')}`);
    }
    case 'const':
      return violation(instancePath, keyword, `must be ${json(params.allowedValue)}`);
    case 'enum':
      return violation(instancePath, keyword, `must be one of ${(params.allowedValues as unknown[]).map(json).join(', ')}`);
    case 'format':
      return violation(instancePath, keyword, `must be a ${String(params.format)} string`);
    default:
      return violation(instancePath, keyword, message ?? `breaks the rule "${keyword}"`);
  }
}
