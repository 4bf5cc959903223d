// The safety model: which operations may run against a live gateway, and with what opt-in.
//
//   read   runs by default: reads state, changes nothing
//   write  needs --allow-writes: changes the instance, its profile, groups or schedules
//   send   needs --allow-sends and --recipient: delivers a message to someone
//
// Every value that points at a person, a group or a message comes from a flag, never from the
// document's examples (whose numbers may belong to someone): an operation whose input is missing
// is skipped and the report names the flag. An operation this table does not know (a new one in
// the spec) is treated as a write until it is classified here.
//
// This module is the only place that knows the table: `policyOf` takes the operation itself, so the
// classification can move into the spec (`x-` extensions, like `x-idempotent`) without its callers
// changing.
import type { Operation } from '../description/contract.js';

export type Mode = 'read' | 'write' | 'send';
export type InputName = 'groupJid' | 'inviteCode' | 'messageId' | 'recipient' | 'scheduleId';
export type Inputs = Partial<Record<InputName, string>>;

export interface Policy {
  mode: Mode;
  /** Inputs without which the success check is skipped. */
  needs?: readonly InputName[];
  /** Runs after everything else, in this order (they disturb the connection). */
  last?: number;
  /** True when the table does not know the operation (treated as a write). */
  unclassified?: boolean;
}

/** The flag that provides each input. */
export const INPUT_FLAGS: Record<InputName, string> = {
  groupJid: '--group-jid <jid>',
  inviteCode: '--invite-code <code>',
  messageId: '--message-id <id>',
  recipient: '--recipient <number>',
  scheduleId: '--schedule-id <uuid>',
};

/** What each input is, for skip reasons ("needs a group JID"). */
export const INPUT_NAMES: Record<InputName, string> = {
  groupJid: 'a group JID',
  inviteCode: 'an invite code',
  messageId: 'a message id',
  recipient: 'a recipient number',
  scheduleId: 'a schedule id',
};

export const MODE_FLAGS: Record<Mode, readonly string[]> = { read: [], write: ['--allow-writes'], send: ['--allow-sends'] };

export const MODE_REASON: Record<Mode, string> = {
  read: 'reads only',
  write: 'changes state on the gateway (write)',
  send: 'sends a message (send)',
};

export const OPERATION_POLICY: Readonly<Record<string, Policy>> = {
  getInformation: { mode: 'read' },
  connectionState: { mode: 'read' },
  fetchPrivacySettings: { mode: 'read' },
  findChats: { mode: 'read' },
  findWebhook: { mode: 'read' },
  fetchGroupParticipants: { mode: 'read', needs: ['groupJid'] },
  findGroupInfoByInviteCode: { mode: 'read', needs: ['inviteCode'] },
  getBase64FromMediaMessage: { mode: 'read', needs: ['messageId'] },

  updateProfilePicture: { mode: 'write' },
  updatePrivacySettings: { mode: 'write' },
  setPresence: { mode: 'write' },
  // Sends read receipts for a message in the chat with --recipient.
  markMessageAsRead: { mode: 'write', needs: ['messageId', 'recipient'] },
  // A schedule delivers its text to `phone` later: that phone is --recipient, never the example's.
  createSchedule: { mode: 'write', needs: ['recipient'] },
  // The schedule to update is --schedule-id, or the one createSchedule made earlier in the run.
  updateSchedule: { mode: 'write', needs: ['recipient', 'scheduleId'] },
  // Adds (the example's action) --recipient to the group --group-jid.
  updateParticipant: { mode: 'write', needs: ['groupJid', 'recipient'] },
  updateGroupDescription: { mode: 'write', needs: ['groupJid'] },
  updateGroupSubject: { mode: 'write', needs: ['groupJid'] },
  connectInstance: { mode: 'write', last: 1 },
  restartInstance: { mode: 'write', last: 2 },
  logoutInstance: { mode: 'write', last: 3 },

  sendList: { mode: 'send', needs: ['recipient'] },
  sendLocation: { mode: 'send', needs: ['recipient'] },
  sendSticker: { mode: 'send', needs: ['recipient'] },
  sendContact: { mode: 'send', needs: ['recipient'] },
};

const UNCLASSIFIED: Policy = { mode: 'write', unclassified: true };

export function policyOf(operation: Pick<Operation, 'operationId'>): Policy {
  return Object.hasOwn(OPERATION_POLICY, operation.operationId) ? (OPERATION_POLICY[operation.operationId] ?? UNCLASSIFIED) : UNCLASSIFIED;
}

/** Whether the opt-ins of a run allow an operation of this mode to act. */
export function modeAllowed(mode: Mode, optIns: { allowWrites: boolean; allowSends: boolean }): boolean {
  if (mode === 'read') return true;
  return mode === 'write' ? optIns.allowWrites : optIns.allowSends;
}
