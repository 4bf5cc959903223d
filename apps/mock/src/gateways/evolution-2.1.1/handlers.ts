// Which handler serves each operation on 2.1.1, and which checks its services make before they use the
// account: the twin's shared handlers (twin/handlers/, each citing evolution-api@4ca141b4) and this
// home's own prechecks (prechecks.ts). A version built on 2.1.1 starts from these tables and names
// what it changes.
import * as configuration from '../../twin/handlers/configuration.js';
import * as groups from '../../twin/handlers/groups.js';
import * as instances from '../../twin/handlers/instances.js';
import * as messages from '../../twin/handlers/messages.js';
import * as prechecks from '../../twin/handlers/prechecks.js';
import * as profile from '../../twin/handlers/profile.js';
import * as schedules from '../../twin/handlers/schedules.js';
import * as templates from '../../twin/handlers/templates.js';
import type { Handler } from '../../twin/rules.js';
import * as own from './prechecks.js';
import { groupRecipientCheck, inOrder, ownedMediaCheck211, proxyTestWaits, statusCheck } from './sends.js';

/** 2.1.1's handlers, by the operationId of the route they serve (the contract's and the profile's). */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  connectionState: instances.connectionState,
  connectInstance: instances.connectInstance,
  restartInstance: instances.restartInstance,
  logoutInstance: instances.logoutInstance,
  createInstance: instances.createInstance,
  fetchInstances: instances.fetchInstances,
  deleteInstance: instances.deleteInstance,
  setWebhook: configuration.setWebhook,
  findWebhook: configuration.findWebhook,
  setSettings: configuration.setSettings,
  findSettings: configuration.findSettings,
  findChats: messages.findChats,
  findMessages: messages.findMessages,
  findContacts: messages.findContacts,
  markMessageAsRead: messages.markMessageAsRead,
  getBase64FromMediaMessage: messages.getBase64FromMediaMessage,
  whatsappNumbers: messages.whatsappNumbers,
  fetchPrivacySettings: profile.fetchPrivacySettings,
  updatePrivacySettings: profile.updatePrivacySettings,
  updateProfilePicture: profile.updateProfilePicture,
  removeProfilePicture: profile.removeProfilePicture,
  updateProfileName: profile.updateProfileName,
  updateProfileStatus: profile.updateProfileStatus,
  fetchProfile: profile.fetchProfile,
  fetchProfilePictureUrl: profile.fetchProfilePictureUrl,
  findLabels: profile.findLabels,
  setPresence: profile.setPresence,
  fetchGroupParticipants: groups.fetchGroupParticipants,
  findGroupInfos: groups.findGroupInfos,
  fetchAllGroups: groups.fetchAllGroups,
  updateGroupSubject: groups.updateGroupSubject,
  updateGroupDescription: groups.updateGroupDescription,
  updateParticipant: groups.updateParticipant,
  createGroup: groups.createGroup,
  fetchInviteCode: groups.fetchInviteCode,
  revokeInviteCode: groups.revokeInviteCode,
  findGroupInfoByInviteCode: groups.findGroupInfoByInviteCode,
  leaveGroup: groups.leaveGroup,
  findTemplates: templates.findTemplates,
  createTemplate: templates.createTemplate,
  createSchedule: schedules.createSchedule,
  updateSchedule: schedules.updateSchedule,
};

/** Checks 2.1.1's services make on the request before they use the account, by operationId. */
export const PRECHECKS: Readonly<Record<string, Handler>> = {
  updateProfilePicture: profile.pictureCheck,
  sendReaction: prechecks.reactionCheck,
  // What the send routes refuse before the socket (sends.ts: owned media, a status's recipients, a
  // group recipient looked up while not connected, a proxy's test).
  sendText: inOrder(prechecks.textCheck, groupRecipientCheck),
  sendPoll: groupRecipientCheck,
  sendLocation: groupRecipientCheck,
  sendContact: groupRecipientCheck,
  sendPresence: groupRecipientCheck,
  sendMedia: ownedMediaCheck211('media'),
  sendSticker: inOrder(ownedMediaCheck211('sticker'), prechecks.emptyStickerCheck, groupRecipientCheck),
  sendWhatsAppAudio: inOrder(ownedMediaCheck211('audio'), groupRecipientCheck),
  sendStatus: statusCheck,
  setProxy: proxyTestWaits,
  fetchProfilePictureUrl: prechecks.numberCheck,
  updateMessage: own.editableCheck,
  whatsappNumbers: inOrder(own.numbersListCheck, groupRecipientCheck),
  fetchProfile: own.ownProfileCheck,
  findStatusMessage: prechecks.statusPageCheck,
  findMessages: prechecks.messagesPageCheck,
  findChats: own.whereRemoteJidCheck,
  findContacts: own.whereRemoteJidCheck,
};
