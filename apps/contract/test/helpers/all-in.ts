// Flags a test passes to turn on every check: both opt-ins and every input, with values that
// belong to no one.
export const ALL_IN: readonly string[] = [
  '--allow-writes',
  '--allow-sends',
  '--recipient',
  '5511912345678',
  '--group-jid',
  '120363000000000001@g.us',
  '--invite-code',
  'AbCdEfGhIjKlMnOpQrStUv',
  '--message-id',
  '3EB0AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '--sticker-url',
  'https://cdn.test/sticker.webp',
  '--picture-url',
  'https://cdn.test/me.jpg',
];

/** ALL_IN plus a schedule to update. */
export const ALL_IN_WITH_SCHEDULE: readonly string[] = [...ALL_IN, '--schedule-id', '3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48'];
