// Which numbers are on WhatsApp in the twin's world, as 2.1.1 asks WhatsApp before every send
// (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts:
// whatsappNumber, which answers `{exists, jid, name?, number}` per number, and sendMessageWithTyping,
// which refuses a number that is not there with 400 and that very object as the message).
//
// The rule of the default world, like a telephone test range:
//   - a plausible number, 8 to 15 digits once `+`, spaces, parentheses and dashes are dropped (or a
//     user JID `<digits>@s.whatsapp.net` of that length), is on WhatsApp;
//   - except the range reserved for fiction in North America, +1 NXX 555-0100 to 555-0199 (e.g.
//     +1 212 555 0123): never on WhatsApp, so a test can reach the "not on WhatsApp" 400 by number;
//   - anything else (`not-a-number`, `123`) is not on WhatsApp.
// A world's state overrides it number by number: `whatsapp.notOnWhatsApp` and `whatsapp.onWhatsApp`
// of a state file, `mock.load()` or `PUT /__mock/state`.
import { jidOf } from '../common/jid.js';
import type { AcksMode } from './acks.js';

export interface WhatsAppNumbers {
  notOnWhatsApp?: string[] | undefined;
  onWhatsApp?: string[] | undefined;
  /** The numbers that answer back, instead of the default test number (test-numbers.ts). */
  echo?: string[] | undefined;
  /** The numbers that are offline, instead of the default test number. */
  offline?: string[] | undefined;
  /** The numbers that never read, instead of the default test number. */
  neverReads?: string[] | undefined;
  /** How the receipts of a message sent to any other number move (receipts.ts); replaces --acks. */
  acks?: AcksMode | undefined;
}

/** The reserved fictional range: 1, a three-digit area code, 555, 0100 to 0199. */
const FICTIONAL = /^1\d{3}55501\d{2}$/;
const PLAUSIBLE = /^[\d\s+()-]+$/;

/** The user JID a number stands for, or undefined for a group, a broadcast or a status. */
export function userJidOf(number: string): string | undefined {
  const jid = jidOf(number);
  return jid.endsWith('@s.whatsapp.net') ? jid : undefined;
}

/** Whether `number` (a number or a user JID) is on WhatsApp in a world with these overrides. */
export function isOnWhatsApp(number: string, overrides: WhatsAppNumbers | undefined): boolean {
  const jid = jidOf(number);
  const listed = (list: string[] | undefined): boolean => (list ?? []).some((n) => jidOf(n) === jid);
  if (listed(overrides?.onWhatsApp)) return true;
  if (listed(overrides?.notOnWhatsApp)) return false;
  const digits = jid.split('@')[0] ?? '';
  const written = number.trim().endsWith('@s.whatsapp.net') ? /^\d+$/.test(digits) : PLAUSIBLE.test(number.trim());
  return written && digits.length >= 8 && digits.length <= 15 && !FICTIONAL.test(digits);
}

/** What 2.1.1's whatsappNumber says of one user number (`name` when a contact of that JID has one). */
export function onWhatsAppAnswer(
  number: string,
  overrides: WhatsAppNumbers | undefined,
  nameOf: (jid: string) => string | null | undefined,
): { exists: boolean; jid: string; name?: string; number: string } {
  const jid = jidOf(number);
  const name = nameOf(jid);
  return { exists: isOnWhatsApp(number, overrides), jid, ...(typeof name === 'string' && { name }), number };
}
