// The contract's own webhook examples: every example of every event of the bundle's `webhooks`
// (ALL_EVENTS left out: it repeats them), as [webhook key, example name, payload].
import { type ExampleObject, mediaOf, operations, resolveRef } from '@msg-gateway/openapi/walk';
import { spec } from './spec.js';

export type Payload = Record<string, unknown>;

export const examples = operations(spec, 'webhooks')
  .filter((op) => op.path !== 'ALL_EVENTS')
  .flatMap((op) => {
    const media = mediaOf(spec, op.operation.requestBody);
    return Object.entries(media?.examples ?? {}).map(
      ([name, example]) => [op.path, name, resolveRef<ExampleObject>(spec, example)?.value as Payload] as const,
    );
  });
