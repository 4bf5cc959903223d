// A browser app on another port (say Vite on 5173) must be able to call the mock: the preflight for
// a JSON POST with the apikey header is allowed, and the answers carry CORS headers, including the
// exposure of sl-violations so the app can show why a request was rejected.
import { expect, it } from 'vitest';
import { workerMock } from './helpers/worker-mocks.js';

const ORIGIN = 'http://localhost:5173';
const mockUrl = workerMock('mockUrl');

it('allows the preflight of a POST with apikey and content-type from another origin', async () => {
  const res = await fetch(`${mockUrl}/message/sendLocation/my-instance`, {
    method: 'OPTIONS',
    headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, content-type' },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
  const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
  expect(allowed === '*' || (allowed.includes('apikey') && allowed.includes('content-type'))).toBe(true);
});

it('allows the preflight of DELETE and PUT (logout, restart)', async () => {
  for (const [method, path] of [
    ['DELETE', '/instance/logout/my-instance'],
    ['PUT', '/instance/restart/my-instance'],
  ] as const) {
    const res = await fetch(mockUrl + path, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'apikey' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toMatch(method);
  }
});

it('answers the actual request with CORS headers that expose sl-violations', async () => {
  const res = await fetch(`${mockUrl}/message/sendLocation/my-instance`, {
    method: 'POST',
    headers: { Origin: ORIGIN, apikey: 'k', 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(400);
  expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  const exposed = res.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
  // Named: with credentials a browser takes `*` literally.
  expect(exposed.split(', ')).toContain('sl-violations');
  expect(res.headers.get('sl-violations')).toBeTruthy();
});

it('puts CORS headers on the mock’s own errors too (a browser could not read them otherwise)', async () => {
  const res = await fetch(`${mockUrl}/nope`, { headers: { Origin: ORIGIN, apikey: 'k' } });
  expect(res.status).toBe(404);
  expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
});
