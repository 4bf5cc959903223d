// Profiles (issue 10 item 3): under the evolution-2.1.1 profile the mock accepts every request shape
// a real Evolution API 2.1.1 gateway passes through validation, and under the contract the same
// requests are refused or routed to the gateway's 404 — each shape sent to both, so each check can fail.
// A team's overlay on top of a profile changes what is served.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileNames } from '@msg-gateway/openapi/profiles';
import { afterAll, describe, expect, it } from 'vitest';
import { knownProfiles } from '../src/common/profiles.js';
import { defaultStatus, exampleRequest, successStatus } from '../src/common/spec.js';
import { MockStartError, startMock } from '../src/start.js';
import { contract, freshInstance, freshRequest, messages, profile } from './helpers/descriptions.js';
import { send } from './helpers/http.js';
import { workerMock } from './helpers/worker-mocks.js';

/** The profiles the openapi package ships, as a message lists them (one source: its registry). */
const KNOWN_PROFILES = profileNames().sort().join(', ').replaceAll('.', '\\.');

const urls = { contract: workerMock('mockUrl'), profile: workerMock('profileUrl') };
const KEY = { apikey: 'k', 'content-type': 'application/json' };

/** A request 2.1.1 accepts; what each description answers it. */
interface Shape {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** Status under the profile (accepted). */
  profile: number;
  /** Status under the contract (refused, or not routed). */
  contract: number;
  /** A Prefer header to send (a list asks for the 201: the profile's default for a valid list is 400). */
  prefer?: string;
}

const SHAPES: Shape[] = [
  {
    name: 'sendList with sections and footerText, without description',
    method: 'POST',
    path: '/message/sendList/shop-42',
    body: {
      number: '5511999999999',
      title: 'Lunch menu',
      footerText: 'Orders close at 11:30',
      buttonText: 'See options',
      sections: [{ title: 'Mains', rows: [{ title: 'Feijoada', rowId: 'main-feijoada' }] }],
    },
    profile: 201,
    contract: 400,
    prefer: 'code=201',
  },
  {
    name: 'sendList with values and description (the contract’s shape)',
    method: 'POST',
    path: '/message/sendList/shop-42',
    body: {
      number: '5511999999999',
      title: 'Lunch menu',
      description: 'Pick one',
      footerText: 'Orders close at 11:30',
      buttonText: 'See options',
      values: [{ title: 'Mains', rows: [{ title: 'Feijoada', rowId: 'main-feijoada' }] }],
    },
    profile: 400,
    contract: 201,
    prefer: 'code=201',
  },
  { name: 'restart by POST', method: 'POST', path: '/instance/restart/shop-42', profile: 200, contract: 404 },
  { name: 'restart by PUT (the contract’s verb)', method: 'PUT', path: '/instance/restart/shop-42', profile: 404, contract: 200 },
  {
    name: 'findChats with a filter the profile validates (where.id must not be empty)',
    method: 'POST',
    path: '/chat/findChats/shop-42',
    body: { where: { id: '' }, page: 1, offset: 10 },
    profile: 400,
    // The contract gives findChats no body, so it ignores this one (issue 12).
    contract: 200,
  },
  {
    name: 'a send with a field the contract does not know (2.1.1 ignores unknown fields)',
    method: 'POST',
    path: '/message/sendLocation/shop-42',
    body: { number: '5511999999999', name: 'MASP', address: 'Av. Paulista, 1578', latitude: -23.56, longitude: -46.65, everyOne: true },
    profile: 201,
    contract: 400,
  },
  {
    name: 'privacy groupadd none',
    method: 'POST',
    path: '/chat/updatePrivacySettings/shop-42',
    body: { readreceipts: 'all', profile: 'all', status: 'contacts', online: 'all', last: 'contacts', groupadd: 'none' },
    profile: 201,
    contract: 400,
  },
  { name: 'GET / without a key', method: 'GET', path: '/', profile: 200, contract: 401 },
  {
    name: 'POST /schedule (not a 2.1.1 route)',
    method: 'POST',
    path: '/schedule',
    body: { phone: '+5511999999999', text: 'Hello', sendAt: 1767261600, channel: 'whatsapp' },
    profile: 404,
    contract: 200,
  },
];

describe.each(SHAPES)('$name', (shape) => {
  it.each(['profile', 'contract'] as const)('under the %s', async (served) => {
    const headers: Record<string, string> = { ...(shape.path === '/' ? {} : KEY), ...(shape.prefer && { Prefer: shape.prefer }) };
    const res = await send(urls[served], { method: shape.method, path: shape.path, headers, body: shape.body });
    expect(res.status, res.text).toBe(shape[served]);
    expect(res.contentType).toMatch(/^application\/json/);
  });
});

describe('a method a path lacks: the route-not-found 404 of the gateway (Express), under both descriptions', () => {
  it.each([
    ['profile', 'PUT', 'POST, OPTIONS'],
    ['contract', 'POST', 'PUT, OPTIONS'],
  ] as const)('under the %s, %s /instance/restart/x', async (served, method, allow) => {
    const res = await send(urls[served], { method, path: '/instance/restart/x', headers: KEY, body: undefined });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, error: 'Not Found', response: { message: [`Cannot ${method} /instance/restart/x`] } });
    expect(res.headers.get('allow')).toBe(allow);
  });
});

describe('findChats with a JSON body {where, page, offset}', () => {
  const body = { where: { remoteJid: '5511988887777' }, page: 1, offset: 10 };

  it('the profile reads the filter: the chats of that JID (the default world shows one with 5511999999999, none with 5511988887777)', async () => {
    const shown = { ...body, where: { remoteJid: '5511999999999' } };
    const res = await send(urls.profile, { method: 'POST', path: `/chat/findChats/${freshInstance()}`, headers: KEY, body: shown });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ remoteJid: '5511999999999@s.whatsapp.net' })]);
    expect(messages(profile.violationsOf(profile.op('findChats'), 200, res.body))).toBe('');
    const none = await send(urls.profile, { method: 'POST', path: `/chat/findChats/${freshInstance()}`, headers: KEY, body });
    expect(none.body).toEqual([]);
  });

  it('the contract ignores the body (it documents none), with a warning, and lists every chat', async () => {
    const res = await send(urls.contract, { method: 'POST', path: `/chat/findChats/${freshInstance()}`, headers: KEY, body });
    expect(res.status).toBe(200);
    expect((res.body as unknown[]).length).toBeGreaterThan(1);
    expect(res.violations).toEqual([
      expect.objectContaining({ severity: 'Warning', code: 'ignored', message: expect.stringMatching(/takes no request body/) }),
    ]);
  });
});

describe('every documented example request is accepted by the description that documents it', () => {
  it.each([
    ['contract', contract],
    ['profile', profile],
  ] as const)('%s', async (served, description) => {
    for (const operation of description.ops) {
      // The success, asked for: the profile's default for a valid list is its 400 (below). A success
      // asked for still happens (a create, a logout, a delete): each operation gets an instance of its own.
      const res = await send(urls[served], await freshRequest(urls[served], description, operation), {
        headers: { Prefer: `code=${successStatus(operation)}` },
      });
      expect(res.status, `${operation.operationId}: ${res.text}`).toBeLessThan(300);
    }
  });
});

describe('an operation whose success the profile expects to be an error (x-expect-status)', () => {
  const list = exampleRequest(profile.spec, profile.op('sendList'));
  const methodNotAvailable = { status: 400, error: 'Bad Request', response: { message: ['Method not available on WhatsApp Baileys'] } };

  it('the profile answers a valid list 400 "Method not available on WhatsApp Baileys", as 2.1.1 on Baileys', async () => {
    expect(profile.op('sendList').operation['x-expect-status' as never]).toEqual({ success: 400 });
    const res = await send(urls.profile, list);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(methodNotAvailable);
    expect(messages(profile.violationsOf(profile.op('sendList'), 400, res.body))).toBe('');
  });

  it('Prefer: code=201 still gets the sent list', async () => {
    const res = await send(urls.profile, list, { headers: { Prefer: 'code=201' } });
    expect(res.status).toBe(201);
    expect(messages(profile.violationsOf(profile.op('sendList'), 201, res.body))).toBe('');
  });

  it('an invalid list still gets its validation 400, not the channel’s refusal', async () => {
    const res = await send(urls.profile, list, { body: { number: '5511999999999' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ response: { message: [expect.arrayContaining(['instance requires property "sections"'])] } });
  });

  it('the contract declares no such thing: a valid list gets the 201', async () => {
    const res = await send(urls.contract, exampleRequest(contract.spec, contract.op('sendList')));
    expect(res.status).toBe(201);
    expect(defaultStatus(contract.op('sendList'))).toBe('201');
    expect(defaultStatus(profile.op('sendList'))).toBe('400');
  });
});

describe('startMock({ profile })', () => {
  const dir = mkdtempSync(join(tmpdir(), 'msg-gateway-mock-profiles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('knows the profiles @msg-gateway/openapi ships', () => {
    expect(knownProfiles()).toEqual(profileNames().sort());
    expect(knownProfiles()).toContain('evolution-2.1.1');
  });

  it('refuses an unknown profile, and a profile with a spec, naming what to do (OPTIONS)', async () => {
    const unknown = await startMock({ profile: 'evolution-0.1' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(unknown).toBeInstanceOf(MockStartError);
    expect(unknown).toMatchObject({
      code: 'OPTIONS',
      message: expect.stringMatching(new RegExp(`^Unknown profile "evolution-0\\.1"\\. Known profiles: ${KNOWN_PROFILES};`)),
    });
    const both = await startMock({ profile: 'evolution-2.1.1', spec: join(dir, 'x.json') }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(both).toMatchObject({ code: 'OPTIONS', message: expect.stringMatching(/profile or a spec, not both/) });
  });

  it('applies a team’s overlays on top of the profile, in order', async () => {
    const overlay = join(dir, 'team.yaml');
    writeFileSync(
      overlay,
      [
        'overlay: 1.0.0',
        'info: {title: our fork, version: 1.0.0}',
        'actions:',
        '  - target: $.components.examples.ServiceInformation.value',
        '    x-id: our-fork-welcome',
        '    update: {message: Welcome to our fork}',
      ].join('\n'),
    );
    const mock = await startMock({ profile: 'evolution-2.1.1', overlays: [overlay] });
    try {
      expect(mock.serving).toBe('Evolution API 2.1.1 profile + 1 overlay');
      const res = await fetch(`${mock.url}/`, { headers: { apikey: 'k' } });
      expect(await res.json()).toMatchObject({ message: 'Welcome to our fork' });
    } finally {
      await mock.close();
    }
    // Without the overlay the same request is answered with 2.1.1's welcome: the check above can fail.
    const plain = await fetch(`${urls.profile}/`, { headers: { apikey: 'k' } });
    expect(await plain.json()).toMatchObject({ message: 'Welcome to the Evolution API, it is working!' });
  });

  it('refuses an overlay that does not apply, or is not an overlay, with its own message (OPTIONS)', async () => {
    const stale = join(dir, 'stale.yaml');
    writeFileSync(
      stale,
      'overlay: 1.0.0\ninfo: {title: stale, version: 1.0.0}\nactions:\n  - target: $.paths["/gone"].get\n    remove: true\n',
    );
    const notOverlay = join(dir, 'not-overlay.json');
    writeFileSync(notOverlay, '{"openapi": "3.1.0"}');
    for (const [file, message] of [
      [stale, /stale\.yaml: actions\[0\] changes nothing: its target \$\.paths\["\/gone"\]\.get selects no node/],
      [notOverlay, /not-overlay\.json.*`overlay` must be the Overlay version/s],
    ] as const) {
      const error = await startMock({ profile: 'evolution-2.1.1', overlays: [file] }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'OPTIONS', message: expect.stringMatching(message) });
    }
  });
});
