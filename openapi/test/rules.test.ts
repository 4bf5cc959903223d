// The rules the interface document states, as enforced by the bundle's JSON Schema.
import { describe, expect, it } from 'vitest';
import { createBundleValidator, loadSpec } from './load-spec.js';

const spec = loadSpec();
const validator = createBundleValidator(spec).compile;
const schedule = validator('/components/schemas/ScheduleRequest');
const privacy = validator('/components/schemas/PrivacySettingsRequest');
const base = { phone: '+5511999999999', text: 'Hello', sendAt: 1767261600, channel: 'whatsapp' };

describe('schedule rules', () => {
  it.each([
    ['one-time', base],
    ['recurring without a limit', { ...base, cronExpr: '0 9 * * *' }],
    ['recurring with repeats', { ...base, cronExpr: '0 9 * * *', repeats: 3 }],
    ['recurring with until', { ...base, cronExpr: '0 9 * * *', until: 1775001600 }],
  ])('accepts %s', (_name, body) => {
    expect(schedule(body), JSON.stringify(schedule.errors)).toBe(true);
  });

  it.each([
    ['repeats together with until', { ...base, cronExpr: '0 9 * * *', repeats: 3, until: 1775001600 }],
    ['repeats without cronExpr', { ...base, repeats: 3 }],
    ['until without cronExpr', { ...base, until: 1775001600 }],
    ['a phone without the leading plus', { ...base, phone: '5511999999999' }],
    ['sendAt as a string', { ...base, sendAt: '1767261600' }],
    ['sendAt as a fraction', { ...base, sendAt: 1767261600.5 }],
    ['until as an ISO date', { ...base, cronExpr: '0 9 * * *', until: '2026-04-01T00:00:00Z' }],
    ['a missing channel', { phone: base.phone, text: base.text, sendAt: base.sendAt }],
    ['an unknown field', { ...base, sendAfter: 5 }],
  ])('rejects %s', (_name, body) => {
    expect(schedule(body)).toBe(false);
  });
});

describe('privacy settings', () => {
  const valid = {
    readreceipts: 'all',
    profile: 'contacts',
    status: 'contact_blacklist',
    online: 'match_last_seen',
    last: 'none',
    groupadd: 'contacts',
  };

  it('accepts the six properties with allowed values', () => {
    expect(privacy(valid), JSON.stringify(privacy.errors)).toBe(true);
  });

  it.each([
    ['readreceipts', 'contacts'],
    ['online', 'none'],
    ['groupadd', 'none'],
    ['profile', 'everyone'],
  ])('rejects %s = %s (outside its list)', (property, value) => {
    expect(privacy({ ...valid, [property]: value })).toBe(false);
    expect(privacy.errors?.some((e) => e.keyword === 'enum' && e.instancePath === `/${property}`)).toBe(true);
  });

  it('requires all six properties', () => {
    const { groupadd, ...five } = valid;
    expect(groupadd).toBeDefined();
    expect(privacy(five)).toBe(false);
  });
});

describe('other request rules', () => {
  it('requires every sendList field the document marks required', () => {
    const send = validator('/components/schemas/SendListRequest');
    const body = {
      number: '5511999999999@s.whatsapp.net',
      title: 't',
      description: 'd',
      buttonText: 'b',
      footerText: 'f',
      values: [{ title: 's', rows: [{ title: 'r', rowId: '1' }] }],
    };
    expect(send(body), JSON.stringify(send.errors)).toBe(true);
    for (const field of ['number', 'title', 'description', 'buttonText', 'footerText', 'values']) {
      const rest: Record<string, unknown> = { ...body };
      delete rest[field];
      expect(send(rest), field).toBe(false);
    }
  });

  it('takes delay as integer milliseconds', () => {
    const send = validator('/components/schemas/SendLocationRequest');
    const body = { number: '5511999999999', name: 'n', address: 'a', latitude: 1, longitude: 2 };
    expect(send({ ...body, delay: 1500 })).toBe(true);
    expect(send({ ...body, delay: 1.5 })).toBe(false);
    expect(send({ ...body, delay: '1500' })).toBe(false);
  });

  it('requires the 404 body to carry an array of messages', () => {
    const notFound = validator('/components/schemas/NotFoundError');
    expect(notFound({ status: 404, error: 'Not Found', response: { message: ['The "x" instance does not exist'] } })).toBe(true);
    expect(notFound({ status: 404, error: 'Not Found', response: { message: 'The "x" instance does not exist' } })).toBe(false);
  });
});
