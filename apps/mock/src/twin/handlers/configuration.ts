// An instance's configuration routes: its webhook (/webhook/set, /webhook/find) and its settings
// (/settings/set, /settings/find), stored as 2.1.1 stores their rows
// (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts,
// src/api/controllers/settings.controller.ts, src/api/services/settings.service.ts; observed: the
// recorded setWebhook, findWebhook, setSettings and findSettings lines).
import { DEFAULT_EVENTS } from '../../common/webhook-events.js';
import { answer, failure, isObject, iso } from '../handler.js';
import { DEFAULT_SETTINGS, type InstanceSettings, type InstanceWebhook, type TwinInstance } from '../instance.js';
import type { Handler } from '../rules.js';

/** The stored webhook row as /webhook/set and /webhook/find answer it. */
export function webhookRow(instance: TwinInstance, webhook: InstanceWebhook): Record<string, unknown> {
  return {
    id: webhook.id,
    url: webhook.url,
    headers: webhook.headers,
    enabled: webhook.enabled,
    events: webhook.events,
    webhookByEvents: webhook.byEvents,
    webhookBase64: webhook.base64,
    createdAt: iso(webhook.createdAt),
    updatedAt: iso(webhook.updatedAt),
    instanceId: instance.id,
  };
}

export const setWebhook: Handler = ({ instance, body }, twin) => {
  if (!instance || !isObject(body) || !isObject(body['webhook'])) return undefined;
  const given = body['webhook'];
  const url = given['url'];
  if (typeof url !== 'string' || !isUrl(url)) return failure(400, ['Invalid "url" property']);
  // Not 2.1.1's: the mock delivers only where it may (a 400 in 2.1.1's shape saying how to allow it).
  const refused = twin.refusedTarget(url);
  if (refused !== undefined) return failure(400, [refused]);
  const enabled = given['enabled'] === true;
  const listed = Array.isArray(given['events']) ? given['events'].filter((e): e is string => typeof e === 'string') : [];
  const now = twin.clock();
  const headers = isObject(given['headers'])
    ? Object.fromEntries(Object.entries(given['headers']).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : null;
  instance.webhook = {
    id: instance.webhook?.id ?? twin.world.cuid(),
    url,
    headers,
    enabled,
    // Disabled: no events are stored; enabled with none: every event (observed; webhook.controller.ts).
    events: enabled ? (listed.length > 0 ? listed : [...DEFAULT_EVENTS]) : [],
    byEvents: given['byEvents'] === true,
    base64: given['base64'] === true,
    createdAt: instance.webhook?.createdAt ?? now,
    updatedAt: now,
  };
  return answer(201, webhookRow(instance, instance.webhook));
};

/** The instance's own webhook, else the mock's default one (every instance delivers there), else null. */
export const findWebhook: Handler = ({ instance }, twin) => {
  if (!instance) return undefined;
  if (instance.webhook) return answer(200, webhookRow(instance, instance.webhook));
  const fallback = twin.defaultWebhook;
  if (!fallback) return answer(200, null);
  const since = instance.createdAt;
  return answer(
    200,
    webhookRow(instance, {
      id: `c${instance.id.replace(/-/g, '').slice(8, 32)}`,
      url: fallback.url,
      headers: Object.keys(fallback.headers).length > 0 ? { ...fallback.headers } : null,
      enabled: true,
      events: [...fallback.events],
      byEvents: fallback.byEvents,
      base64: false,
      createdAt: since,
      updatedAt: since,
    }),
  );
};

export const setSettings: Handler = ({ instance, body }) => {
  if (!instance || !isObject(body)) return undefined;
  const next: InstanceSettings = { ...DEFAULT_SETTINGS };
  for (const field of Object.keys(DEFAULT_SETTINGS) as (keyof InstanceSettings)[]) {
    const value = body[field];
    if (typeof value === typeof DEFAULT_SETTINGS[field]) Object.assign(next, { [field]: value });
  }
  instance.settings = next;
  return answer(201, { settings: { instanceName: instance.name, settings: { ...next } } });
};

export const findSettings: Handler = ({ instance }) => (instance ? answer(200, { ...instance.settings }) : undefined);

/** class-validator's isURL without a TLD requirement, as 2.1.1 checks the webhook URL: a scheme, a host. */
function isUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '';
}
