// The webhook deliveries a receiver check sends: every example of every event of the contract's
// `webhooks` (OpenAPI 3.1), as the gateway would POST it. `ALL_EVENTS` is skipped: it is the union
// of the others (the receiver of every event at one URL), not an event of its own.
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

export function webhookExamples(document: OpenApiDocument): WebhookExample[] {
  return operations(document, 'webhooks')
    .filter((op) => op.path !== ALL_EVENTS && op.method === 'post')
    .flatMap((op) => {
      const media = mediaOf(document, op.operation.requestBody, 'application/json');
      const named = Object.entries(media?.examples ?? {}).map(([example, ref]) => ({ example, payload: resolveRef(document, ref)?.value }));
      const all = named.length ? named : media?.example === undefined ? [] : [{ example: 'example', payload: media.example }];
      return all
        .filter(({ payload }) => payload !== undefined)
        .map(({ example, payload }) => ({ event: op.path, example, payload, byEventsPath: byEventsPath(op.path, payload) }));
    });
}
