// Compile-time checks of @msg-gateway/client/webhooks, run by the `typecheck` task: a receiver's
// `switch (payload.event)` narrows `data` for every event, those with a payload schema of their own
// and those sharing the contract's generic one; each `@ts-expect-error` line must fail to compile.
import { expectTypeOf } from 'vitest';
import type { components } from '../../src/index.js';
import {
  parseWebhookEvent,
  type WEBHOOK_EVENT_NAMES,
  type WebhookData,
  type WebhookEvent,
  type WebhookEventName,
  type WebhookEvents,
} from '../../src/webhooks/index.js';

type Schemas = components['schemas'];

export function aReceiverNarrowsBySwitch(body: unknown): string {
  const payload = parseWebhookEvent(body);
  expectTypeOf(payload).toEqualTypeOf<WebhookEvent>();
  expectTypeOf(payload.event).toEqualTypeOf<WebhookEventName>();
  // @ts-expect-error the errors webhook's event has no instance: narrow first
  payload.instance;
  // @ts-expect-error data is not known before the event is
  payload.data.key;
  if (payload.event !== 'error') {
    expectTypeOf(payload.instance).toEqualTypeOf<string>();
    expectTypeOf(payload.apikey).toEqualTypeOf<string | null | undefined>();
  }
  switch (payload.event) {
    case 'error':
      // The errors webhook: the gateway's admin key in api_key, the error it answered in data.
      expectTypeOf(payload).toEqualTypeOf<Schemas['ErrorEvent']>();
      expectTypeOf(payload.api_key).toEqualTypeOf<string>();
      expectTypeOf(payload.data.status).toEqualTypeOf<number>();
      // @ts-expect-error it is not the envelope: no instance token
      payload.apikey;
      return payload.data.error;
    case 'instance.create':
    case 'instance.delete':
      expectTypeOf(payload.data).toEqualTypeOf<Schemas['InstanceLifecycleData']>();
      return payload.data.instanceName;
    case 'messages.upsert':
      expectTypeOf(payload.data).toEqualTypeOf<Schemas['WebhookMessage']>();
      expectTypeOf(payload.data.messageTimestamp).toEqualTypeOf<number>();
      return payload.data.key.remoteJid;
    case 'connection.update':
      expectTypeOf(payload.data).toEqualTypeOf<WebhookData<'connection.update'>>();
      return payload.data.state;
    case 'qrcode.updated':
      // @ts-expect-error a QR code update has no message key
      return payload.data.key;
    case 'messages.set':
    case 'groups.update':
      // Events without a schema of their own carry any JSON.
      expectTypeOf(payload.data).toEqualTypeOf<unknown>();
      return payload.event;
    // @ts-expect-error not an event of the contract
    case 'messages.received':
      return '';
    default:
      return payload.event;
  }
}

export function theMapAndTheNamesAgree() {
  expectTypeOf<keyof WebhookEvents>().toEqualTypeOf<WebhookEventName>();
  expectTypeOf<(typeof WEBHOOK_EVENT_NAMES)[number]>().toEqualTypeOf<WebhookEventName>();
  expectTypeOf<WebhookEvent<'messages.upsert'>['event']>().toEqualTypeOf<'messages.upsert'>();
  expectTypeOf<WebhookData<'messages.upsert'>>().toEqualTypeOf<Schemas['WebhookMessage']>();
  expectTypeOf<WebhookEvent<'call'>['data']>().toEqualTypeOf<WebhookData<'call'>>();
  // Each generic event is its own member: its `event` is that one name, not the 13 of GenericEvent.
  expectTypeOf<WebhookEvent<'labels.edit'>['event']>().toEqualTypeOf<'labels.edit'>();
  expectTypeOf<WebhookEvent<'error'>>().toEqualTypeOf<Schemas['ErrorEvent']>();
  expectTypeOf<WebhookData<'error'>['message']>().toEqualTypeOf<unknown>();
  // @ts-expect-error the event names are the gateway's dotted ones, not the subscription names
  type _Upper = WebhookEvent<'MESSAGES_UPSERT'>;
}
