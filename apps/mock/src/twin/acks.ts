// How the receipts of a message sent to an ordinary number move (--acks, startMock's `acks`, a world's
// `whatsapp.acks`): the world's setting, which receipts.ts carries out.
/**
 * How the receipts of a message sent to an ordinary number (not a test number) move: `none` (the
 * default: it stays PENDING, as before this option), `sent`, `delivered` or `read` (it goes that far
 * at once, a messages.update per step), `manual` (nothing moves until a test steps it).
 */
export const ACK_MODES = ['none', 'sent', 'delivered', 'read', 'manual'] as const;
export type AcksMode = (typeof ACK_MODES)[number];
export const DEFAULT_ACKS: AcksMode = 'none';

/** What `--acks` and startMock's `acks` take, in words, for their errors. */
export const ACK_MODES_TEXT =
  'none (stays PENDING; the default), sent, delivered, read (that far right after the send) or manual (the test steps it)';
