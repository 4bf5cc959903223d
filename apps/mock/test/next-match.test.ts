// mock.next() with a matcher: a queued answer for the requests whose instance, path and body fields
// equal the ones it lists; the first queued answer a request matches wins, once; a request that
// matches none of the answers queued for its operation is a near miss (a header, a log line, the
// recorded request), and a matcher that is not one is refused when queued (in process: a thrown
// MockControlError; over the control API: a 400 in the control error shape).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockControl, type MockControl, MockControlError, type MockHandle, startMock } from '../src/index.js';

const KEY = 'next-match-key';
const lines: string[] = [];
let mock: MockHandle;
let control: MockControl;

beforeAll(async () => {
  mock = await startMock({ profile: 'evolution-2.1.1', apiKey: KEY, log: (line) => lines.push(line) });
  control = createMockControl(mock.url);
}, 120_000);
afterAll(async () => {
  await mock?.close();
});
beforeEach(() => {
  mock.reset();
  lines.length = 0;
});

async function sendText(instance: string, body: Record<string, unknown>) {
  const res = await fetch(`${mock.url}/message/sendText/${encodeURIComponent(instance)}`, {
    method: 'POST',
    headers: { apikey: KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, nearMiss: res.headers.get('x-mock-near-miss') };
}

const text = (number: string, extra: Record<string, unknown> = {}) => ({ number, text: 'hi', ...extra });

describe('a queued answer with a matcher', () => {
  it('answers the request whose instance and body fields it lists, and no other', async () => {
    mock.next('sendText', { status: 503, match: { instance: 'shop-b', body: { number: '5511900000002' } } });
    // Another instance, then another number: neither is answered 503.
    expect((await sendText('shop-a', text('5511900000002'))).status).toBe(201);
    expect((await sendText('shop-b', text('5511900000001'))).status).toBe(201);
    expect((await sendText('shop-b', text('5511900000002'))).status).toBe(503);
  });

  it('matches a dotted path into the body, an array index, and compares objects as JSON', async () => {
    mock.next('sendText', { status: 503, match: { body: { 'options.quoted.key.id': 'Q1', 'mentioned.1': '5511900000009' } } });
    mock.next('sendText', { status: 502, match: { body: { options: { delay: 5, presence: 'composing' } } } });
    expect((await sendText('shop', text('5511900000001', { options: { quoted: { key: { id: 'Q2' } } } }))).status).toBe(201);
    expect(
      (
        await sendText(
          'shop',
          text('5511900000001', { options: { quoted: { key: { id: 'Q1' } } }, mentioned: ['5511900000008', '5511900000009'] }),
        )
      ).status,
    ).toBe(503);
    // Key order aside, the same object; one more key is another object.
    expect((await sendText('shop', text('5511900000001', { options: { presence: 'composing', delay: 5, x: 1 } }))).status).toBe(201);
    expect((await sendText('shop', text('5511900000001', { options: { presence: 'composing', delay: 5 } }))).status).toBe(502);
  });

  it('matches the path as sent', async () => {
    mock.next('connectionState', { status: 503, match: { path: '/instance/connectionState/shop-p' } });
    const state = async (name: string) =>
      (await fetch(`${mock.url}/instance/connectionState/${name}`, { headers: { apikey: KEY } })).status;
    expect(await state('shop-q')).toBe(200);
    expect(await state('shop-p')).toBe(503);
  });

  it('is used once; the first queued answer a request matches wins, the others keep their order (FIFO)', async () => {
    mock.next('sendText', { status: 500, match: { body: { number: '5511900000001' } } });
    mock.next('sendText', { status: 502 });
    mock.next('sendText', { status: 503, match: { body: { number: '5511900000001' } } });
    mock.next('sendText', { status: 504 });
    const first = (await sendText('shop', text('5511900000001'))).status;
    const other = (await sendText('shop', text('5511900000007'))).status;
    const second = (await sendText('shop', text('5511900000001'))).status;
    const third = (await sendText('shop', text('5511900000001'))).status;
    const after = (await sendText('shop', text('5511900000001'))).status;
    expect([first, other, second, third, after]).toEqual([500, 502, 503, 504, 201]);
  });

  it('left for the next request when the matching request is refused as invalid', async () => {
    mock.next('sendText', { status: 503, match: { instance: 'shop' } });
    expect((await sendText('shop', { text: 'no number' })).status).toBe(400);
    expect((await sendText('shop', text('5511900000001'))).status).toBe(503);
  });
});

describe('a near miss', () => {
  it('says in a header, the log and the recorded request which queued answer came closest and which field differed', async () => {
    mock.next('sendText', { status: 503, match: { instance: 'other', body: { number: '5511900000002', text: 'bye' } } });
    mock.next('sendText', { status: 503, match: { instance: 'shop', body: { number: '5511900000002' } } });
    const missed = await sendText('shop', text('5511900000001'));
    expect(missed.status).toBe(201);
    expect(missed.nearMiss).toBe('sendText: 2 queued, none matched; closest #2 differs in body.number');
    expect(lines.find((line) => line.includes('near miss'))).toContain(
      'near miss: 2 answers queued for sendText, none matched; the closest (queued 2nd) differs in body.number (wanted "5511900000002", got "5511900000001")',
    );
    const [recorded] = mock.findRequests({ nearMiss: true });
    expect(recorded?.nearMiss).toEqual({
      operationId: 'sendText',
      queued: 2,
      closest: 2,
      match: { instance: 'shop', body: { number: '5511900000002' } },
      differences: [{ field: 'body.number', expected: '5511900000002', actual: '5511900000001' }],
    });
    // Through the control API too; the answers stay queued for the request they are for.
    expect((await control.requests({ nearMiss: true })).map((r) => r.nearMiss?.closest)).toEqual([2]);
    expect((await sendText('shop', text('5511900000002'))).status).toBe(503);
  });

  it('names a field the request does not hold at all', async () => {
    mock.next('sendText', { status: 503, match: { body: { 'options.delay': 0 } } });
    const missed = await sendText('shop', text('5511900000001'));
    expect(missed.nearMiss).toMatch(/differs in body\.options\.delay$/);
    expect(mock.findRequests({ nearMiss: true })[0]?.nearMiss?.differences).toEqual([{ field: 'body.options.delay', expected: 0 }]);
  });

  it('is reported too when the gateway refuses the request before any answer is taken (a wrong key)', async () => {
    mock.next('sendText', { status: 503, match: { instance: 'other' } });
    const res = await fetch(`${mock.url}/message/sendText/shop`, {
      method: 'POST',
      headers: { apikey: 'not-the-key', 'content-type': 'application/json' },
      body: JSON.stringify(text('5511900000001')),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-mock-near-miss')).toBe('sendText: 1 queued, none matched; closest #1 differs in instance');
    expect(mock.findRequests({ nearMiss: true, status: 401 })).toHaveLength(1);
    // Still queued for its own request.
    expect((await sendText('other', text('5511900000001'))).status).toBe(503);
  });

  it('is not reported when nothing was queued for the operation, or the request matched', async () => {
    expect((await sendText('shop', text('5511900000001'))).nearMiss).toBeNull();
    mock.next('sendText', { status: 503, match: { instance: 'shop' } });
    expect((await sendText('shop', text('5511900000001'))).nearMiss).toBeNull();
    expect(mock.findRequests({ nearMiss: true })).toEqual([]);
    expect(lines.some((line) => line.includes('near miss'))).toBe(false);
  });

  it('never shows the key, even where a matcher compared it', async () => {
    mock.next('sendText', { status: 503, match: { body: { text: 'not the key' } } });
    await sendText('shop', text('5511900000001', { text: `my key is ${KEY}` }));
    const shown = JSON.stringify([mock.requests, lines]);
    expect(shown).toContain('near miss');
    expect(shown).not.toContain(KEY);
  });
});

describe('a matcher that is not one', () => {
  const thrown = (match: unknown): string => {
    try {
      mock.next('sendText', { status: 503, match } as never);
    } catch (error) {
      if (error instanceof MockControlError) return error.message;
      throw error;
    }
    throw new Error('mock.next() accepted it');
  };

  it('is refused when queued, saying what to write', () => {
    expect(thrown('shop')).toMatch(/match must be an object such as \{ instance: "shop-42"/);
    expect(thrown({ number: '1' })).toMatch(/match has unknown field "number"; a matcher has instance, path, body/);
    expect(thrown({ path: 'message/sendText/shop' })).toMatch(/match\.path must be a path starting with "\/"/);
    expect(thrown({ path: '/instance/connectionState/shop' })).toMatch(
      /is not a path of sendText, whose paths are \/message\/sendText\/\{instance\}/,
    );
    expect(thrown({ body: { 'key..id': 1 } })).toMatch(/"key\.\.id" is not a dotted path/);
    expect(thrown({ body: {} })).toMatch(/match\.body lists no field/);
    expect(thrown({ instance: '' })).toMatch(/match\.instance must be an instance name/);
  });

  it('is a 400 in the control error shape over the control API', async () => {
    for (const match of [{ number: '1' }, { path: '/instance/connectionState/shop' }, { body: [] }]) {
      const res = await fetch(`${mock.url}/__mock/next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationId: 'sendText', status: 503, match }),
      });
      const body = (await res.json()) as { mock: string; status: number; message: string };
      expect(res.status).toBe(400);
      expect(body).toMatchObject({ mock: 'control-error', status: 400 });
      expect(body.message).toMatch(/match/);
    }
    // Nothing was queued by the refused calls.
    expect((await sendText('shop', text('5511900000001'))).status).toBe(201);
  });
});
