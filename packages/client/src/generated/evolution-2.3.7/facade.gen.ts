// The facade of the spec: every method and the route of its operation.
// Generated from @msg-gateway/openapi/evolution-2.3.7/openapi.json: "Evolution API 2.3.7 as it runs (gateway profile)", info.version 2.3.7.
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
    sendButtons: "sendButtons POST /message/sendButtons/{instance} body",
    sendMedia: "sendMedia POST /message/sendMedia/{instance} body",
    sendPoll: "sendPoll POST /message/sendPoll/{instance} body",
    sendReaction: "sendReaction POST /message/sendReaction/{instance} body",
    sendStatus: "sendStatus POST /message/sendStatus/{instance} body",
    sendTemplate: "sendTemplate POST /message/sendTemplate/{instance} body",
    sendText: "sendText POST /message/sendText/{instance} body",
    sendWhatsAppAudio: "sendWhatsAppAudio POST /message/sendWhatsAppAudio/{instance} body",
    sendPtv: "sendPtv POST /message/sendPtv/{instance} body",
  },
  chat: {
    markMessageAsRead: "markMessageAsRead POST /chat/markMessageAsRead/{instance} body",
    getBase64FromMediaMessage: "getBase64FromMediaMessage POST /chat/getBase64FromMediaMessage/{instance} body",
    findChats: "findChats POST /chat/findChats/{instance} body? :a",
    archiveChat: "archiveChat POST /chat/archiveChat/{instance} body idempotent",
    deleteMessageForEveryone: "deleteMessageForEveryone DELETE /chat/deleteMessageForEveryone/{instance} body",
    findContacts: "findContacts POST /chat/findContacts/{instance} body? idempotent :a",
    findMessages: "findMessages POST /chat/findMessages/{instance} body? idempotent",
    findStatusMessage: "findStatusMessage POST /chat/findStatusMessage/{instance} body? idempotent :a",
    markUnread: "markChatUnread POST /chat/markChatUnread/{instance} body idempotent",
    sendPresence: "sendPresence POST /chat/sendPresence/{instance} body",
    updateBlockStatus: "updateBlockStatus POST /chat/updateBlockStatus/{instance} body idempotent",
    updateMessage: "updateMessage POST /chat/updateMessage/{instance} body",
    whatsappNumbers: "whatsappNumbers POST /chat/whatsappNumbers/{instance} body? idempotent :a",
    findByRemoteJid: "findChatByRemoteJid GET /chat/findChatByRemoteJid/{instance}?remoteJid idempotent :on",
  },
  profile: {
    updateProfilePicture: "updateProfilePicture POST /chat/updateProfilePicture/{instance} body",
    updatePrivacySettings: "updatePrivacySettings POST /chat/updatePrivacySettings/{instance} body",
    fetchPrivacySettings: "fetchPrivacySettings GET /chat/fetchPrivacySettings/{instance} idempotent",
    fetchBusinessProfile: "fetchBusinessProfile POST /chat/fetchBusinessProfile/{instance} body? idempotent",
    fetchProfile: "fetchProfile POST /chat/fetchProfile/{instance} body? idempotent",
    fetchProfilePictureUrl: "fetchProfilePictureUrl POST /chat/fetchProfilePictureUrl/{instance} body idempotent",
    removeProfilePicture: "removeProfilePicture DELETE /chat/removeProfilePicture/{instance} idempotent",
    updateProfileName: "updateProfileName POST /chat/updateProfileName/{instance} body? idempotent",
    updateProfileStatus: "updateProfileStatus POST /chat/updateProfileStatus/{instance} body? idempotent",
  },
  instance: {
    setPresence: "setPresence POST /instance/setPresence/{instance} body",
    connect: "connectInstance GET /instance/connect/{instance}?number idempotent",
    connectionState: "connectionState GET /instance/connectionState/{instance} idempotent",
    logout: "logoutInstance DELETE /instance/logout/{instance}",
    restart: "restartInstance POST /instance/restart/{instance}",
    create: "createInstance POST /instance/create body",
    delete: "deleteInstance DELETE /instance/delete/{instance} idempotent",
    fetchInstances: "fetchInstances GET /instance/fetchInstances?instanceName&instanceId&number idempotent :a",
  },
  group: {
    updateParticipant: "updateParticipant POST /group/updateParticipant/{instance}?groupJid body",
    updateDescription: "updateGroupDescription POST /group/updateGroupDescription/{instance}?groupJid body",
    updateSubject: "updateGroupSubject POST /group/updateGroupSubject/{instance}?groupJid body",
    participants: "fetchGroupParticipants GET /group/participants/{instance}?groupJid idempotent",
    inviteInfo: "findGroupInfoByInviteCode GET /group/inviteInfo/{instance}?inviteCode idempotent",
    acceptInviteCode: "acceptInviteCode GET /group/acceptInviteCode/{instance}?inviteCode",
    create: "createGroup POST /group/create/{instance} body",
    fetchAll: "fetchAllGroups GET /group/fetchAllGroups/{instance}?getParticipants idempotent :a",
    inviteCode: "fetchInviteCode GET /group/inviteCode/{instance}?groupJid idempotent",
    findInfos: "findGroupInfos GET /group/findGroupInfos/{instance}?groupJid idempotent",
    leaveGroup: "leaveGroup DELETE /group/leaveGroup/{instance}?groupJid idempotent",
    revokeInviteCode: "revokeInviteCode POST /group/revokeInviteCode/{instance}?groupJid",
    sendInvite: "sendGroupInvite POST /group/sendInvite/{instance} body",
    toggleEphemeral: "toggleEphemeral POST /group/toggleEphemeral/{instance}?groupJid body",
    updatePicture: "updateGroupPicture POST /group/updateGroupPicture/{instance}?groupJid body",
    updateSetting: "updateGroupSetting POST /group/updateSetting/{instance}?groupJid body",
  },
  webhook: {
    find: "findWebhook GET /webhook/find/{instance} idempotent :on",
    set: "setWebhook POST /webhook/set/{instance} body idempotent",
  },
  label: {
    findLabels: "findLabels GET /label/findLabels/{instance} idempotent :a",
    handleLabel: "handleLabel POST /label/handleLabel/{instance} body idempotent",
  },
  proxy: {
    find: "findProxy GET /proxy/find/{instance} idempotent :on",
    set: "setProxy POST /proxy/set/{instance} body idempotent",
  },
  settings: {
    find: "findSettings GET /settings/find/{instance} idempotent :on",
    set: "setSettings POST /settings/set/{instance} body idempotent",
  },
  template: {
    create: "createTemplate POST /template/create/{instance} body",
    find: "findTemplates GET /template/find/{instance} idempotent :a",
    delete: "deleteTemplate DELETE /template/delete/{instance} body",
    edit: "editTemplate POST /template/edit/{instance} body idempotent",
  },
  business: {
    getCatalog: "getCatalog POST /business/getCatalog/{instance} body idempotent",
    getCollections: "getCollections POST /business/getCollections/{instance} body idempotent",
  },
  call: {
    offer: "offerCall POST /call/offer/{instance} body",
  },
} as const;
