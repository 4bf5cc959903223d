// Two things the phone page works out that the gateway does not store: which chats are one person's
// (an `@lid` chat and the phone JID the bot answers), and the sends the gateway refused (a reply to
// a number that is not on WhatsApp answers 400 and stores nothing, yet the person at the page must
// see that the reply did not go). Refusals come from the request log, so they are as bounded as it is.
import type { RecordedRequest } from '../server/requests/recorder.js';
import type { StoredMessage } from '../twin/instance.js';
import type { PhoneMessage } from './view.js';

/** Maps each chat JID to the one the page shows it under: an `@lid` JID to its phone JID, when a message named it. */
export function chatKeyOf(messages: readonly StoredMessage[]): (jid: string) => string {
  const phoneOf = new Map<string, string>();
  for (const { key } of messages) {
    if (key.remoteJid.endsWith('@lid') && key.remoteJidAlt?.endsWith('@s.whatsapp.net')) phoneOf.set(key.remoteJid, key.remoteJidAlt);
  }
  return (jid) => phoneOf.get(jid) ?? jid;
}

/** The JID a send's `number` reaches: a JID as given, else its digits on WhatsApp's phone domain. */
export function recipientJid(number: string): string | undefined {
  if (number.includes('@')) return number;
  const digits = number.replace(/\D/g, '');
  return digits === '' ? undefined : `${digits}@s.whatsapp.net`;
}

/** What a refused send said, as the bubble shows it: its text or caption, else nothing. */
function wordsOf(body: Record<string, unknown>): string {
  for (const key of ['text', 'caption', 'name', 'fileName']) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/** The sends of `instance` the gateway refused (a status of 400 or more), each as a bubble in its recipient's chat. */
export function refusalsOf(
  instance: string,
  requests: readonly RecordedRequest[],
  isSend: (operationId: string) => boolean,
): { jid: string; message: PhoneMessage }[] {
  const refusals: { jid: string; message: PhoneMessage }[] = [];
  for (const [index, request] of requests.entries()) {
    const { operationId, status, body } = request;
    if (request.instance !== instance || operationId === undefined || status === undefined || status < 400) continue;
    if (!isSend(operationId) || body === null || typeof body !== 'object' || Array.isArray(body)) continue;
    const fields = body as Record<string, unknown>;
    const jid = typeof fields['number'] === 'string' ? recipientJid(fields['number']) : undefined;
    if (jid === undefined) continue;
    refusals.push({
      jid,
      message: {
        id: `refused-${index}`,
        fromMe: true,
        text: wordsOf(fields),
        messageType: operationId,
        status: 'ERROR',
        timestamp: Math.floor(request.at / 1000),
        pushName: null,
        refused: { status, operationId },
      },
    });
  }
  return refusals;
}
