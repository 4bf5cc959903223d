// Run-time description of every operation of the spec.
// Generated from @msg-gateway/openapi/evolution-2.1.1/openapi.json: "Evolution API 2.1.1 as it runs (gateway profile)", info.version 2.1.1.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

/** Method, path template, path and query parameter names, request body and retry safety (x-idempotent) of every operation. */
export const OPERATIONS = {
  getInformation: { method: "GET", path: "/", pathParams: [], query: [], body: "none", idempotent: true },
  sendList: { method: "POST", path: "/message/sendList/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  sendLocation: { method: "POST", path: "/message/sendLocation/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  sendSticker: { method: "POST", path: "/message/sendSticker/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  sendContact: { method: "POST", path: "/message/sendContact/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  markMessageAsRead: { method: "POST", path: "/chat/markMessageAsRead/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  getBase64FromMediaMessage: { method: "POST", path: "/chat/getBase64FromMediaMessage/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  updateProfilePicture: { method: "POST", path: "/chat/updateProfilePicture/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  updatePrivacySettings: { method: "POST", path: "/chat/updatePrivacySettings/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  fetchPrivacySettings: { method: "GET", path: "/chat/fetchPrivacySettings/{instance}", pathParams: ["instance"], query: [], body: "none", idempotent: true },
  findChats: { method: "POST", path: "/chat/findChats/{instance}", pathParams: ["instance"], query: [], body: "optional", idempotent: false },
  setPresence: { method: "POST", path: "/instance/setPresence/{instance}", pathParams: ["instance"], query: [], body: "required", idempotent: false },
  connectInstance: { method: "GET", path: "/instance/connect/{instance}", pathParams: ["instance"], query: ["number"], body: "none", idempotent: true },
  connectionState: { method: "GET", path: "/instance/connectionState/{instance}", pathParams: ["instance"], query: [], body: "none", idempotent: true },
  logoutInstance: { method: "DELETE", path: "/instance/logout/{instance}", pathParams: ["instance"], query: [], body: "none", idempotent: false },
  restartInstance: { method: "POST", path: "/instance/restart/{instance}", pathParams: ["instance"], query: [], body: "none", idempotent: false },
  updateParticipant: { method: "POST", path: "/group/updateParticipant/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "required", idempotent: false },
  updateGroupDescription: { method: "POST", path: "/group/updateGroupDescription/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "required", idempotent: false },
  updateGroupSubject: { method: "POST", path: "/group/updateGroupSubject/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "required", idempotent: false },
  fetchGroupParticipants: { method: "GET", path: "/group/participants/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "none", idempotent: true },
  findGroupInfoByInviteCode: { method: "GET", path: "/group/inviteInfo/{instance}", pathParams: ["instance"], query: ["inviteCode"], body: "none", idempotent: true },
  findWebhook: { method: "GET", path: "/webhook/find/{instance}", pathParams: ["instance"], query: [], body: "none", idempotent: true },
} as const;
