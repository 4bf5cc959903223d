// The request log: one line per request saying what was answered and why a request was rejected,
// and never the API key, in any form, wherever the request carried it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, type MockHandle, type MockLogEvent, startMock } from '../src/index.js';
import { op, spec } from './helpers/contract.js';
import { send } from './helpers/http.js';

const KEY = 'SECRET-k3y/with "quotes" & <tags> +plus=é';
const lines: { line: string; event: MockLogEvent }[] = [];
let mock: MockHandle;

beforeAll(async () => {
  mock = await startMock({ log: (line, event) => lines.push({ line, event }) });
  const headers = { apikey: KEY };
  await send(mock.url, exampleRequest(spec, op('connectionState')), { headers });
  await send(mock.url, exampleRequest(spec, op('sendLocation')), { headers, body: { name: 'Office' } });
  // The key also where it does not belong: in the path, the query and a body that is not JSON.
  const encoded = encodeURIComponent(KEY);
  await send(mock.url, exampleRequest(spec, op('connectionState')), {
    headers,
    path: `/instance/connectionState/${encoded}?apikey=${encoded}&x=${encoded}`,
  });
  await send(mock.url, exampleRequest(spec, op('sendLocation')), {
    headers,
    path: `/message/sendLocation/${encoded}`,
    rawBody: `{"key": "${KEY}"`,
  });
  await send(mock.url, exampleRequest(spec, op('connectionState')), {
    headers: { authorization: `Bearer ${KEY}` },
    path: `/nope/${encoded}`,
  });
});
afterAll(() => mock.close());

describe('request log', () => {
  it('has one line per request with method, target, status and, for a rejection, why', () => {
    expect(lines.map((l) => l.event.kind === 'request' && l.event.status)).toEqual([200, 400, 200, 400, 404]);
    expect(lines[0]?.line).toMatch(/^GET \/instance\/connectionState\/my-instance → 200 \(\d+ ms\)$/);
    expect(lines[1]?.line).toMatch(/^POST \/message\/sendLocation\/my-instance → 400 \(\d+ ms\) — .*required property 'number'/);
    expect(lines[3]?.line).toMatch(/→ 400 .* — The body is not valid JSON/);
  });

  it('never contains the key, raw or encoded (but does show where it was)', () => {
    const text = lines.map((l) => `${l.line}\n${JSON.stringify(l.event)}`).join('\n');
    for (const form of [
      KEY,
      encodeURIComponent(KEY),
      JSON.stringify(KEY).slice(1, -1),
      new URLSearchParams({ k: KEY }).toString().slice(2),
      'SECRET-k3y',
    ]) {
      expect(text).not.toContain(form);
    }
    expect(lines[2]?.line).toMatch(/^GET \/instance\/connectionState\/\[redacted\]\?apikey=\[redacted\]&x=\[redacted\] → 200/);
    expect(lines[4]?.line).toMatch(/^GET \/nope\/\[redacted\] → 404/);
  });
});
