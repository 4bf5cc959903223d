// Drawing the world and the webhook log: each list is drawn again from the data it shows (the
// data is small and bounded, view.ts), keeping what the reader opened or scrolled.
import type { DeliveryEntry } from '../delivery-log.js';
import type { PhoneChat, PhoneInstance, PhoneMessage } from '../view.js';
import { button, byId, clock, el } from './dom.js';

/** What the instance list's buttons do. */
export interface InstanceActions {
  select(name: string): void;
  connect(name: string): void;
  scan(name: string): void;
  disconnect(name: string): void;
}

export function renderInstances(instances: PhoneInstance[], selected: string | undefined, actions: InstanceActions): void {
  const list = byId('instances');
  list.replaceChildren(
    ...instances.map((instance) => instanceItem(instance, instance.name === selected, actions)),
    ...(instances.length === 0
      ? [el('li', { class: 'empty', text: 'No instances yet: create one (POST /instance/create or the control API).' })]
      : []),
  );
}

function instanceItem(instance: PhoneInstance, selected: boolean, actions: InstanceActions): HTMLLIElement {
  const { name, state } = instance;
  const item = el(
    'li',
    { class: selected ? 'selected' : '', attrs: { 'data-instance': name } },
    el('span', { class: 'name', text: name }),
    el('span', { class: `state ${state}`, text: instance.deleting ? 'deleting' : state, attrs: { 'data-state': state } }),
    el('span', {
      class: 'owner',
      text: instance.ownerJid ? `${instance.profileName ?? 'account'} · ${instance.ownerJid.split('@')[0]}` : 'not paired',
    }),
    qrBlock(instance, actions),
    el(
      'div',
      { class: 'actions' },
      state === 'close' ? button('Connect', () => actions.connect(name), { attrs: { 'data-action': 'connect' } }) : null,
      state !== 'close'
        ? button('Disconnect', () => actions.disconnect(name), { class: 'plain', attrs: { 'data-action': 'disconnect' } })
        : null,
    ),
  );
  item.addEventListener('click', () => actions.select(name));
  return item;
}

function qrBlock(instance: PhoneInstance, actions: InstanceActions): HTMLElement | null {
  const qr = instance.qr;
  if (!qr) return null;
  // The QR code is what one clicks: the phone scans it.
  const scan = button('', () => actions.scan(instance.name), {
    title: 'Scan it with the phone',
    attrs: { 'data-action': 'scan', 'aria-label': `Scan the QR code of ${instance.name}` },
  });
  scan.replaceChildren(el('img', { attrs: { src: qr.image, alt: `QR code of ${instance.name}`, width: '148', height: '148' } }));
  const note = `Click the code to scan it${qr.pairingCode ? ` · pairing code ${qr.pairingCode}` : ''} · QR ${qr.count}`;
  return el('div', { class: 'qr' }, scan, el('small', { text: note }));
}

export function renderChats(instance: PhoneInstance | undefined, selected: string | undefined, select: (jid: string) => void): void {
  byId('chats-of').textContent = instance ? `of ${instance.name}` : '';
  const chats = instance?.chats ?? [];
  byId('chats').replaceChildren(
    ...chats.map((chat) => chatItem(chat, chat.jid === selected, select)),
    ...(chats.length === 0
      ? [el('li', { class: 'empty', text: instance ? 'No chats yet: start one above.' : 'Choose an instance.' })]
      : []),
  );
}

function chatItem(chat: PhoneChat, selected: boolean, select: (jid: string) => void): HTMLLIElement {
  const last = chat.messages.at(-1);
  const item = el(
    'li',
    { class: selected ? 'selected' : '', attrs: { 'data-chat': chat.jid } },
    el('span', { class: 'who', text: chatTitle(chat.jid, chat.name) }),
    chat.unread > 0 ? el('span', { class: 'unread', text: String(chat.unread), title: `${chat.unread} unread` }) : el('span'),
    el('span', { class: 'last', text: last ? lastLine(last) : '' }),
  );
  item.addEventListener('click', () => select(chat.jid));
  return item;
}

function lastLine(message: PhoneMessage): string {
  const words = message.text || kindLabel(message.messageType);
  return message.refused ? `Not sent: ${words}` : `${message.fromMe ? 'You: ' : ''}${words}`;
}

/**
 * How a chat is called: a group by its subject, a person by their name and number; a name that is
 * only the number again (a pushName WhatsApp filled with it) is said once.
 */
export function chatTitle(jid: string, name: string | null): string {
  const number = jid.split('@')[0] ?? jid;
  if (jid.endsWith('@g.us')) return name ?? `Group ${number}`;
  const phone = jid.endsWith('@s.whatsapp.net') ? `+${number}` : number;
  const named = name !== null && name.trim() !== '' && name.replace(/\D/g, '') !== number;
  return named ? `${name} (${phone})` : phone;
}

/** What a kind of message is called on a phone ("imageMessage" → "Photo"); an unknown kind, in words. */
const KIND_LABELS: Record<string, string> = {
  imageMessage: 'Photo',
  videoMessage: 'Video',
  ptvMessage: 'Video note',
  audioMessage: 'Audio',
  documentMessage: 'Document',
  documentWithCaptionMessage: 'Document',
  stickerMessage: 'Sticker',
  locationMessage: 'Location',
  liveLocationMessage: 'Live location',
  contactMessage: 'Contact',
  contactsArrayMessage: 'Contacts',
  reactionMessage: 'Reaction',
  pollCreationMessage: 'Poll',
  pollCreationMessageV3: 'Poll',
  buttonsResponseMessage: 'Button reply',
  listResponseMessage: 'List reply',
  templateButtonReplyMessage: 'Button reply',
};

export function kindLabel(messageType: string): string {
  const known = KIND_LABELS[messageType];
  if (known !== undefined) return known;
  const words = messageType
    .replace(/Message$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function renderMessages(chat: { jid: string; name: string | null; messages: PhoneMessage[] } | undefined): void {
  const head = byId('chat-head');
  const list = byId('messages');
  if (!chat) {
    head.replaceChildren(el('span', { class: 'muted', text: 'Choose an open instance and a chat' }));
    list.replaceChildren();
    return;
  }
  head.replaceChildren(
    el('span', { class: 'who', text: chatTitle(chat.jid, chat.name) }),
    el('span', { class: 'muted', text: ` · ${chat.jid}` }),
  );
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  list.replaceChildren(...chat.messages.map(bubble));
  if (chat.messages.length === 0) list.append(el('li', { class: 'empty', text: 'No messages yet: type one below as the contact.' }));
  if (atBottom) list.scrollTop = list.scrollHeight;
}

// Drawn with characters every system font has (a clock emoji is a box in a headless browser).
const TICKS: Record<string, string> = { PENDING: '○', ERROR: '!', SERVER_ACK: '✓', DELIVERY_ACK: '✓✓', READ: '✓✓', PLAYED: '✓✓' };

const TEXT_KINDS = new Set(['conversation', 'extendedTextMessage']);

function bubble(message: PhoneMessage): HTMLLIElement {
  if (message.refused) return refusedBubble(message, message.refused);
  const read = message.status === 'READ' || message.status === 'PLAYED';
  return el(
    'li',
    { class: `bubble ${message.fromMe ? 'out' : 'in'}`, attrs: { 'data-id': message.id, 'data-status': message.status } },
    message.image !== undefined
      ? el('img', { class: 'picture', attrs: { src: message.image, alt: message.text || 'Photo', loading: 'lazy' } })
      : null,
    TEXT_KINDS.has(message.messageType) ? null : el('span', { class: 'kind', text: kindLabel(message.messageType) }),
    message.text === '' ? null : el('span', { class: 'text', text: message.text }),
    el(
      'span',
      { class: 'meta' },
      clock(message.timestamp),
      message.fromMe
        ? el('span', { class: `ticks${read ? ' read' : ''}`, text: TICKS[message.status] ?? '', title: message.status })
        : null,
    ),
  );
}

/** A send the gateway refused: the bot's reply that never left, with the status it got. */
function refusedBubble(message: PhoneMessage, refused: { status: number; operationId: string }): HTMLLIElement {
  return el(
    'li',
    { class: 'bubble out refused', attrs: { 'data-id': message.id, 'data-status': 'ERROR', 'data-refused': String(refused.status) } },
    message.text === '' ? el('span', { class: 'kind', text: refused.operationId }) : el('span', { class: 'text', text: message.text }),
    el(
      'span',
      { class: 'meta' },
      clock(message.timestamp),
      el('span', { class: 'failed', text: ` ! Not sent: ${refused.operationId} answered ${refused.status}` }),
    ),
  );
}

export function renderDeliveries(entries: DeliveryEntry[]): void {
  const list = byId('deliveries');
  const open = new Set(Array.from(list.querySelectorAll('details[open]')).map((d) => d.closest('li')?.getAttribute('data-delivery')));
  byId('delivery-count').textContent = entries.length > 0 ? `(${entries.length})` : '';
  list.replaceChildren(
    ...[...entries].reverse().map((entry) => deliveryItem(entry, open.has(String(entry.id)))),
    ...(entries.length === 0 ? [el('li', { class: 'empty', text: 'No deliveries yet. They appear here as the mock sends them.' })] : []),
  );
}

function deliveryItem(entry: DeliveryEntry, open: boolean): HTMLLIElement {
  const last = entry.attempts.at(-1);
  const details = el(
    'details',
    {},
    el(
      'summary',
      {},
      el('span', { class: 'muted', text: clock(entry.at / 1000, true) }),
      el('span', { class: 'event', text: entry.event }),
      el('span', { class: 'muted instance', text: entry.instance }),
      entry.attempts.length > 1
        ? el('span', { class: 'muted tries', text: `${entry.attempts.length}×`, title: `${entry.attempts.length} attempts` })
        : null,
      el('span', { class: `outcome ${entry.outcome}`, text: `${entry.outcome}${last?.status !== undefined ? ` ${last.status}` : ''}` }),
    ),
    el(
      'div',
      { class: 'detail' },
      el('p', { text: `POST ${entry.url}` }),
      entry.reason ? el('p', { text: entry.reason }) : null,
      ...entry.attempts.map((a) =>
        el(
          'p',
          { attrs: { 'data-attempt': String(a.n) } },
          `Attempt ${a.n}: ${a.status ?? 'no answer'} `,
          el('code', { text: a.answer || '(empty body)' }),
          a.retryInMs !== undefined ? ` · retry in ${a.retryInMs} ms` : '',
        ),
      ),
      el('pre', { text: entry.payload }),
    ),
  );
  details.open = open;
  return el('li', { attrs: { 'data-delivery': String(entry.id), 'data-event': entry.event, 'data-outcome': entry.outcome } }, details);
}
