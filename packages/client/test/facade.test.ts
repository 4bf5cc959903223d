// Every operation of each entry's spec (the contract, the evolution-2.1.1 profile) is reachable
// through exactly one facade method, named by the rule of scripts/facade.js, and the route each
// method runs agrees with that spec. Adding an operation to a spec that no method reaches, or that
// the rule cannot name, fails here (or in the drift check, which regenerates the facades).
import { readFileSync } from 'node:fs';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { json, startTestServer, type TestServer } from '@msg-gateway/test-utils/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facadeOf, jsonKinds } from '../scripts/facade.js';
import { decodeRoute } from '../src/core/index.js';
import { FACADE as PROFILE_FACADE } from '../src/generated/evolution-2.1.1/facade.gen.js';
import { FACADE as CONTRACT_FACADE } from '../src/generated/facade.gen.js';
import { CLIENT_ENTRIES } from './helpers/entries.js';
import { argumentsOf, methodOf, methodsOf } from './helpers/facade.js';
import { specView } from './helpers/spec.js';

describe.each(CLIENT_ENTRIES)('facade of $name', ({ spec: specifier, facade, table }) => {
  const { ops, spec } = specView(specifier);
  const reachable = methodsOf(facade);

  it('reaches every operationId of its spec exactly once', () => {
    const reached = reachable.map(([, id]) => id).sort();
    expect(reached).toEqual(ops.map((op) => op.operationId).sort());
    expect(new Set(reached).size).toBe(reached.length);
  });

  it('groups the methods by the first tag of their operation', () => {
    for (const [label, id] of reachable) {
      const op = ops.find((o) => o.operationId === id);
      expect(op?.operation.tags?.[0]?.toLowerCase(), label).toBe(label.split('.')[0]);
    }
  });

  it('runs routes that match its spec: method, path, parameters, body, retry safety, the kinds of its answer', () => {
    for (const op of ops) {
      const row = table[op.operationId];
      const body = op.operation.requestBody as { required?: boolean } | undefined;
      const idempotent = op.method === 'get' ? op.operation['x-idempotent'] !== false : op.operation['x-idempotent'] === true;
      const success = Object.entries(op.operation.responses ?? {}).find(([status]) => /^2/.test(status))?.[1] as
        | { content?: Record<string, { schema?: unknown }> }
        | undefined;
      const media = success?.content?.['application/json'];
      const kinds = media ? jsonKinds(spec, media.schema) : 'oansmb';
      expect(row, op.operationId).toEqual({
        id: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        pathParams: op.parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: op.parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: body ? (body.required ? 'required' : 'optional') : 'none',
        idempotent,
        answers: kinds === 'oansmb' ? '*' : kinds,
      });
    }
  });

  it('finds at most one path parameter per operation (the facade takes it positionally)', () => {
    for (const op of ops) expect(op.parameters.filter((p) => p.in === 'path').length, op.operationId).toBeLessThanOrEqual(1);
  });

  it('is documented: the README, or docs/methods.md it links, lists every method', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const methods = readFileSync(new URL('../docs/methods.md', import.meta.url), 'utf8');
    expect(readme).toContain('](docs/methods.md');
    const documented = `${readme}\n${methods}`;
    for (const [label, id] of reachable) {
      expect(documented, label).toContain(`\`gw.${label}(`);
      expect(documented, label).toContain(`| ${id} |`);
    }
  });
});

describe('the naming rule', () => {
  const labelsOf = (facade: typeof CONTRACT_FACADE | typeof PROFILE_FACADE) => new Map(methodsOf(facade).map(([label, id]) => [id, label]));
  const contract = labelsOf(CONTRACT_FACADE);
  const profile = labelsOf(PROFILE_FACADE);

  it('keeps every method name of the first release (0.1.0) of the contract client', () => {
    expect(Object.fromEntries(contract)).toEqual({
      getInformation: 'information',
      sendList: 'message.sendList',
      sendLocation: 'message.sendLocation',
      sendSticker: 'message.sendSticker',
      sendContact: 'message.sendContact',
      createSchedule: 'schedule.create',
      updateSchedule: 'schedule.update',
      markMessageAsRead: 'chat.markMessageAsRead',
      getBase64FromMediaMessage: 'chat.getBase64FromMediaMessage',
      findChats: 'chat.findChats',
      updateProfilePicture: 'profile.updateProfilePicture',
      updatePrivacySettings: 'profile.updatePrivacySettings',
      fetchPrivacySettings: 'profile.fetchPrivacySettings',
      setPresence: 'instance.setPresence',
      connectInstance: 'instance.connect',
      connectionState: 'instance.connectionState',
      logoutInstance: 'instance.logout',
      restartInstance: 'instance.restart',
      updateParticipant: 'group.updateParticipant',
      updateGroupDescription: 'group.updateDescription',
      updateGroupSubject: 'group.updateSubject',
      fetchGroupParticipants: 'group.participants',
      findGroupInfoByInviteCode: 'group.inviteInfo',
      findWebhook: 'webhook.find',
    });
  });

  it('names an operation both entries have alike in both', () => {
    for (const [id, label] of contract) if (profile.has(id)) expect(profile.get(id), id).toBe(label);
  });

  it.each([
    ['sendText', 'message.sendText'],
    ['sendMedia', 'message.sendMedia'],
    ['createInstance', 'instance.create'],
    ['fetchInstances', 'instance.fetchInstances'],
    ['deleteInstance', 'instance.delete'],
    ['findMessages', 'chat.findMessages'],
    ['findContacts', 'chat.findContacts'],
    ['whatsappNumbers', 'chat.whatsappNumbers'],
    ['markChatUnread', 'chat.markUnread'],
    ['fetchAllGroups', 'group.fetchAll'],
    ['leaveGroup', 'group.leaveGroup'],
    ['fetchInviteCode', 'group.inviteCode'],
    ['setWebhook', 'webhook.set'],
    ['setSettings', 'settings.set'],
    ['findSettings', 'settings.find'],
    ['fetchProfilePictureUrl', 'profile.fetchProfilePictureUrl'],
  ])('puts the profile’s %s at gw.%s', (id, label) => {
    expect(profile.get(id)).toBe(label);
  });

  const doc = (paths: Record<string, Record<string, object>>): OpenApiDocument => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths,
  });

  it('refuses two operations it would give one name, naming the second', () => {
    const clash = doc({
      '/group/updateGroupSubject/{instance}': { post: { operationId: 'updateGroupSubject', tags: ['Group'], responses: {} } },
      '/group/updateSubject/{instance}': { post: { operationId: 'updateSubjectAgain', tags: ['Group'], responses: {} } },
    });
    expect(() => facadeOf(clash)).toThrow('gw.group.updateSubject (updateSubjectAgain) is taken');
  });

  it('refuses a group that would hide gw.raw, and an operation without a tag', () => {
    expect(() => facadeOf(doc({ '/x/y': { get: { operationId: 'y', tags: ['Raw'], responses: {} } } }))).toThrow('gw.raw.y (y) is taken');
    expect(() => facadeOf(doc({ '/x/y': { get: { operationId: 'y', responses: {} } } }))).toThrow('y (GET /x/y) has no tag');
  });
});

describe('routes', () => {
  it('decode every part: query names, an optional body, retry safety', () => {
    expect(decodeRoute('fetchInstances GET /instance/fetchInstances?instanceName&number idempotent')).toEqual({
      id: 'fetchInstances',
      method: 'GET',
      path: '/instance/fetchInstances',
      pathParams: [],
      query: ['instanceName', 'number'],
      body: 'none',
      idempotent: true,
      answers: 'o',
    });
    expect(decodeRoute('findChats POST /chat/findChats/{instance} body? :a')).toMatchObject({
      pathParams: ['instance'],
      query: [],
      body: 'optional',
      idempotent: false,
      answers: 'a',
    });
    expect(decodeRoute('findWebhook GET /webhook/find/{instance} idempotent :on')).toMatchObject({ idempotent: true, answers: 'on' });
    expect(decodeRoute('x GET /x :*').answers).toBe('*');
    expect(decodeRoute('x PUT /schedule/{scheduleID} body idempotent')).toMatchObject({ body: 'required', idempotent: true });
  });
});

describe.each(CLIENT_ENTRIES)('facade calls of $name', ({ facade, table, createGatewayClient }) => {
  let server: TestServer;
  let gw: object;
  beforeAll(async () => {
    server = await startTestServer();
    gw = createGatewayClient({ baseUrl: server.url, apiKey: 'tk8-AiBJQoLI1ZKOaX', retries: 0 });
  });
  afterAll(() => server.close());

  it('has the groups and methods of its own facade and no other', () => {
    const own = (g: object) =>
      Object.entries(g).flatMap(([k, v]) => (typeof v === 'function' ? [k] : Object.keys(v).map((m) => `${k}.${m}`)));
    const { raw: _raw, ...methods } = gw as Record<string, object>;
    expect(own(methods).sort()).toEqual(
      methodsOf(facade)
        .map(([label]) => label)
        .sort(),
    );
  });

  it.each(methodsOf(facade))('gw.%s sends the method and path of %s', async (label, id) => {
    const row = table[id];
    if (!row) throw new Error(`no row for ${id}`);
    // An answer of the kind the operation promises (an array for findChats, an object for most).
    const answer = row.answers?.startsWith('a') ? [{ ok: true }] : { ok: true };
    server.reset((_req, res) => json(res, 200, answer));
    await expect(methodOf(gw, label)(...argumentsOf(id, 'x y', table))).resolves.toEqual(answer);
    expect(server.seen).toHaveLength(1);
    const [seen] = server.seen;
    const url = new URL(seen?.url ?? '', server.url);
    expect(seen?.method).toBe(row.method);
    expect(decodeURIComponent(url.pathname)).toBe(row.path.replace(/\{[^}]+\}/, 'x y'));
    expect(seen?.headers.apikey).toBe('tk8-AiBJQoLI1ZKOaX');
    for (const q of row.query) expect(url.searchParams.get(q)).toBe('q-value');
    if (row.body === 'none') {
      expect(seen?.body).toBe('');
    } else {
      // Query parameters are split off the input object; the rest is the JSON body.
      expect(JSON.parse(seen?.body ?? '')).toEqual({ field: 1 });
      expect(seen?.headers['content-type']).toBe('application/json');
    }
  });
});
