// The evolution-2.1.1 profile as built (dist/evolution-2.1.1/openapi.json): it describes the real
// 2.1.1 gateway where that gateway differs from the contract, and nowhere else.
import { describe, expect, it } from 'vitest';
import type { ParameterObject, SchemaObject } from '../src/walk.js';
import { createBundleValidator, loadSpec, operations, resolveRef } from './load-spec.js';

const contract = loadSpec();
const profile = loadSpec('../dist/evolution-2.1.1/openapi.json');
const ops = new Map(operations(profile).map((op) => [op.operationId, op]));
const op = (id: string) => {
  const found = ops.get(id);
  if (!found) throw new Error(`${id} is not in the profile`);
  return found;
};
const validator = createBundleValidator(profile);
const contractValidator = createBundleValidator(contract);

describe('the evolution-2.1.1 profile', () => {
  it('names itself as the profile and keeps the contract version', () => {
    expect(profile.info?.['x-profile']).toBe('evolution-2.1.1');
    expect(profile.info?.version).toBe(contract.info?.version);
    expect(profile.info?.title).not.toBe(contract.info?.title);
  });

  it('has no schedule routes, and restart by POST', () => {
    expect(op('restartInstance')).toMatchObject({ method: 'post', path: '/instance/restart/{instance}' });
    expect(ops.has('createSchedule')).toBe(false);
    expect(ops.has('updateSchedule')).toBe(false);
    // The contract's operations but the two schedules, and the routes only 2.1.1 has.
    const added = [...ops.values()].filter((o) => o.operation['x-profile-only'] === true);
    expect(ops.size).toBe(operations(contract).length - 2 + added.length);
    expect(added.length).toBeGreaterThanOrEqual(45);
    expect(profile.tags?.map((t) => t.name)).not.toContain('Schedule');
  });

  it('takes sendList sections (and footerText) where the contract takes values', () => {
    const body = {
      number: '5511999999999',
      title: 'Menu',
      buttonText: 'Open',
      footerText: 'Thanks',
      sections: [{ title: 'Mains', rows: [{ title: 'Feijoada', rowId: '1' }] }],
    };
    expect(validator.validate('/components/schemas/SendListRequest', body)).toEqual([]);
    expect(contractValidator.validate('/components/schemas/SendListRequest', body).length).toBeGreaterThan(0);
    const { sections, ...noSections } = body;
    expect(sections).toHaveLength(1);
    expect(validator.validate('/components/schemas/SendListRequest', { ...noSections, values: body.sections })[0]?.message).toBe(
      "(root): must have required property 'sections' [required]",
    );
  });

  it('expects 400 for a sendList and 500 for an invalid profile picture', () => {
    expect(op('sendList').operation['x-expect-status']).toEqual({ success: 400 });
    expect(op('updateProfilePicture').operation['x-expect-status']).toEqual({ 'invalid-request': 500 });
    expect(op('sendList').operation['x-needs-connection']).toBe(false);
  });

  it('reads an optional findChats body with where, page and offset', () => {
    const body = resolveRef(profile, op('findChats').operation.requestBody);
    expect(body?.required).toBe(false);
    expect(
      validator.validate('/components/schemas/FindChatsQuery', {
        where: { remoteJid: '5511999999999@s.whatsapp.net' },
        page: 1,
        offset: 10,
      }),
    ).toEqual([]);
    expect(contract.paths?.['/chat/findChats/{instance}']?.post?.requestBody).toBeUndefined();
    // A bad filter is a 400 the contract does not document.
    const pointer = '/paths/~1chat~1findChats~1{instance}/post/responses/400/content/application~1json/schema';
    expect(
      validator.validate(pointer, {
        status: 400,
        error: 'Bad Request',
        response: { message: [['where.id does not meet minimum length of 1']] },
      }),
    ).toEqual([]);
    expect(contract.paths?.['/chat/findChats/{instance}']?.post?.responses?.['400']).toBeUndefined();
  });

  it('warns that 2.1.1 appends ?timestamp= to the sticker and picture URLs it downloads', () => {
    for (const name of ['SendStickerRequest', 'ProfilePictureRequest']) {
      const schema = profile.components?.schemas?.[name] as { properties: Record<string, { description?: string }> };
      const field = name === 'SendStickerRequest' ? 'sticker' : 'picture';
      expect(schema.properties[field]?.description, name).toMatch(/`\?timestamp=<ms>` appended, even when it already has a query/);
    }
  });

  it('describes send records with an integer timestamp and no status, built whole', () => {
    const record = {
      key: { remoteJid: '5511999999999@s.whatsapp.net', fromMe: true, id: '3EB0' },
      message: { locationMessage: {} },
      messageType: 'locationMessage',
      messageTimestamp: 1717689212,
      instanceId: '9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c',
      source: 'unknown',
    };
    expect(validator.validate('/components/schemas/SentMessage', record)).toEqual([]);
    expect(
      contractValidator
        .validate('/components/schemas/SentMessage', record)
        .map((v) => v.keyword)
        .sort(),
    ).toEqual(['required', 'type']);
    // Every field the gateway always writes is required, and nothing else comes.
    const { source: _source, ...withoutSource } = record;
    expect(validator.validate('/components/schemas/SentMessage', withoutSource).map((v) => v.message)).toEqual([
      "(root): must have required property 'source' [required]",
    ]);
    expect(validator.validate('/components/schemas/SentMessage', { ...record, extra: 1 }).map((v) => v.keyword)).toEqual([
      'additionalProperties',
    ]);
  });

  it('answers findWebhook with null, and GET / without a key and without swagger', () => {
    const webhook = op('findWebhook');
    const pointer = '/paths/~1webhook~1find~1{instance}/get/responses/200/content/application~1json/schema';
    expect(validator.validate(pointer, null)).toEqual([]);
    expect(webhook.operation.responses?.['200']).toBeDefined();
    expect(op('getInformation').operation.security).toEqual([]);
    expect(op('getInformation').operation.responses?.['401']).toBeUndefined();
    const info = {
      status: 200,
      message: 'Welcome',
      version: '2.1.1',
      documentation: 'https://doc.evolution-api.com',
      clientName: 'evolution_exchange',
      manager: 'http://127.0.0.1:8080/manager',
    };
    expect(validator.validate('/components/schemas/ServiceInformation', info)).toEqual([]);
  });

  it('accepts unknown body fields like 2.1.1 (the contract refuses them)', () => {
    const body = { number: '5511999999999', name: 'n', address: 'a', latitude: 1, longitude: 2, somethingElse: true };
    expect(validator.validate('/components/schemas/SendLocationRequest', body)).toEqual([]);
    expect(contractValidator.validate('/components/schemas/SendLocationRequest', body)[0]?.keyword).toBe('additionalProperties');
  });

  it('changes nothing else: parameters and the unaffected operations are the contract’s', () => {
    const same = ['connectionState', 'findGroupInfoByInviteCode', 'markMessageAsRead'];
    for (const id of same) {
      const mine = op(id);
      const theirs = operations(contract).find((o) => o.operationId === id);
      expect(mine.parameters.map((p: ParameterObject) => p.name)).toEqual(theirs?.parameters.map((p) => p.name));
      expect(mine.operation.requestBody).toEqual(theirs?.operation.requestBody);
    }
    expect(profile.components?.schemas?.PrivacySettings as SchemaObject).toEqual(contract.components?.schemas?.PrivacySettings);
  });
});
