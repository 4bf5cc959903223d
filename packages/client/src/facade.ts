// The resource-shaped facade: which method of `gw` calls which operation of the contract.
// Groups follow the spec's tags; each method takes the path parameter (if any), then one object
// holding the query parameters and body fields (if any), then per-call options.
// test/facade.test.ts fails when an operation of the spec is not reachable from here.
import type { Call } from './call.js';
import type { OperationId, OperationMethod } from './types.js';

export const FACADE = {
  message: {
    /** `POST /message/sendList/{instance}`: send a list message. */
    sendList: 'sendList',
    /** `POST /message/sendLocation/{instance}`: send a location. */
    sendLocation: 'sendLocation',
    /** `POST /message/sendSticker/{instance}`: send a sticker (URL or base64). */
    sendSticker: 'sendSticker',
    /** `POST /message/sendContact/{instance}`: send contact cards. */
    sendContact: 'sendContact',
  },
  schedule: {
    /** `POST /schedule`: create a scheduled message. */
    create: 'createSchedule',
    /** `PUT /schedule/{scheduleID}`: replace a scheduled message (repeatable: retried like a GET). */
    update: 'updateSchedule',
  },
  chat: {
    /** `POST /chat/markMessageAsRead/{instance}`: mark messages as read. */
    markMessageAsRead: 'markMessageAsRead',
    /** `POST /chat/getBase64FromMediaMessage/{instance}`: fetch a media message as base64. */
    getBase64FromMediaMessage: 'getBase64FromMediaMessage',
    /** `POST /chat/findChats/{instance}`: list the chats. */
    findChats: 'findChats',
  },
  profile: {
    /** `POST /chat/updateProfilePicture/{instance}`: change the profile picture. */
    updateProfilePicture: 'updateProfilePicture',
    /** `POST /chat/updatePrivacySettings/{instance}`: change the privacy settings. */
    updatePrivacySettings: 'updatePrivacySettings',
    /** `GET /chat/fetchPrivacySettings/{instance}`: read the privacy settings. */
    fetchPrivacySettings: 'fetchPrivacySettings',
  },
  instance: {
    /** `POST /instance/setPresence/{instance}`: set the presence. */
    setPresence: 'setPresence',
    /** `GET /instance/connect/{instance}`: connect; with `{ number }`, request a pairing code. */
    connect: 'connectInstance',
    /** `GET /instance/connectionState/{instance}`: read the connection state. */
    connectionState: 'connectionState',
    /** `DELETE /instance/logout/{instance}`: log the instance out. */
    logout: 'logoutInstance',
    /** `PUT /instance/restart/{instance}`: restart the instance (never retried). */
    restart: 'restartInstance',
  },
  group: {
    /** `POST /group/updateParticipant/{instance}?groupJid=`: add, remove, promote or demote members. */
    updateParticipant: 'updateParticipant',
    /** `POST /group/updateGroupDescription/{instance}?groupJid=`: change the description. */
    updateDescription: 'updateGroupDescription',
    /** `POST /group/updateGroupSubject/{instance}?groupJid=`: change the subject. */
    updateSubject: 'updateGroupSubject',
    /** `GET /group/participants/{instance}?groupJid=`: list the members. */
    participants: 'fetchGroupParticipants',
    /** `GET /group/inviteInfo/{instance}?inviteCode=`: look a group up by invite code. */
    inviteInfo: 'findGroupInfoByInviteCode',
  },
  webhook: {
    /** `GET /webhook/find/{instance}`: read the webhook configuration. */
    find: 'findWebhook',
  },
  /** `GET /`: read the service information (state and version). */
  information: 'getInformation',
} as const satisfies Record<string, OperationId | Record<string, OperationId>>;

type FacadeMap = typeof FACADE;

/** `gw.<group>.<method>(...)` for every operation, typed from the contract. */
export type Facade = {
  [G in keyof FacadeMap]: FacadeMap[G] extends OperationId
    ? OperationMethod<FacadeMap[G]>
    : { [M in keyof FacadeMap[G]]: FacadeMap[G][M] extends OperationId ? OperationMethod<FacadeMap[G][M]> : never };
};

/** Builds the facade around `call`, which performs operation `id` with the method's arguments. */
export function buildFacade(call: Call): Facade {
  const bind = (id: OperationId, label: string) => (...args: unknown[]) => call(id, label, args);
  const facade: Record<string, unknown> = {};
  for (const [group, entry] of Object.entries(FACADE)) {
    if (typeof entry === 'string') {
      facade[group] = bind(entry, group);
      continue;
    }
    const methods: Record<string, unknown> = {};
    for (const [name, id] of Object.entries(entry)) methods[name] = bind(id, `${group}.${name}`);
    facade[group] = methods;
  }
  return facade as Facade;
}
