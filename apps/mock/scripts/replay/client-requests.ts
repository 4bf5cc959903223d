// The requests of client-traffic.ts: what a bot, a dashboard and the n8n node send, written as their
// authors write them (bodies a real client sends, not probes of the schema). Paths and bodies name
// the instance as INSTANCE_SLOT; the generator puts each matrix instance in its place.
import { INSTANCE_SLOT, type NodeCall } from './n8n-requests.js';

export interface Client {
  label: string;
  method: string;
  /** Path and query, INSTANCE_SLOT for the instance. */
  path: string;
  body: string | null;
}

export interface Step {
  state: string;
  label: string;
  method: string;
  path: string;
  /** `<admin-key>`, `<instance-token>` (the path's instance) or `<instance-token:NAME>`. */
  key: string;
  body: string | null;
}

export interface Flow {
  name: string;
  steps: Step[];
}

const NUMBER = '5511987654321';
const JID = `${NUMBER}@s.whatsapp.net`;
const GROUP = '120363025246125486@g.us';
const GROUP_Q = encodeURIComponent(GROUP);
const MESSAGE_ID = '3EB0A1B2C3D4E5F60718';
/** A 1×1 PNG, as a `data:` URI and as bare base64. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PDF_BASE64 = 'JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PD4+CmVuZG9iagp0cmFpbGVyCjw8Pj4KJSVFT0YK';

const post = (label: string, route: string, body: unknown): Client => ({
  label,
  method: 'POST',
  path: `${route}/${INSTANCE_SLOT}`,
  body: JSON.stringify(body),
});
const get = (label: string, route: string, query = ''): Client => ({
  label,
  method: 'GET',
  path: `${route}/${INSTANCE_SLOT}${query}`,
  body: null,
});

/** A bot's text sends: options, quotes, mentions, group recipients and numbers as people type them. */
function textSends(): Client[] {
  const text = (label: string, body: Record<string, unknown>) => post(`bot/${label}`, '/message/sendText', { number: NUMBER, ...body });
  return [
    text('text', { text: 'Olá! Seu pedido #1042 foi confirmado.' }),
    text('text-delay-preview', { text: 'Acompanhe: https://example.com/pedido/1042', delay: 1200, linkPreview: true }),
    text('text-quoted', {
      text: 'Abrimos às 9h.',
      quoted: { key: { id: MESSAGE_ID, remoteJid: JID, fromMe: false }, message: { conversation: 'Que horas abre?' } },
    }),
    text('text-group-mention', { number: GROUP, text: `@${NUMBER} bem-vindo ao grupo!`, mentioned: [NUMBER] }),
    text('text-group-everyone', { number: GROUP, text: 'Aviso: loja fechada amanhã.', mentionsEveryOne: true }),
    text('text-group', { number: GROUP, text: 'Bom dia, pessoal!' }),
    text('text-jid', { number: JID, text: 'Oi' }),
    text('text-typed-number', { number: '+55 (11) 98765-4321', text: 'Oi' }),
  ];
}

/** Media by URL (an image, a 404), by `data:` URI and by bare base64, to a number and to a group. */
function mediaSends(media: string): Client[] {
  const image = `http://${media}/client/photo.png`;
  const gone = `http://${media}/client/gone.png`;
  const send = (label: string, body: Record<string, unknown>) =>
    post(`bot/${label}`, '/message/sendMedia', { number: NUMBER, mediatype: 'image', mimetype: 'image/png', ...body });
  return [
    send('media-url', { media: image, caption: 'Seu comprovante', fileName: 'comprovante.png' }),
    send('media-url-404', { media: gone, caption: 'Seu comprovante' }),
    send('media-data-uri', { media: `data:image/png;base64,${PNG_BASE64}` }),
    send('media-base64-document', { mediatype: 'document', mimetype: 'application/pdf', fileName: 'boleto.pdf', media: PDF_BASE64 }),
    send('media-url-group', { number: GROUP, media: image, caption: 'Cardápio do dia' }),
    send('media-url-delay-quoted', { media: image, delay: 800, quoted: { key: { id: MESSAGE_ID, remoteJid: JID, fromMe: false } } }),
    post('bot/audio-url', '/message/sendWhatsAppAudio', { number: NUMBER, audio: `http://${media}/client/voice.ogg` }),
    post('bot/audio-url-404', '/message/sendWhatsAppAudio', { number: NUMBER, audio: gone }),
    post('bot/audio-data-uri', '/message/sendWhatsAppAudio', { number: NUMBER, audio: 'data:audio/ogg;base64,T2dnUwACAAAAAAAAAAA=' }),
    post('bot/sticker-url', '/message/sendSticker', { number: NUMBER, sticker: image }),
    post('bot/sticker-url-404', '/message/sendSticker', { number: NUMBER, sticker: gone }),
    post('bot/sticker-data-uri', '/message/sendSticker', { number: NUMBER, sticker: `data:image/png;base64,${PNG_BASE64}` }),
    post('bot/ptv-url', '/message/sendPtv', { number: NUMBER, video: `http://${media}/client/clip.mp4` }),
  ];
}

/** The other sends a bot makes: location, contact, reactions (one removed with ""), poll, list, buttons, status. */
function otherSends(media: string): Client[] {
  const key = { remoteJid: JID, fromMe: true, id: MESSAGE_ID };
  const reply = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'reply', displayText: `Opção ${i + 1}`, id: `op${i + 1}` }));
  const buttons = (label: string, list: unknown[]) =>
    post(`bot/${label}`, '/message/sendButtons', {
      number: NUMBER,
      title: 'Pedido',
      description: 'Confirma?',
      footer: 'Loja',
      buttons: list,
    });
  return [
    post('bot/location', '/message/sendLocation', {
      number: NUMBER,
      name: 'Loja Centro',
      address: 'Rua A, 10',
      latitude: -23.55,
      longitude: -46.63,
    }),
    post('bot/contact', '/message/sendContact', {
      number: NUMBER,
      contact: [
        {
          fullName: 'Maria Souza',
          wuid: '5511912345678',
          phoneNumber: '+55 11 91234-5678',
          organization: 'Loja',
          email: 'maria@example.com',
        },
      ],
    }),
    post('bot/reaction', '/message/sendReaction', { key, reaction: '👍' }),
    post('bot/reaction-removed', '/message/sendReaction', { key, reaction: '' }),
    post('bot/poll', '/message/sendPoll', { number: NUMBER, name: 'Qual horário?', selectableCount: 1, values: ['Manhã', 'Tarde'] }),
    post('bot/poll-group', '/message/sendPoll', { number: GROUP, name: 'Almoço?', selectableCount: 2, values: ['Sim', 'Não', 'Talvez'] }),
    post('bot/list', '/message/sendList', {
      number: NUMBER,
      title: 'Cardápio',
      description: 'Escolha',
      buttonText: 'Ver opções',
      footerText: 'Loja',
      sections: [{ title: 'Pratos', rows: [{ title: 'Feijoada', description: 'Sábado', rowId: 'p1' }] }],
    }),
    buttons('buttons-3-reply', reply(3)),
    buttons('buttons-4-reply', reply(4)),
    buttons('buttons-reply-and-url', [...reply(1), { type: 'url', displayText: 'Site', url: 'https://example.com' }]),
    buttons('buttons-pix', [{ type: 'pix', currency: 'BRL', name: 'Loja', keyType: 'email', key: 'pix@example.com' }]),
    buttons('buttons-empty', []),
    post('bot/status-all-contacts', '/message/sendStatus', {
      type: 'text',
      content: 'Promoção!',
      backgroundColor: '#008000',
      font: 1,
      allContacts: true,
    }),
    post('bot/status-list', '/message/sendStatus', {
      type: 'image',
      content: `http://${media}/client/photo.png`,
      caption: 'Novidade',
      statusJidList: [JID],
      allContacts: false,
    }),
    post('bot/status-nobody', '/message/sendStatus', { type: 'text', content: 'Oi', allContacts: false }),
  ];
}

/** What bots and dashboards ask of chats. */
function chatRequests(): Client[] {
  const key = { remoteJid: JID, fromMe: false, id: MESSAGE_ID };
  return [
    post('bot/whatsapp-numbers', '/chat/whatsappNumbers', { numbers: [NUMBER, '5511900000000'] }),
    post('bot/whatsapp-numbers-group', '/chat/whatsappNumbers', { numbers: [GROUP] }),
    post('bot/mark-read', '/chat/markMessageAsRead', { readMessages: [key] }),
    post('bot/archive', '/chat/archiveChat', { lastMessage: { key }, archive: true, chat: JID }),
    post('dash/find-messages', '/chat/findMessages', { where: { key: { remoteJid: JID } }, page: 1, offset: 10 }),
    post('dash/find-chats', '/chat/findChats', {}),
    post('dash/find-chats-where', '/chat/findChats', { where: { remoteJid: JID } }),
    post('dash/find-contacts', '/chat/findContacts', { where: { id: JID } }),
    post('bot/profile-picture', '/chat/fetchProfilePictureUrl', { number: NUMBER }),
    post('bot/presence-typing', '/chat/sendPresence', { number: NUMBER, presence: 'composing', delay: 1200 }),
    {
      label: 'bot/delete-for-everyone',
      method: 'DELETE',
      path: `/chat/deleteMessageForEveryone/${INSTANCE_SLOT}`,
      body: JSON.stringify({ ...key, fromMe: true }),
    },
    post('bot/edit', '/chat/updateMessage', { number: NUMBER, key: { ...key, fromMe: true }, text: 'Corrigido: abrimos às 10h.' }),
    post('bot/media-base64', '/chat/getBase64FromMediaMessage', { message: { key: { id: MESSAGE_ID } }, convertToMp4: false }),
    post('bot/block', '/chat/updateBlockStatus', { number: NUMBER, status: 'block' }),
    post('bot/profile', '/chat/fetchProfile', { number: NUMBER }),
  ];
}

/** Group requests, the group's JID in the query as the routes want it. */
function groupRequests(): Client[] {
  return [
    get('dash/groups', '/group/fetchAllGroups', '?getParticipants=false'),
    get('bot/group-info', '/group/findGroupInfos', `?groupJid=${GROUP_Q}`),
    get('bot/group-participants', '/group/participants', `?groupJid=${GROUP_Q}`),
    get('bot/group-invite-code', '/group/inviteCode', `?groupJid=${GROUP_Q}`),
    post('bot/group-create', '/group/create', { subject: 'Clientes VIP', description: 'Ofertas', participants: [NUMBER] }),
    {
      label: 'bot/group-add',
      method: 'POST',
      path: `/group/updateParticipant/${INSTANCE_SLOT}?groupJid=${GROUP_Q}`,
      body: JSON.stringify({ action: 'add', participants: [NUMBER] }),
    },
    post('bot/group-send-invite', '/group/sendInvite', { groupJid: GROUP, description: 'Entre no grupo', numbers: [NUMBER] }),
    { label: 'bot/group-leave', method: 'DELETE', path: `/group/leaveGroup/${INSTANCE_SLOT}?groupJid=${GROUP_Q}`, body: null },
  ];
}

/** What a dashboard reads and sets on one instance. */
function instanceRequests(media: string): Client[] {
  return [
    get('dash/state', '/instance/connectionState'),
    post('dash/presence', '/instance/setPresence', { presence: 'available' }),
    post('dash/settings', '/settings/set', {
      rejectCall: true,
      msgCall: 'Não atendemos ligações.',
      groupsIgnore: true,
      alwaysOnline: false,
      readMessages: false,
      readStatus: false,
      syncFullHistory: false,
    }),
    get('dash/settings-find', '/settings/find'),
    post('dash/webhook', '/webhook/set', {
      webhook: {
        enabled: true,
        url: `http://${media}/hooks/dashboard`,
        byEvents: false,
        base64: true,
        events: ['MESSAGES_UPSERT', 'CONNECTION_UPDATE'],
      },
    }),
    get('dash/webhook-find', '/webhook/find'),
    { label: 'dash/fetch-by-name', method: 'GET', path: `/instance/fetchInstances?instanceName=${INSTANCE_SLOT}`, body: null },
    get('dash/proxy-find', '/proxy/find'),
  ];
}

/** The n8n node's own requests on one instance (its create is in the flows: it makes an instance). */
function n8nClients(calls: NodeCall[]): Client[] {
  return calls
    .filter((c) => !/^\/instance\/create\b/.test(c.path))
    .map((c) => ({ label: `n8n/${c.name}`, method: c.method, path: c.path, body: c.body }));
}

/** Every matrix request, each to be sent in every state with both keys. */
export function clientRequests(n8n: NodeCall[], media: string): Client[] {
  return [
    ...textSends(),
    ...mediaSends(media),
    ...otherSends(media),
    ...chatRequests(),
    ...groupRequests(),
    ...instanceRequests(media),
    ...n8nClients(n8n),
  ];
}
