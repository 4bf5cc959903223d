// The event names an instance's webhook can list, as 2.1.1 has them (evolution-api@4ca141b4:
// src/api/integrations/event/event.controller.ts, EventController.events): a webhook set enabled with
// no events is subscribed to these 27. INSTANCE_CREATE and INSTANCE_DELETE are not among them: they
// reach a webhook only when it lists them (the create body's webhook, whose list is not checked, or
// the gateway's global webhook). The errors webhook (ERRORS) is not an instance subscription at all.
export const DEFAULT_EVENTS: readonly string[] = [
  'APPLICATION_STARTUP',
  'QRCODE_UPDATED',
  'MESSAGES_SET',
  'MESSAGES_UPSERT',
  'MESSAGES_EDITED',
  'MESSAGES_UPDATE',
  'MESSAGES_DELETE',
  'SEND_MESSAGE',
  'CONTACTS_SET',
  'CONTACTS_UPSERT',
  'CONTACTS_UPDATE',
  'PRESENCE_UPDATE',
  'CHATS_SET',
  'CHATS_UPSERT',
  'CHATS_UPDATE',
  'CHATS_DELETE',
  'GROUPS_UPSERT',
  'GROUP_UPDATE',
  'GROUP_PARTICIPANTS_UPDATE',
  'CONNECTION_UPDATE',
  'LABELS_EDIT',
  'LABELS_ASSOCIATION',
  'CALL',
  'TYPEBOT_START',
  'TYPEBOT_CHANGE_STATUS',
  'REMOVE_INSTANCE',
  'LOGOUT_INSTANCE',
];

/** The name of the errors webhook's entry: its own URL, its own shape. */
export const ERRORS_EVENT = 'ERRORS';
