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

/**
 * ALL_IN with the group, invite code and message the mock's default world holds (the description's
 * examples): the twin answers an id it does not hold as the gateway answers an unknown one.
 */
export const ALL_IN_MOCK_WORLD: readonly string[] = ALL_IN.map((value, i) => {
  const flag = ALL_IN[i - 1];
  if (flag === '--group-jid') return '120363025246125486@g.us';
  if (flag === '--invite-code') return 'F1EX5QZxO181L3TMVP31gY';
  if (flag === '--message-id') return '3EB0E5F6A7B8C9D0E1F2A3B4C5D6E7F8A9B0C1D2';
  return value;
});
