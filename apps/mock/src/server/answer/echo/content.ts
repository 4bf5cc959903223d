// The content of a send record as Evolution API 2.1.1 builds it from the request: one content member
// (the one your request makes), carrying what you sent — your text, your media's caption, file name
// and type, your poll, your reaction. Like the other echo rules these match on the shape of the
// request and the answer, and each proposal is kept only where the served schema accepts it.
// Sources: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
// (textMessage, statusMessage, prepareMediaMessage, audioWhatsapp, pollMessage, reactionMessage,
// updateMessage, prepareMessage); Baileys@v6.7.7:src/Utils/messages.ts (poll; the record is built
// with WAProto, which keeps only the fields each kind of media message has); the media type in
// WhatsApp's media URLs (t62.7118 images, t62.7161 videos, t62.7119 documents, t62.7117 voice
// notes, as public media URLs show).

import { jidOf } from '../../../common/jid.js';
import { base64Of } from '../../../common/random.js';
import type { EchoRule } from './rule.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A content member of `message` (`conversation`, `imageMessage`, `pollCreationMessageV3`, …), not its context. */
export const isContentMember = (key: string): boolean => key === 'conversation' || /Message(V\d+)?$/.test(key);

/** `answer` with `member` as the only content member of its message, and `messageType` naming it. */
function withContent(answer: Json, member: string, content: unknown): Json {
  const message = isObject(answer['message']) ? answer['message'] : {};
  const rest = Object.fromEntries(Object.entries(message).filter(([key]) => !isContentMember(key)));
  const out: Json = { ...structuredClone(answer), message: { ...structuredClone(rest), [member]: content } };
  if ('messageType' in answer) out['messageType'] = member;
  return out;
}

/** A text (sendText's `text`, a text status's `content`): `conversation`, as 2.1.1 records every text. */
export const text: EchoRule = (answer, { body }) => {
  if (!isObject(answer) || !isObject(answer['message']) || !isObject(body)) return [];
  const sent = typeof body['text'] === 'string' ? body['text'] : body['type'] === 'text' ? body['content'] : undefined;
  return typeof sent === 'string' ? [withContent(answer, 'conversation', sent)] : [];
};

/** What a kind of media message has no field for (WAProto): the answer never carries them. */
const NOT_CARRIED: Record<string, readonly string[]> = {
  imageMessage: ['fileName', 'seconds', 'ptt'],
  videoMessage: ['fileName', 'ptt'],
  documentMessage: ['height', 'width', 'seconds', 'ptt'],
  audioMessage: ['caption', 'fileName', 'height', 'width', 'jpegThumbnail'],
};

/** The type 2.1.1 looks up for a file name (mime.getType), for the extensions a send usually has. */
const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
};
const mimeOf = (name: string): string | undefined => MIME_TYPES[/\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''];

/** The media content member of a record (the one the request asks for, else any), as a template. */
function mediaTemplate(answer: Json, member: string): Json | undefined {
  const message = isObject(answer['message']) ? answer['message'] : {};
  const own = message[member];
  if (isObject(own)) return structuredClone(own);
  const other = Object.keys(NOT_CARRIED).find((key) => isObject(message[key]));
  return other === undefined ? undefined : structuredClone(message[other] as Json);
}

/** The media type in the path WhatsApp's media servers give each kind of file (`/v/t62.7117-24/…` a voice note). */
const PATH_TYPES: Record<string, string> = {
  imageMessage: 't62.7118-24',
  videoMessage: 't62.7161-24',
  documentMessage: 't62.7119-24',
  audioMessage: 't62.7117-24',
};

/** Just uploaded as `member`: its kind's fields and server path, a key as new as the message. */
function uploaded(content: Json, member: string, now: number): Json {
  for (const field of NOT_CARRIED[member] ?? []) delete content[field];
  const type = PATH_TYPES[member];
  for (const field of ['url', 'directPath']) {
    const value = content[field];
    if (typeof value === 'string' && type !== undefined) content[field] = value.replace(/\/t62\.\d+-24\//, `/${type}/`);
  }
  if (typeof content['mediaKeyTimestamp'] === 'string') content['mediaKeyTimestamp'] = String(Math.floor(now / 1000));
  return content;
}

/**
 * sendMedia: the member `mediatype` names, your caption, the file name (a document's: yours, else
 * the URL's last segment without its extension) and the type (yours, else the file name's, else the
 * URL's, standing in for the Content-Type 2.1.1 would download).
 */
export const media: EchoRule = (answer, { body, now }) => {
  if (!isObject(answer) || !isObject(body) || typeof body['mediatype'] !== 'string') return [];
  const member = `${body['mediatype']}Message`;
  const content = member in NOT_CARRIED ? mediaTemplate(answer, member) : undefined;
  if (!content) return [];
  const source = typeof body['media'] === 'string' ? body['media'] : '';
  if (typeof body['caption'] === 'string') content['caption'] = body['caption'];
  else delete content['caption'];
  const defaults: Record<string, string | undefined> = {
    imageMessage: 'image.png',
    videoMessage: 'video.mp4',
    documentMessage: /.*\/(.+?)\./.exec(source)?.[1],
  };
  const fileName = typeof body['fileName'] === 'string' ? body['fileName'] : defaults[member];
  if (member === 'documentMessage' && fileName !== undefined) content['fileName'] = fileName;
  const type = typeof body['mimetype'] === 'string' ? body['mimetype'] : (mimeOf(fileName ?? '') ?? mimeOf(source.split(/[?#]/)[0] ?? ''));
  if (type !== undefined) content['mimetype'] = type;
  return [withContent(answer, member, uploaded(content, member, now))];
};

/** sendWhatsAppAudio: a voice note (`ptt`), always Opus in Ogg, whatever you sent. */
export const voiceNote: EchoRule = (answer, { body, now }) => {
  if (!isObject(answer) || !isObject(body) || typeof body['audio'] !== 'string') return [];
  const content = mediaTemplate(answer, 'audioMessage');
  if (!content) return [];
  Object.assign(content, { ptt: true, mimetype: 'audio/ogg; codecs=opus' });
  return [withContent(answer, 'audioMessage', uploaded(content, 'audioMessage', now))];
};

/**
 * sendPoll: your question and options, as `pollCreationMessageV3` when a voter picks a limited
 * number (`selectableCount` above 0), else `pollCreationMessage`; a fresh secret for the votes.
 */
export const poll: EchoRule = (answer, { body, random }) => {
  if (!isObject(answer) || !isObject(answer['message']) || !isObject(body)) return [];
  const { name, values, selectableCount } = body;
  if (typeof name !== 'string' || !Array.isArray(values) || !values.every((v) => typeof v === 'string')) return [];
  const count = typeof selectableCount === 'number' ? selectableCount : 0;
  const member = count > 0 ? 'pollCreationMessageV3' : 'pollCreationMessage';
  const content = { name, options: values.map((optionName) => ({ optionName })), selectableOptionsCount: count };
  const out = withContent(answer, member, content);
  (out['message'] as Json)['messageContextInfo'] = { messageSecret: base64Of(random, 32) };
  return [out];
};

/** sendReaction: your emoji on your key, sent to that message's chat, timestamped now. */
export const reaction: EchoRule = (answer, { body, now }) => {
  const member = isObject(answer) && isObject(answer['message']) ? answer['message']['reactionMessage'] : undefined;
  if (!isObject(answer) || !isObject(member) || !isObject(body) || !isObject(body['key']) || typeof body['reaction'] !== 'string')
    return [];
  const key = structuredClone(body['key']);
  if (typeof key['remoteJid'] === 'string') key['remoteJid'] = jidOf(key['remoteJid']);
  const content = { ...structuredClone(member), key, text: body['reaction'], senderTimestampMs: String(now) };
  const out = withContent(answer, 'reactionMessage', content);
  if (isObject(out['key']) && typeof key['remoteJid'] === 'string') out['key'] = { ...out['key'], remoteJid: key['remoteJid'] };
  return [out];
};

/** updateMessage: the library's protocol message names the key you sent, and is an edit (MESSAGE_EDIT). */
export const protocolKey: EchoRule = (answer, { body, now }) => {
  const message = isObject(answer) ? answer['message'] : undefined;
  const protocol = isObject(message) ? message['protocolMessage'] : undefined;
  if (!isObject(answer) || !isObject(message) || !isObject(protocol) || !isObject(body) || !isObject(body['key'])) return [];
  const key = structuredClone(body['key']);
  if (typeof key['remoteJid'] === 'string') key['remoteJid'] = jidOf(key['remoteJid']);
  const edit = typeof body['text'] === 'string' ? { type: 'MESSAGE_EDIT', timestampMs: String(now) } : {};
  const out = { ...structuredClone(protocol), key, ...edit };
  return [{ ...structuredClone(answer), message: { ...structuredClone(message), protocolMessage: out } }];
};

export const CONTENT_RULES: readonly EchoRule[] = [text, media, voiceNote, poll, reaction, protocolKey];
