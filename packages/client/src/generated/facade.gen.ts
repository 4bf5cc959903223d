// The facade of the spec: every method and the route of its operation.
// Generated from @msg-gateway/openapi/openapi.json: "Messaging Gateway Interface", info.version 2.1.1.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

/**
 * Every operation of the spec as `gw.<group>.<method>` (scripts/facade.js states the naming rule), with
 * its route: "<operationId> <METHOD> <path>[?<query>&…][ body| body?][ idempotent][ :<kinds>]" (src/core/routes.ts).
 */
export const FACADE = {
  information: "getInformation GET / idempotent",
  message: {
    sendList: "sendList POST /message/sendList/{instance} body",
    sendLocation: "sendLocation POST /message/sendLocation/{instance} body",
    sendSticker: "sendSticker POST /message/sendSticker/{instance} body",
    sendContact: "sendContact POST /message/sendContact/{instance} body",
  },
  schedule: {
    create: "createSchedule POST /schedule body",
    update: "updateSchedule PUT /schedule/{scheduleID} body idempotent",
  },
  chat: {
    markMessageAsRead: "markMessageAsRead POST /chat/markMessageAsRead/{instance} body",
    getBase64FromMediaMessage: "getBase64FromMediaMessage POST /chat/getBase64FromMediaMessage/{instance} body",
    findChats: "findChats POST /chat/findChats/{instance} :a",
  },
  profile: {
    updateProfilePicture: "updateProfilePicture POST /chat/updateProfilePicture/{instance} body",
    updatePrivacySettings: "updatePrivacySettings POST /chat/updatePrivacySettings/{instance} body",
    fetchPrivacySettings: "fetchPrivacySettings GET /chat/fetchPrivacySettings/{instance} idempotent",
  },
  instance: {
    setPresence: "setPresence POST /instance/setPresence/{instance} body",
    connect: "connectInstance GET /instance/connect/{instance}?number idempotent",
    connectionState: "connectionState GET /instance/connectionState/{instance} idempotent",
    logout: "logoutInstance DELETE /instance/logout/{instance}",
    restart: "restartInstance PUT /instance/restart/{instance}",
  },
  group: {
    updateParticipant: "updateParticipant POST /group/updateParticipant/{instance}?groupJid body",
    updateDescription: "updateGroupDescription POST /group/updateGroupDescription/{instance}?groupJid body",
    updateSubject: "updateGroupSubject POST /group/updateGroupSubject/{instance}?groupJid body",
    participants: "fetchGroupParticipants GET /group/participants/{instance}?groupJid idempotent",
    inviteInfo: "findGroupInfoByInviteCode GET /group/inviteInfo/{instance}?inviteCode idempotent",
  },
  webhook: {
    find: "findWebhook GET /webhook/find/{instance} idempotent",
  },
} as const;
