// The request log: one line per request saying what was asked (method and path), what was answered,
// how long it took and why a request was rejected (each violation once), the same as one JSON object
// per line for machines; and never the API key, in any form, wherever the request carried it.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from '../src/common/spec.js';
import { jsonLine, type MockLogEvent, requestLogEntry } from '../src/server/requests/request-log.js';
import { type MockHandle, startMock } from '../src/start.js';
import { op, spec } from './helpers/contract.js';
import { send } from './helpers/http.js';

const KEY = 'SECRET-k3y/with "quotes" & <tags> +plus=é';
const lines: { line: string; event: MockLogEvent }[] = [];
let mock: MockHandle;

beforeAll(async () => {
  mock = await startMock({ log: (line, event) => lines.push({ line, event }) });
  const headers = { apikey: KEY };
  await send(mock.url, exampleRequest(spec, op('connectionState')), { headers });
  await send(mock.url, exampleRequest(spec, op('sendLocation')), { headers, body: { name: 'Office', latitude: 'north' } });
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
  await send(mock.url, exampleRequest(spec, op('connectionState')), { headers: { ...headers, Prefer: 'code=503' } });
});
afterAll(() => mock.close());

const requestEvents = () => lines.flatMap((l) => (l.event.kind === 'request' ? [l.event] : []));

describe('request log', () => {
  it('has one line per request with method, target, status, time and, for a rejection, why', () => {
    expect(requestEvents().map((e) => e.status)).toEqual([200, 400, 200, 400, 404, 503]);
    expect(lines[0]?.line).toMatch(/^GET \/instance\/connectionState\/my-instance → 200 \(\d+ ms\)$/);
    expect(lines[1]?.line).toMatch(
      /^POST \/message\/sendLocation\/my-instance → 400 \(\d+ ms\) — latitude is not of a type\(s\) number; instance requires property "number"; instance requires property "address"; instance requires property "longitude"$/,
    );
    expect(lines[3]?.line).toMatch(/→ 400 .* — The body is not valid JSON/);
    expect(lines[5]?.line).toMatch(/→ 503 \(\d+ ms\) — fault injected \(Prefer: code=503\)$/);
  });

  it('names each violation once', () => {
    const reasons = requestEvents()[1]?.reasons ?? [];
    expect(reasons.length).toBe(4);
    expect(new Set(reasons).size).toBe(reasons.length);
    for (const reason of reasons) expect(lines[1]?.line.split(reason).length, reason).toBe(2);
  });

  it('says which operation a request was routed to', () => {
    expect(requestEvents().map((e) => e.operationId)).toEqual([
      'connectionState',
      'sendLocation',
      'connectionState',
      'sendLocation',
      undefined,
      'connectionState',
    ]);
  });

  it('never contains the key, raw or encoded (but does show where it was)', () => {
    const text = lines.map((l) => `${l.line}\n${JSON.stringify(l.event)}\n${jsonLine(l.event)}`).join('\n');
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

  it('the check above catches the key (it can fail): without knowing the key header, the line would carry it', () => {
    const req = {
      method: 'GET',
      url: `/instance/connectionState/${encodeURIComponent(KEY)}`,
      headers: { apikey: KEY },
    } as unknown as IncomingMessage;
    expect(requestLogEntry(req, new Set(), { status: 200, reasons: [], ms: 1 }).line).toContain(encodeURIComponent(KEY));
    expect(requestLogEntry(req, new Set(['apikey']), { status: 200, reasons: [], ms: 1 }).line).not.toContain('SECRET-k3y');
  });
});

describe('--log json', () => {
  it('is one JSON object per line with the time, the request and the answer', () => {
    const event = lines[1]?.event;
    if (!event) throw new Error('no event');
    const line = jsonLine(event, new Date('2025-06-01T12:00:00.000Z'));
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2025-06-01T12:00:00.000Z',
      kind: 'request',
      method: 'POST',
      target: '/message/sendLocation/my-instance',
      operationId: 'sendLocation',
      status: 400,
      // In the order 2.1.1's validator reports them: a field's type, then the missing fields (validation-order.ts).
      reasons: [
        'latitude is not of a type(s) number',
        'instance requires property "number"',
        'instance requires property "address"',
        'instance requires property "longitude"',
      ],
      ms: expect.any(Number),
    });
  });
});
