// The small rules of webhook delivery, each as 2.1.1 has it: how an event is matched against the
// subscribed names, the by-events path, date_time, and how emitted data is merged into an example.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENTS, ERRORS_EVENT } from '../src/common/webhook-events.js';
import { byEventsSegment, contractCatalogue, matchedName } from '../src/webhooks/catalogue.js';
import { dateTime, exampleData, merge } from '../src/webhooks/payload.js';
import { contract } from './helpers/descriptions.js';

describe('the contract catalogue', () => {
  it("has 2.1.1's 27 default subscription names and the two a webhook gets only when it lists them, each with its dotted event; ALL_EVENTS and ERRORS are not among them", () => {
    const catalogue = contractCatalogue();
    const webhooks = Object.keys(contract.spec.webhooks ?? {});
    expect(catalogue.names).toEqual(webhooks.filter((name) => name !== 'ALL_EVENTS' && name !== ERRORS_EVENT));
    expect(catalogue.names).toEqual([...DEFAULT_EVENTS, 'INSTANCE_CREATE', 'INSTANCE_DELETE']);
    expect(webhooks).toContain(ERRORS_EVENT);
    expect(catalogue.byName.get('GROUP_UPDATE')?.event).toBe('groups.update');
    expect(catalogue.byName.get('TYPEBOT_CHANGE_STATUS')?.event).toBe('typebot.change-status');
    expect(catalogue.unionPointer).toBe('/webhooks/ALL_EVENTS/post/requestBody/content/application~1json/schema');
  });
});

describe('matching and by-events paths (2.1.1: replace [.-] by _, upper case; then _ by -, lower case)', () => {
  it.each([
    ['messages.upsert', 'MESSAGES_UPSERT', 'messages-upsert'],
    ['send.message', 'SEND_MESSAGE', 'send-message'],
    ['group-participants.update', 'GROUP_PARTICIPANTS_UPDATE', 'group-participants-update'],
    ['typebot.change-status', 'TYPEBOT_CHANGE_STATUS', 'typebot-change-status'],
    ['call', 'CALL', 'call'],
    // The quirk: not GROUP_UPDATE.
    ['groups.update', 'GROUPS_UPDATE', 'groups-update'],
  ])('%s → %s, /%s', (event, name, segment) => {
    expect(matchedName(event)).toBe(name);
    expect(byEventsSegment(event)).toBe(segment);
  });

  it('every event but groups.update matches its own subscription name (the errors webhook subscribes to nothing)', () => {
    const catalogue = contractCatalogue();
    const mismatched = [...catalogue.byName.values()].filter(
      (entry) => entry.name !== ERRORS_EVENT && matchedName(entry.event) !== entry.name,
    );
    expect(mismatched.map((entry) => entry.name)).toEqual(['GROUP_UPDATE']);
  });
});

describe('payload pieces', () => {
  it('date_time: now shifted by the time-zone offset, written as UTC (2.1.1 sendDataWebhook)', () => {
    const now = Date.parse('2025-06-01T12:00:00.000Z');
    const offset = new Date(now).getTimezoneOffset();
    expect(dateTime(now)).toBe(new Date(now - offset * 60_000).toISOString());
    expect(dateTime(now)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('merge: objects key by key, deeply; arrays, null and scalars replaced; undefined keeps the base', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x', e: { f: 1 } };
    expect(merge(base, { a: { c: [3] }, d: null, g: true })).toEqual({ a: { b: 1, c: [3] }, d: null, e: { f: 1 }, g: true });
    expect(merge(base, undefined)).toBe(base);
    expect(merge(base, [1])).toEqual([1]);
    expect(base).toEqual({ a: { b: 1, c: [1, 2] }, d: 'x', e: { f: 1 } });
  });

  it("the example's data, about your instance (fields naming the example's instance)", () => {
    const entry = contractCatalogue().byName.get('CONNECTION_UPDATE');
    if (!entry) throw new Error('no CONNECTION_UPDATE');
    expect(exampleData(entry, 'shop-42')).toEqual({ instance: 'shop-42', state: 'open', statusReason: 200 });
    expect((entry.example['data'] as { instance: string }).instance).toBe('my-instance');
  });
});
