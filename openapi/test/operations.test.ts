import { describe, expect, it } from 'vitest';
import type { ParameterObject, ResponseObject, SchemaObject } from '../src/walk.js';
import { loadSpec, operations, resolveRef } from './load-spec.js';

// The 24 operations of the interface document, with their exact methods and paths.
const EXPECTED: [string, string, string][] = [
  ['sendList', 'post', '/message/sendList/{instance}'],
  ['sendLocation', 'post', '/message/sendLocation/{instance}'],
  ['sendSticker', 'post', '/message/sendSticker/{instance}'],
  ['sendContact', 'post', '/message/sendContact/{instance}'],
  ['createSchedule', 'post', '/schedule'],
  ['updateSchedule', 'put', '/schedule/{scheduleID}'],
  ['markMessageAsRead', 'post', '/chat/markMessageAsRead/{instance}'],
  ['getBase64FromMediaMessage', 'post', '/chat/getBase64FromMediaMessage/{instance}'],
  ['updateProfilePicture', 'post', '/chat/updateProfilePicture/{instance}'],
  ['updatePrivacySettings', 'post', '/chat/updatePrivacySettings/{instance}'],
  ['fetchPrivacySettings', 'get', '/chat/fetchPrivacySettings/{instance}'],
  ['findChats', 'post', '/chat/findChats/{instance}'],
  ['setPresence', 'post', '/instance/setPresence/{instance}'],
  ['connectInstance', 'get', '/instance/connect/{instance}'],
  ['connectionState', 'get', '/instance/connectionState/{instance}'],
  ['logoutInstance', 'delete', '/instance/logout/{instance}'],
  ['restartInstance', 'put', '/instance/restart/{instance}'],
  ['updateParticipant', 'post', '/group/updateParticipant/{instance}'],
  ['updateGroupDescription', 'post', '/group/updateGroupDescription/{instance}'],
  ['updateGroupSubject', 'post', '/group/updateGroupSubject/{instance}'],
  ['fetchGroupParticipants', 'get', '/group/participants/{instance}'],
  ['findGroupInfoByInviteCode', 'get', '/group/inviteInfo/{instance}'],
  ['findWebhook', 'get', '/webhook/find/{instance}'],
  ['getInformation', 'get', '/'],
];

// The instance operations for which the interface document gives the 404 error shape.
const DOCUMENT_404 = ['setPresence', 'connectInstance', 'connectionState', 'logoutInstance', 'restartInstance'];

const spec = loadSpec();
const ops = operations(spec);
const byId = new Map(ops.map((op) => [op.operationId, op]));
const opById = (id: string) => {
  const op = byId.get(id);
  if (!op) throw new Error(`${id} missing`);
  return op;
};

describe('the contract document', () => {
  it('is OpenAPI 3.1.0 for gateway version 2.1.1 with a base_url server variable', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.info?.version).toBe('2.1.1');
    const server = spec.servers?.[0] as { url: string; variables: { base_url: { default: string } } };
    expect(server.url).toBe('{base_url}');
    expect(server.variables.base_url.default).toMatch(/^http/);
  });

  it('has exactly the 24 operations of the interface document', () => {
    expect(ops).toHaveLength(24);
    expect([...byId.keys()].sort()).toEqual(EXPECTED.map(([id]) => id).sort());
  });

  it.each(EXPECTED)('%s is %s %s with a summary, a description and one tag', (id, method, path) => {
    const op = opById(id);
    expect([op.method, op.path]).toEqual([method, path]);
    expect(op.operation.summary).toMatch(/\w/);
    expect(op.operation.description?.length).toBeGreaterThan(40);
    expect(op.operation.tags).toHaveLength(1);
    expect(spec.tags?.map((t) => t.name)).toContain(op.operation.tags?.[0]);
  });

  it('names operationIds in camelCase', () => {
    for (const id of byId.keys()) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('defines the eight operation tags and the webhook-events tag, each with a description', () => {
    expect(spec.tags?.map((t) => t.name)).toEqual([
      'Message',
      'Schedule',
      'Chat',
      'Profile',
      'Instance',
      'Group',
      'Webhook',
      'Information',
      'Webhook events',
    ]);
    for (const tag of spec.tags ?? []) expect(tag.description).toMatch(/\w/);
  });

  it('applies the apikey header scheme to every operation', () => {
    expect(spec.components?.securitySchemes?.apikey).toMatchObject({ type: 'apiKey', in: 'header', name: 'apikey' });
    expect(spec.security).toEqual([{ apikey: [] }]);
    for (const { operation } of ops) {
      // An operation-level `security` would override the global requirement; none may drop it.
      if (operation.security) expect(operation.security).toContainEqual({ apikey: [] });
      expect(Object.keys(operation.responses ?? {})).toContain('401');
    }
  });

  it('takes {instance} as a required string path parameter with an example', () => {
    for (const { path, pathItem, operation } of ops.filter((o) => o.path.includes('{instance}'))) {
      const params = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef<ParameterObject>(spec, p));
      const instance = params.find((p) => p?.name === 'instance');
      expect(instance, path).toMatchObject({ in: 'path', required: true, schema: { type: 'string' } });
      expect(instance?.example).toBeTypeOf('string');
    }
  });

  it.each(DOCUMENT_404)('%s answers an unknown instance with the document 404 shape', (id) => {
    const ref = opById(id).operation.responses?.['404'];
    expect(ref).toBeDefined();
    const response = resolveRef<ResponseObject>(spec, ref);
    type Shape = { properties: { status: { const: unknown }; error: { const: unknown }; response: { properties: { message: unknown } } } };
    const shape = resolveRef<SchemaObject>(spec, response?.content?.['application/json']?.schema as SchemaObject) as Shape;
    expect(shape.properties.status.const).toBe(404);
    expect(shape.properties.error.const).toBe('Not Found');
    expect(shape.properties.response.properties.message).toMatchObject({ type: 'array', items: { type: 'string' } });
  });

  it('gives each operation a 2xx and a 4xx response', () => {
    for (const { operation } of ops) {
      const codes = Object.keys(operation.responses ?? {});
      expect(
        codes.some((c) => /^2\d\d$/.test(c)),
        operation.operationId,
      ).toBe(true);
      expect(
        codes.some((c) => /^4\d\d$/.test(c)),
        operation.operationId,
      ).toBe(true);
    }
  });
});

describe('retry safety (x-idempotent)', () => {
  it('marks the PUT that replaces a schedule safe and the restart PUT unsafe', () => {
    expect(opById('updateSchedule').operation['x-idempotent']).toBe(true);
    expect(opById('restartInstance').operation['x-idempotent']).toBe(false);
  });

  it('never marks a POST idempotent', () => {
    for (const { method, operation } of ops) if (method === 'post') expect(operation['x-idempotent'], operation.operationId).not.toBe(true);
  });
});
