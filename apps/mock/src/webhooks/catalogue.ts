// The webhook events a description documents, read from its top-level `webhooks`: one entry per
// subscription name (SEND_MESSAGE, ...) with its dotted event (send.message, read from its examples),
// the JSON pointer of its payload schema and its first example. An entry whose examples carry many
// events (the contract's ALL_EVENTS, the union) is not an event: it is the schema any payload can be
// checked against. A description without `webhooks` (a --spec of another API) uses the contract's.
import { createBundleValidator, type SchemaViolation } from '@msg-gateway/openapi/validate';
import { mediaOf, type OpenApiDocument, operations, requestSchemaPointer, resolveRef } from '@msg-gateway/openapi/walk';
import { bundledSpecPath, readSpec } from '../common/spec.js';
import { ERRORS_EVENT } from '../common/webhook-events.js';

export interface WebhookEntry {
  /** The subscription name, e.g. SEND_MESSAGE (the key of `webhooks`). */
  name: string;
  /** The event as delivered, lower case and dotted, e.g. send.message. */
  event: string;
  /** JSON pointer of the payload schema. */
  pointer: string;
  /** The first documented payload. */
  example: Record<string, unknown>;
}

export interface WebhookCatalogue {
  /** Subscription names, in document order. */
  readonly names: string[];
  readonly byName: ReadonlyMap<string, WebhookEntry>;
  /** Dotted event → entry. */
  readonly byEvent: ReadonlyMap<string, WebhookEntry>;
  /** The schema of any payload (the union), if the description has one. */
  readonly unionPointer: string | undefined;
  /** Violations of the schema at `pointer`; undefined when it cannot be compiled. */
  check(pointer: string, value: unknown): SchemaViolation[] | undefined;
}

type Check = (pointer: string, value: unknown) => SchemaViolation[] | undefined;
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The catalogue of `doc`, or undefined when it documents no webhook events. */
function readCatalogue(doc: OpenApiDocument | undefined, check: Check): WebhookCatalogue | undefined {
  if (!doc) return undefined;
  const byName = new Map<string, WebhookEntry>();
  let unionPointer: string | undefined;
  for (const op of operations(doc, 'webhooks')) {
    const pointer = requestSchemaPointer(doc, op);
    const media = mediaOf(doc, op.operation.requestBody, 'application/json');
    if (op.method !== 'post' || pointer === undefined || !media) continue;
    const examples = [
      ...(media.example === undefined ? [] : [media.example]),
      ...Object.values(media.examples ?? {}).map((example) => resolveRef(doc, example)?.value),
    ].filter(isObject);
    const events = new Set(examples.map((example) => example['event']).filter((event) => typeof event === 'string'));
    const [first] = examples;
    if (events.size > 1) unionPointer ??= pointer;
    else if (events.size === 1 && first) byName.set(op.path, { name: op.path, event: String(first['event']), pointer, example: first });
  }
  if (byName.size === 0) return undefined;
  return {
    // The errors webhook is not an instance's subscription: it has a URL of its own.
    names: [...byName.keys()].filter((name) => name !== ERRORS_EVENT),
    byName,
    byEvent: new Map([...byName.values()].map((entry) => [entry.event, entry])),
    unionPointer,
    check,
  };
}

let contract: WebhookCatalogue | undefined;

/** The contract's catalogue (the 27 events of Evolution API 2.1.1), read once. */
export function contractCatalogue(): WebhookCatalogue {
  if (contract) return contract;
  const doc = readSpec(bundledSpecPath());
  if (!doc) throw new Error(`${bundledSpecPath()} cannot be read: rebuild @msg-gateway/openapi`);
  let validator: ReturnType<typeof createBundleValidator> | undefined;
  const read = readCatalogue(doc, (pointer, value) => {
    validator ??= createBundleValidator(doc);
    try {
      return validator.validate(pointer, value);
    } catch {
      return undefined;
    }
  });
  if (!read) throw new Error('the bundled contract documents no webhooks');
  contract = read;
  return contract;
}

/**
 * How 2.1.1 matches an event against the subscribed names: `messages.upsert` → MESSAGES_UPSERT.
 * `groups.update` becomes GROUPS_UPDATE, which is not the name GROUP_UPDATE: never delivered.
 * (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts, emit)
 */
export const matchedName = (event: string): string => event.replace(/[.-]/g, '_').toUpperCase();

/** The path 2.1.1 appends with webhookByEvents: `messages.upsert` → `messages-upsert`, `groups.update` → `groups-update`. */
export const byEventsSegment = (event: string): string => matchedName(event).replace(/_/g, '-').toLowerCase();

/** The entry for a subscription name (MESSAGES_UPSERT) or a dotted event (messages.upsert), if any. */
export function entryOf(catalogue: WebhookCatalogue, event: string): WebhookEntry | undefined {
  return catalogue.byName.get(event) ?? catalogue.byEvent.get(event);
}

const served = new WeakMap<object, WebhookCatalogue>();

/** The catalogue of the served description (checked with its validator), else the contract's. Cached per description. */
export function catalogueOf(description: { doc: OpenApiDocument | undefined; check: Check }): WebhookCatalogue {
  let catalogue = served.get(description);
  if (!catalogue) {
    catalogue = readCatalogue(description.doc, (pointer, value) => description.check(pointer, value)) ?? contractCatalogue();
    served.set(description, catalogue);
  }
  return catalogue;
}
