// The files of arrived media messages are bounded for the whole mock, not only per instance: past
// the total budget the oldest file of any instance is forgotten first (its message stays).
import { describe, expect, it } from 'vitest';
import { MEDIA_BUDGET_BYTES, MEDIA_TOTAL_BUDGET_BYTES } from '../src/twin/inbound/media.js';
import { keepTotalMediaBudget } from '../src/twin/inbound/receive.js';
import type { StoredMessage } from '../src/twin/instance.js';

const file = (n: number, bytes: number) =>
  ({ id: `m${n}`, media: { bytes: Buffer.alloc(bytes), mimetype: 'image/png' } }) as unknown as StoredMessage;

describe('the total media budget', () => {
  it('is above one instance budget and documented as such', () => {
    expect(MEDIA_TOTAL_BUDGET_BYTES).toBeGreaterThan(MEDIA_BUDGET_BYTES);
  });

  it('forgets the oldest files of any instance first, down to the budget, and keeps the messages', () => {
    const a = { messages: [] as StoredMessage[] };
    const b = { messages: [] as StoredMessage[] };
    const order: StoredMessage[] = [];
    // Arrivals alternate between the instances: 10 files of 100 bytes, a budget of 450.
    for (let n = 0; n < 10; n++) {
      const message = file(n, 100);
      (n % 2 ? b : a).messages.push(message);
      order.push(message);
      keepTotalMediaBudget([a, b], message, 450);
    }
    const kept = order.filter((m) => m.media !== undefined).map((m) => m.id);
    expect(kept).toEqual(['m6', 'm7', 'm8', 'm9']);
    expect(a.messages).toHaveLength(5);
    expect(b.messages).toHaveLength(5);
  });

  it('forgets nothing within the budget', () => {
    const one = { messages: [file(1, 100), file(2, 100)] };
    for (const m of one.messages) keepTotalMediaBudget([one], m, 200);
    expect(one.messages.every((m) => m.media !== undefined)).toBe(true);
  });
});
