// The resource-shaped facade: which method of `gw` calls which operation. Groups follow the specs'
// tags; each method takes the path parameter (if any), then one object holding the query
// parameters and body fields (if any), then per-call options. One map for every entry: a method
// whose operation an entry's spec lacks is absent from that entry's facade (type and object).
// test/facade.test.ts fails when an operation of the contract is not reachable from here.
import type { Call } from './call.js';
import type { OperationMethod, OperationTable } from './types.js';

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
    /** `PUT /instance/restart/{instance}` in the contract: restart the instance (never retried). */
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
} as const satisfies Record<string, string | Record<string, string>>;

type FacadeMap = typeof FACADE;

/** The methods of one group whose operation `Ops` has. */
type Group<Ops, G extends Record<string, string>> = {
  [M in keyof G as G[M] extends keyof Ops ? M : never]: OperationMethod<Ops, G[M] & keyof Ops>;
};

/** `gw.<group>.<method>(...)` for every operation of `Ops` that the map names, typed from its spec. */
export type Facade<Ops> = {
  [G in keyof FacadeMap as FacadeMap[G] extends string
    ? FacadeMap[G] extends keyof Ops
      ? G
      : never
    : FacadeMap[G] extends Record<string, string>
      ? keyof Group<Ops, FacadeMap[G]> extends never
        ? never
        : G
      : never]: FacadeMap[G] extends string
    ? OperationMethod<Ops, FacadeMap[G] & keyof Ops>
    : FacadeMap[G] extends Record<string, string>
      ? Group<Ops, FacadeMap[G]>
      : never;
};

/** Every facade method as [label, operationId], e.g. ['message.sendList', 'sendList'], in map order. */
export function facadeMethods(): [label: string, operationId: string][] {
  return Object.entries(FACADE).flatMap(([group, entry]): [string, string][] =>
    typeof entry === 'string' ? [[group, entry]] : Object.entries(entry).map(([name, id]): [string, string] => [`${group}.${name}`, id]),
  );
}

/** Builds the facade of the operations in `table` around `call`, which performs one with the method's arguments. */
export function buildFacade<Ops>(call: Call, table: OperationTable<Ops>): Facade<Ops> {
  const has = (id: string) => Object.hasOwn(table, id);
  const bind =
    (id: string, label: string) =>
    (...args: unknown[]) =>
      call(id, label, args);
  const facade: Record<string, unknown> = {};
  for (const [group, entry] of Object.entries(FACADE)) {
    if (typeof entry === 'string') {
      if (has(entry)) facade[group] = bind(entry, group);
      continue;
    }
    const methods = Object.entries(entry).filter(([, id]) => has(id));
    if (methods.length > 0) facade[group] = Object.fromEntries(methods.map(([name, id]) => [name, bind(id, `${group}.${name}`)]));
  }
  return facade as Facade<Ops>;
}
