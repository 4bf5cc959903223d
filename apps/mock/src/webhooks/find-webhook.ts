// What findWebhook answers when the mock runs with a webhook: the configuration it delivers with, as
// 2.1.1 answers it, the stored row (evolution-api@4ca141b4:prisma/postgresql-schema.prisma, Webhook:
// id, url, headers, enabled, events, webhookByEvents, webhookBase64, createdAt, updatedAt,
// instanceId), or as much of it as the served description's schema takes. Matched on the shape of
// the answer (a configuration has `url` and `events`), like the echo rules, so a description that
// reshapes findWebhook keeps working. The ids are derived from the instance name: the same instance
// gets the same row in every run.
import { cuid, randomStream, uuid } from '../server/random.js';
import type { WebhookSettings } from './settings.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

export interface RowInput {
  settings: WebhookSettings;
  instance: string;
  /** When the mock started (the row's createdAt and updatedAt). */
  since: number;
}

/** The configured row in place of a configuration answer, the first candidate `valid` accepts; the answer otherwise. */
export function configuredWebhook(answer: unknown, input: RowInput, valid: (candidate: unknown) => boolean): unknown {
  if (!isObject(answer) || typeof answer['url'] !== 'string' || !Array.isArray(answer['events'])) return answer;
  const { settings, instance, since } = input;
  const random = randomStream(instance, 'webhook row');
  const stamp = new Date(since).toISOString();
  const core = { url: settings.url, enabled: true, events: [...settings.events] };
  const row = {
    id: cuid(random),
    url: settings.url,
    headers: Object.keys(settings.headers).length > 0 ? { ...settings.headers } : null,
    enabled: true,
    events: [...settings.events],
    webhookByEvents: settings.byEvents,
    webhookBase64: false,
    createdAt: stamp,
    updatedAt: stamp,
    instanceId: uuid(random),
  };
  return [row, { ...core, webhookByEvents: settings.byEvents }, core].find(valid) ?? answer;
}
