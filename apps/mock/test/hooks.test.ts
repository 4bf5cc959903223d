// After-answer hooks, where behaviour that follows an answer attaches (webhook delivery after a send,
// a connect or a logout, issue 13): a hook sees what was asked and what was answered, after the
// answer is written; a hook that throws is reported in the log and never reaches the client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MockHandle, type MockLogEvent, startMock } from '../src/index.js';
import type { AnsweredEvent } from '../src/server/hooks.js';
import { answerHooks } from '../src/server/start.js';

let mock: MockHandle;
const events: AnsweredEvent[] = [];
const logged: MockLogEvent[] = [];
beforeAll(async () => {
  mock = await startMock({ seed: 1, log: (_line, event) => logged.push(event) });
  answerHooks(mock).add((event) => events.push(event));
});
afterAll(() => mock.close());
beforeEach(() => {
  events.length = 0;
  logged.length = 0;
});

describe('after-answer hooks', () => {
  it('receive the operation, the request and the answer as sent', async () => {
    const res = await fetch(`${mock.url}/message/sendLocation/shop-42?x=1`, {
      method: 'POST',
      headers: { apikey: 'k', 'content-type': 'application/json' },
      body: JSON.stringify({ number: '5511988887777', name: 'MASP', address: 'Av. Paulista', latitude: 1, longitude: 2 }),
    });
    const body = await res.json();
    expect(events).toEqual([
      {
        operationId: 'sendLocation',
        method: 'POST',
        path: '/message/sendLocation/shop-42',
        pathParams: { instance: 'shop-42' },
        query: { x: '1' },
        requestBody: { number: '5511988887777', name: 'MASP', address: 'Av. Paulista', latitude: 1, longitude: 2 },
        status: 201,
        body,
      },
    ]);
  });

  it('see refused requests too (the status tells), and nothing for a path no operation has', async () => {
    await (await fetch(`${mock.url}/instance/connectionState/shop-42`)).text();
    await (await fetch(`${mock.url}/nope`, { headers: { apikey: 'k' } })).text();
    expect(events.map((e) => [e.operationId, e.status])).toEqual([['connectionState', 401]]);
  });

  it('a hook that throws is logged; the client gets its answer', async () => {
    const failing = (): void => {
      throw new Error('receiver down');
    };
    answerHooks(mock).add(failing);
    try {
      const res = await fetch(`${mock.url}/instance/connectionState/shop-42`, { headers: { apikey: 'k' } });
      expect(res.status).toBe(200);
      await res.text();
      expect(logged).toContainEqual({ kind: 'server', message: 'receiver down' });
    } finally {
      answerHooks(mock).delete(failing);
    }
  });

  it('belong to the mock they were added to', async () => {
    expect(() => answerHooks({ ...mock })).toThrow(/not a mock started by startMock/);
  });
});
