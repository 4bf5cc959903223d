// Groups the account is in: created (createGroup), seeded (--state), read and changed, as 2.1.1's
// group routes answer (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts:
// createGroup, findGroup, fetchAllGroups, findParticipants, updateGParticipant, updateGroupSubject,
// updateGroupDescription, inviteCode, inviteInfo, revokeInviteCode, leaveGroup; the group shapes are
// Baileys@v6.7.7's GroupMetadata). A group the account is not in fails as WhatsApp answers it,
// "item-not-found", wrapped as each route wraps its errors.
import { groupJidOf, jidOf } from '../../common/jid.js';
import { drawn } from '../../common/random.js';
import { answer, failure, isObject } from '../handler.js';
import { capped, type GroupParticipant, LIMITS, type StoredGroup, type TwinInstance } from '../instance.js';
import type { Handler, TwinAnswer, TwinCall, TwinContext } from '../rules.js';

const NOT_IN_GROUP = 'Error: item-not-found';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The group a group route names (groupJid in the body or the query, `@g.us` appended as 2.1.1 does). */
function groupOf({ instance, body, query }: TwinCall): { instance: TwinInstance; jid: string; group: StoredGroup | undefined } | undefined {
  if (!instance) return undefined;
  const given = (isObject(body) && typeof body['groupJid'] === 'string' ? body['groupJid'] : undefined) ?? query['groupJid'];
  if (typeof given !== 'string' || given === '') return undefined;
  const jid = groupJidOf(given);
  return { instance, jid, group: instance.groups.get(jid) };
}

/**
 * The group routes take groupJid from the body, else from the query, and call `endsWith` on it before
 * they validate anything: a groupJid that is not a string (a number or object in the body, a query
 * given twice) fails there, 500 with the TypeError of the gateway's compiled code, where the variable
 * is `a` (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate; observed:
 * "a.endsWith is not a function"). Only on the routes that take a groupJid query (groupValidate's).
 */
export const groupJidTypeCheck: Handler = ({ op, body, query }) => {
  if (!op.parameters.some((p) => p.in === 'query' && p.name === 'groupJid')) return undefined;
  const fromBody = isObject(body) ? body['groupJid'] : undefined;
  const given = fromBody ? fromBody : query['groupJid'];
  if (!given || typeof given === 'string') return undefined;
  return failure(500, 'a.endsWith is not a function');
};

/** Baileys' GroupMetadata of a stored group, as findGroupInfos, inviteInfo and createGroup answer it. */
export function metadata(group: StoredGroup, withParticipants = true): Record<string, unknown> {
  return {
    id: group.id,
    subject: group.subject,
    subjectOwner: group.subjectOwner,
    subjectTime: group.subjectTime,
    pictureUrl: group.pictureUrl,
    size: group.participants.length,
    creation: group.creation,
    owner: group.owner,
    desc: group.description ?? undefined,
    descId: group.description === null ? undefined : `${group.id.slice(0, 10)}DESC`,
    restrict: group.restrict,
    announce: group.announce,
    ...(withParticipants && { participants: group.participants.map((p) => ({ id: p.id, admin: p.admin })) }),
  };
}

export const fetchGroupParticipants: Handler = (call) => {
  const target = groupOf(call);
  if (!target) return undefined;
  if (!target.group) return failure(404, ['No participants', NOT_IN_GROUP]);
  const { instance, group } = target;
  return answer(200, {
    participants: group.participants.map((p) => {
      const contact = instance.contacts.get(p.id);
      return {
        id: p.id,
        admin: p.admin,
        ...(contact?.pushName && { name: contact.pushName }),
        ...(contact?.profilePicUrl && { imgUrl: contact.profilePicUrl }),
      };
    }),
  });
};

export const findGroupInfos: Handler = (call) => {
  const target = groupOf(call);
  if (!target) return undefined;
  return target.group ? answer(200, metadata(target.group)) : failure(404, ['Error fetching group', NOT_IN_GROUP]);
};

export const fetchAllGroups: Handler = ({ instance, query }) => {
  if (!instance) return undefined;
  const withParticipants = query['getParticipants'] === 'true';
  return answer(
    200,
    [...instance.groups.values()].map((group) => metadata(group, withParticipants)),
  );
};

export const updateGroupSubject: Handler = (call, twin) =>
  changeGroup(call, twin, 'Error updating group subject', (group, body) => {
    if (typeof body['subject'] !== 'string') return;
    group.subject = body['subject'];
    group.subjectTime = Math.floor(twin.clock() / 1000);
    return { id: group.id, subject: group.subject };
  });

export const updateGroupDescription: Handler = (call, twin) =>
  changeGroup(call, twin, 'Error updating group description', (group, body) => {
    if (typeof body['description'] !== 'string') return;
    group.description = body['description'];
    return { id: group.id, desc: group.description };
  });

export const updateParticipant: Handler = (call, twin) => {
  const target = groupOf(call);
  if (!target || !isObject(call.body)) return undefined;
  if (!target.group) return failure(400, ['Error updating participants', NOT_IN_GROUP]);
  const { group, instance } = target;
  const action = call.body['action'];
  const participants = Array.isArray(call.body['participants'])
    ? call.body['participants'].filter((p): p is string => typeof p === 'string').map(jidOf)
    : [];
  for (const jid of participants) applyAction(group, jid, action);
  twin.emit(instance, 'group-participants.update', { id: group.id, participants, action });
  return undefined;
};

function applyAction(group: StoredGroup, jid: string, action: unknown): void {
  const index = group.participants.findIndex((p) => p.id === jid);
  const member = group.participants[index];
  if (action === 'add' && !member) group.participants.push({ id: jid, admin: null });
  if (action === 'remove' && member) group.participants.splice(index, 1);
  if (action === 'promote' && member) member.admin = 'admin';
  if (action === 'demote' && member) member.admin = null;
}

export const createGroup: Handler = ({ instance, body }, twin) => {
  if (!instance || !isObject(body) || typeof body['subject'] !== 'string') return undefined;
  const now = Math.floor(twin.clock() / 1000);
  const owner = instance.ownerJid ?? jidOf('5511900000000');
  const id = `1203630${drawn(twin.random, '0123456789', 11)}@g.us`;
  const members: GroupParticipant[] = (Array.isArray(body['participants']) ? body['participants'] : [])
    .filter((p): p is string => typeof p === 'string')
    .map((p) => ({ id: jidOf(p), admin: body['promoteParticipants'] === true ? 'admin' : null }));
  const group: StoredGroup = {
    id,
    subject: body['subject'],
    subjectOwner: owner,
    subjectTime: now,
    description: typeof body['description'] === 'string' ? body['description'] : null,
    owner,
    creation: now,
    restrict: false,
    announce: false,
    participants: [{ id: owner, admin: 'superadmin' }, ...members],
    inviteCode: drawn(twin.random, ALPHANUMERIC, 22),
    ephemeralDuration: 0,
    pictureUrl: null,
  };
  capped(instance.groups, id, group, LIMITS.groups);
  twin.emit(instance, 'groups.upsert', [metadata(group)]);
  return answer(201, metadata(group));
};

export const fetchInviteCode: Handler = (call) => {
  const target = groupOf(call);
  if (!target) return undefined;
  if (!target.group) return failure(404, ['No invite code', NOT_IN_GROUP]);
  return answer(200, { inviteUrl: `https://chat.whatsapp.com/${target.group.inviteCode}`, inviteCode: target.group.inviteCode });
};

export const revokeInviteCode: Handler = (call, twin) => {
  const target = groupOf(call);
  if (!target) return undefined;
  if (!target.group) return failure(404, ['Revoke error', NOT_IN_GROUP]);
  target.group.inviteCode = drawn(twin.random, ALPHANUMERIC, 22);
  return answer(201, { revoked: true, inviteCode: target.group.inviteCode });
};

export const findGroupInfoByInviteCode: Handler = ({ instance, query }) => {
  if (!instance) return undefined;
  const code = typeof query['inviteCode'] === 'string' ? query['inviteCode'] : '';
  const group = [...instance.groups.values()].find((g) => g.inviteCode === code);
  return group ? answer(200, metadata(group)) : failure(404, ['No invite info', code]);
};

export const leaveGroup: Handler = (call, twin) => {
  const target = groupOf(call);
  if (!target) return undefined;
  if (!target.group) return failure(400, ['Unable to leave the group', NOT_IN_GROUP]);
  target.instance.groups.delete(target.jid);
  twin.emit(target.instance, 'group-participants.update', { id: target.jid, participants: [target.instance.ownerJid], action: 'remove' });
  return answer(200, { groupJid: target.jid, leave: true });
};

/** A change of a known group: the store updated, groups.update delivered; an unknown group is WhatsApp's item-not-found. */
function changeGroup(
  call: TwinCall,
  twin: TwinContext,
  failureText: string,
  apply: (group: StoredGroup, body: Record<string, unknown>) => Record<string, unknown> | undefined,
): TwinAnswer | undefined {
  const target = groupOf(call);
  if (!target || !isObject(call.body)) return undefined;
  if (!target.group) return failure(500, [failureText, NOT_IN_GROUP]);
  const changed = apply(target.group, call.body);
  if (changed) twin.emit(target.instance, 'groups.update', [changed]);
  return undefined;
}
