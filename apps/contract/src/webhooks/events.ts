// The webhook deliveries a receiver check sends: every example of every event of the contract's
// `webhooks` (OpenAPI 3.1) that an instance's receiver gets, as the gateway would POST it.
// `ALL_EVENTS` is not an event of its own: it is the receiver of every event at one URL, and its
// payload union (the `event` names its discriminator maps) says which events an instance's
// receiver gets. The others (2.1.1's ERRORS, which goes to a URL of its own, with the global key in
// it) are left out: a receiver that refuses them is right to.
import { mediaOf, type OpenApiDocument, operations, resolveRef } from '@msg-gateway/openapi/walk';

/** The `webhooks` key that stands for every event, not one. */
const ALL_EVENTS = 'ALL_EVENTS';

export interface WebhookExample {
  /** The event's key in `webhooks`, e.g. MESSAGES_UPSERT. */
  event: string;
  /** The example's name, e.g. MessagesUpsertGroup. */
  example: string;
  /** The payload, as the document shows it (its `apikey` is null). */
  payload: unknown;
  /** The path suffix 2.1.1 appends with `webhookByEvents`, e.g. `messages-upsert`. */
  byEventsPath: string;
}

/**
 * The path segment 2.1.1 appends to the webhook URL with `webhookByEvents`: the payload's dotted
 * event name in kebab case (`messages.upsert` → `messages-upsert`; `groups.update`, which
 * GROUP_UPDATE delivers, → `groups-update`), falling back to the event's key.
 */
export function byEventsPath(event: string, payload: unknown): string {
  const name = (payload as { event?: unknown } | null)?.event;
  return (typeof name === 'string' && name !== '' ? name : event).replace(/[._]/g, '-').toLowerCase();
}

/** The `event` names ALL_EVENTS' payload union maps, or null when it maps none (every event is delivered). */
function deliveredEvents(document: OpenApiDocument): Set<string> | null {
  const all = operations(document, 'webhooks').find((op) => op.path === ALL_EVENTS && op.method === 'post');
  const schema: unknown = resolveRef(document, mediaOf(document, all?.operation.requestBody, 'application/json')?.schema);
  const mapping = (schema as { discriminator?: { mapping?: Record<string, string> } } | undefined)?.discriminator?.mapping;
  return mapping ? new Set(Object.keys(mapping)) : null;
}

export function webhookExamples(document: OpenApiDocument): WebhookExample[] {
  const delivered = deliveredEvents(document);
  const isDelivered = (payload: unknown): boolean => {
    const name = (payload as { event?: unknown } | null)?.event;
    return delivered === null || (typeof name === 'string' && delivered.has(name));
  };
  return operations(document, 'webhooks')
    .filter((op) => op.path !== ALL_EVENTS && op.method === 'post')
    .flatMap((op) => {
      const media = mediaOf(document, op.operation.requestBody, 'application/json');
      const named = Object.entries(media?.examples ?? {}).map(([example, ref]) => ({ example, payload: resolveRef(document, ref)?.value }));
      const all = named.length ? named : media?.example === undefined ? [] : [{ example: 'example', payload: media.example }];
      return all
        .filter(({ payload }) => payload !== undefined && isDelivered(payload))
        .map(({ example, payload }) => ({ event: op.path, example, payload, byEventsPath: byEventsPath(op.path, payload) }));
    });
}
