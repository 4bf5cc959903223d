// Run-time description of every operation of the gateway contract.
// Generated from @msg-gateway/openapi/openapi.json: "Messaging Gateway Interface (Evolution API 2.1.1)", info.version 2.1.1.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

/** Method, path template, path and query parameter names, and request body of every operation. */
export const OPERATIONS = {
  getInformation: { method: "GET", path: "/", pathParams: [], query: [], body: "none" },
  sendList: { method: "POST", path: "/message/sendList/{instance}", pathParams: ["instance"], query: [], body: "required" },
  sendLocation: { method: "POST", path: "/message/sendLocation/{instance}", pathParams: ["instance"], query: [], body: "required" },
  sendSticker: { method: "POST", path: "/message/sendSticker/{instance}", pathParams: ["instance"], query: [], body: "required" },
  sendContact: { method: "POST", path: "/message/sendContact/{instance}", pathParams: ["instance"], query: [], body: "required" },
  createSchedule: { method: "POST", path: "/schedule", pathParams: [], query: [], body: "required" },
  updateSchedule: { method: "PUT", path: "/schedule/{scheduleID}", pathParams: ["scheduleID"], query: [], body: "required" },
  markMessageAsRead: { method: "POST", path: "/chat/markMessageAsRead/{instance}", pathParams: ["instance"], query: [], body: "required" },
  getBase64FromMediaMessage: { method: "POST", path: "/chat/getBase64FromMediaMessage/{instance}", pathParams: ["instance"], query: [], body: "required" },
  updateProfilePicture: { method: "POST", path: "/chat/updateProfilePicture/{instance}", pathParams: ["instance"], query: [], body: "required" },
  updatePrivacySettings: { method: "POST", path: "/chat/updatePrivacySettings/{instance}", pathParams: ["instance"], query: [], body: "required" },
  fetchPrivacySettings: { method: "GET", path: "/chat/fetchPrivacySettings/{instance}", pathParams: ["instance"], query: [], body: "none" },
  findChats: { method: "POST", path: "/chat/findChats/{instance}", pathParams: ["instance"], query: [], body: "none" },
  setPresence: { method: "POST", path: "/instance/setPresence/{instance}", pathParams: ["instance"], query: [], body: "required" },
  connectInstance: { method: "GET", path: "/instance/connect/{instance}", pathParams: ["instance"], query: ["number"], body: "none" },
  connectionState: { method: "GET", path: "/instance/connectionState/{instance}", pathParams: ["instance"], query: [], body: "none" },
  logoutInstance: { method: "DELETE", path: "/instance/logout/{instance}", pathParams: ["instance"], query: [], body: "none" },
  restartInstance: { method: "PUT", path: "/instance/restart/{instance}", pathParams: ["instance"], query: [], body: "none" },
  updateParticipant: { method: "POST", path: "/group/updateParticipant/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "required" },
  updateGroupDescription: { method: "POST", path: "/group/updateGroupDescription/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "required" },
  updateGroupSubject: { method: "POST", path: "/group/updateGroupSubject/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "required" },
  fetchGroupParticipants: { method: "GET", path: "/group/participants/{instance}", pathParams: ["instance"], query: ["groupJid"], body: "none" },
  findGroupInfoByInviteCode: { method: "GET", path: "/group/inviteInfo/{instance}", pathParams: ["instance"], query: ["inviteCode"], body: "none" },
  findWebhook: { method: "GET", path: "/webhook/find/{instance}", pathParams: ["instance"], query: [], body: "none" },
} as const;
