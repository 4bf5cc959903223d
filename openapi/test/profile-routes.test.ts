// The routes of the evolution-2.1.1 profile: exactly the core routes the 2.1.1 routers declare
// (evolution-api@4ca141b4:src/api/routes/*.router.ts and the webhook router), the ones the contract
// lacks marked as 2.1.1-only, each with what the docs, the runner and the mock read.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deviations, parseOverlay } from '../src/overlay.js';
import { resolveRef, responseSchemaPointer } from '../src/walk.js';
import { loadSpec, operations } from './load-spec.js';

const contract = loadSpec();
const profile = loadSpec('../dist/evolution-2.1.1/openapi.json');
const ops = operations(profile);
const byId = new Map(ops.map((op) => [op.operationId, op]));

/** The contract's operations as 2.1.1 routes them (the schedules it has not). */
const FROM_CONTRACT = [
  'get /',
  'post /message/sendList/{instance} sendList',
  'post /message/sendLocation/{instance} sendLocation',
  'post /message/sendSticker/{instance} sendSticker',
  'post /message/sendContact/{instance} sendContact',
  'post /chat/markMessageAsRead/{instance} markMessageAsRead',
  'post /chat/getBase64FromMediaMessage/{instance} getBase64FromMediaMessage',
  'post /chat/updateProfilePicture/{instance} updateProfilePicture',
  'post /chat/updatePrivacySettings/{instance} updatePrivacySettings',
  'get /chat/fetchPrivacySettings/{instance} fetchPrivacySettings',
  'post /chat/findChats/{instance} findChats',
  'post /instance/setPresence/{instance} setPresence',
  'get /instance/connect/{instance} connectInstance',
  'get /instance/connectionState/{instance} connectionState',
  'delete /instance/logout/{instance} logoutInstance',
  'post /instance/restart/{instance} restartInstance',
  'post /group/updateParticipant/{instance} updateParticipant',
  'post /group/updateGroupDescription/{instance} updateGroupDescription',
  'post /group/updateGroupSubject/{instance} updateGroupSubject',
  'get /group/participants/{instance} fetchGroupParticipants',
  'get /group/inviteInfo/{instance} findGroupInfoByInviteCode',
  'get /webhook/find/{instance} findWebhook',
].map((line) => (line === 'get /' ? 'get / getInformation' : line));

/** The routes only 2.1.1 has, by router. */
const ADDED = [
  // instance.router.ts
  'post /instance/create createInstance',
  'get /instance/fetchInstances fetchInstances',
  'delete /instance/delete/{instance} deleteInstance',
  // sendMessage.router.ts
  'post /message/sendTemplate/{instance} sendTemplate',
  'post /message/sendText/{instance} sendText',
  'post /message/sendMedia/{instance} sendMedia',
  'post /message/sendWhatsAppAudio/{instance} sendWhatsAppAudio',
  'post /message/sendStatus/{instance} sendStatus',
  'post /message/sendReaction/{instance} sendReaction',
  'post /message/sendPoll/{instance} sendPoll',
  'post /message/sendButtons/{instance} sendButtons',
  // chat.router.ts
  'post /chat/whatsappNumbers/{instance} whatsappNumbers',
  'post /chat/archiveChat/{instance} archiveChat',
  'post /chat/markChatUnread/{instance} markChatUnread',
  'delete /chat/deleteMessageForEveryone/{instance} deleteMessageForEveryone',
  'post /chat/fetchProfilePictureUrl/{instance} fetchProfilePictureUrl',
  'post /chat/updateMessage/{instance} updateMessage',
  'post /chat/sendPresence/{instance} sendPresence',
  'post /chat/updateBlockStatus/{instance} updateBlockStatus',
  'post /chat/findContacts/{instance} findContacts',
  'post /chat/findMessages/{instance} findMessages',
  'post /chat/findStatusMessage/{instance} findStatusMessage',
  'post /chat/fetchBusinessProfile/{instance} fetchBusinessProfile',
  'post /chat/fetchProfile/{instance} fetchProfile',
  'post /chat/updateProfileName/{instance} updateProfileName',
  'post /chat/updateProfileStatus/{instance} updateProfileStatus',
  'delete /chat/removeProfilePicture/{instance} removeProfilePicture',
  // group.router.ts
  'post /group/create/{instance} createGroup',
  'post /group/updateGroupPicture/{instance} updateGroupPicture',
  'get /group/findGroupInfos/{instance} findGroupInfos',
  'get /group/fetchAllGroups/{instance} fetchAllGroups',
  'get /group/inviteCode/{instance} fetchInviteCode',
  'get /group/acceptInviteCode/{instance} acceptInviteCode',
  'post /group/sendInvite/{instance} sendGroupInvite',
  'post /group/revokeInviteCode/{instance} revokeInviteCode',
  'post /group/updateSetting/{instance} updateGroupSetting',
  'post /group/toggleEphemeral/{instance} toggleEphemeral',
  'delete /group/leaveGroup/{instance} leaveGroup',
  // label, settings, proxy, template routers; the webhook router
  'get /label/findLabels/{instance} findLabels',
  'post /label/handleLabel/{instance} handleLabel',
  'post /settings/set/{instance} setSettings',
  'get /settings/find/{instance} findSettings',
  'post /proxy/set/{instance} setProxy',
  'get /proxy/find/{instance} findProxy',
  'post /template/create/{instance} createTemplate',
  'get /template/find/{instance} findTemplates',
  'post /webhook/set/{instance} setWebhook',
];

/** Writes a tool cannot undo; each says why in its description. */
const IRREVERSIBLE = [
  'acceptInviteCode',
  'createGroup',
  'createTemplate',
  'deleteInstance',
  'deleteMessageForEveryone',
  'leaveGroup',
  'removeProfilePicture',
  'revokeInviteCode',
  'sendStatus',
  'toggleEphemeral',
  'updateGroupPicture',
  'updateGroupSetting',
  'updateMessage',
];

/** Writes undone by writing back what a read answered before. */
const RESTORE: Record<string, string> = {
  setWebhook: 'findWebhook',
  setSettings: 'findSettings',
  setProxy: 'findProxy',
  updateProfileName: 'fetchProfile',
  updateProfileStatus: 'fetchProfile',
  updatePrivacySettings: 'fetchPrivacySettings',
};

const line = (op: (typeof ops)[number]) => `${op.method} ${op.path} ${op.operationId}`;
const added = ops.filter((op) => op.operation['x-profile-only'] === true);

describe('the routes of the evolution-2.1.1 profile', () => {
  it('are exactly the core routes of the 2.1.1 routers', () => {
    expect(ops.map(line).sort()).toEqual([...FROM_CONTRACT, ...ADDED].sort());
    expect(ops.length).toBeGreaterThanOrEqual(60);
  });

  it('mark every route the contract lacks, and only those, as 2.1.1-only', () => {
    const inContract = new Set(operations(contract).map((op) => op.operationId));
    expect(added.map(line).sort()).toEqual([...ADDED].sort());
    for (const op of added) expect(inContract.has(op.operationId), op.operationId).toBe(false);
    for (const op of ops.filter((o) => inContract.has(o.operationId)))
      expect(op.operation['x-profile-only'], op.operationId).toBeUndefined();
  });

  it('leave the integrations (chatbots, queues, websocket) and the manager login out', () => {
    const outside =
      /^\/(chatwoot|typebot|openai|dify|flowise|evolutionBot|rabbitmq|sqs|websocket|s3|verify-creds|manager|webhook\/(meta|evolution))/;
    expect(Object.keys(profile.paths ?? {}).filter((p) => outside.test(p))).toEqual([]);
  });

  it.each(added.map((op) => [op.operationId, op] as const))('%s says what it is, where it comes from and how to run it', (id, op) => {
    const o = op.operation;
    expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(o['x-badges']).toEqual([{ name: 'beyond the contract', color: '#b35900' }]);
    expect(o.summary).toMatch(/\w/);
    expect(o.description?.length).toBeGreaterThan(80);
    expect(o.tags).toHaveLength(1);
    expect(profile.tags?.find((t) => t.name === o.tags?.[0])?.description).toMatch(/\w/);
    expect(o['x-source']).toMatch(/^evolution-api@4ca141b4:src\//);
    expect(['read', 'write', 'send']).toContain(o['x-effect']);
    expect(typeof o['x-idempotent']).toBe('boolean');
    // Reads are safe to repeat; a send never is.
    if (o['x-effect'] === 'read') expect(o['x-idempotent']).toBe(true);
    if (o['x-effect'] === 'send') expect(o['x-idempotent']).toBe(false);
    expect(typeof o['x-needs-connection']).toBe('boolean');
    expect(o['x-irreversible'] === true).toBe(IRREVERSIBLE.includes(id));
    if (o['x-irreversible'] === true)
      expect(o.description).toMatch(/Irreversible:[\s\S]*?so\s+a\s+tool\s+must\s+never\s+run\s+this\s+by\s+itself/);
    expect(o['x-affects-instance']).toBe({ createInstance: 'create', deleteInstance: 'delete' }[id]);
    expect(o['x-affects-connection'], 'only connect, restart and logout').toBeUndefined();
    const calls = o['x-calls-out'];
    if (calls !== undefined) for (const url of calls as string[]) expect(url).toMatch(/^https:\/\/[a-z.]+$/);
    // Request and answers with schemas; every instance route documents the unknown instance.
    if (o.requestBody) expect(resolveRef(profile, o.requestBody)?.content?.['application/json']?.schema).toBeDefined();
    const success = Object.keys(o.responses ?? {}).find((s) => /^2/.test(s));
    expect(success && responseSchemaPointer(profile, op, success), `${id} success schema`).toBeTruthy();
    expect(o.responses?.['401']).toBeDefined();
    if (op.path.includes('{instance}')) expect(o.responses?.['404']).toBeDefined();
  });

  it('name the read each restorable write is undone with, and that read reads', () => {
    const declared = Object.fromEntries(
      ops.flatMap((op) => {
        const restore = op.operation['x-restore'] as { read?: string } | undefined;
        return restore ? [[op.operationId, restore.read]] : [];
      }),
    );
    expect(declared).toEqual(RESTORE);
    for (const [write, read] of Object.entries(RESTORE)) {
      expect(byId.get(write)?.operation['x-effect'], write).toBe('write');
      expect(byId.get(read)?.operation['x-effect'], read).toBe('read');
    }
    expect(operations(contract).find((o) => o.operationId === 'updatePrivacySettings')?.operation['x-restore']).toEqual({
      read: 'fetchPrivacySettings',
    });
  });

  it('are each added by the overlay actions of one id, route-<operationId>', () => {
    const file = fileURLToPath(new URL('../overlays/evolution-2.1.1.yaml', import.meta.url));
    const overlay = parseOverlay(parse(readFileSync(file, 'utf8')), 'evolution-2.1.1');
    const routes = deviations(contract, [{ overlay, source: 'evolution-2.1.1' }]).filter((d) => d.id.startsWith('route-'));
    expect(routes.map((d) => [d.id, d.operations])).toEqual(
      expect.arrayContaining(added.map((op) => [`route-${op.operationId}`, [{ operationId: op.operationId, parts: ['added'] }]])),
    );
    expect(routes).toHaveLength(added.length);
  });
});
