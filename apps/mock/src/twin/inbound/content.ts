// What WhatsApp hands the gateway for each kind of arriving message: the content member of the
// message (Baileys' proto.Message, as the gateway's records show it: binary fields base64, 64-bit
// numbers and enums as strings). A reply, a list reply and a button reply carry the message they
// answer in `contextInfo` (`stanzaId`, `participant`, `quotedMessage`); a reaction names it by key.
// Sources: the kinds the 2.1.1 gateway reads in its messages.upsert handler and getBase64FromMediaMessage
// (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts), the
// member names of WhatsApp's Message proto (Baileys 6.7.7, WAProto).
import type { Random } from '../../common/random.js';
import type { StoredMessage } from '../instance.js';
import { fileFields, type StoredMedia } from './media.js';

/** An arriving message as the control API takes it (validated against control/openapi.yaml first). */
export interface InboundInput {
  kind?: string;
  from: string;
  pushName?: string;
  id?: string;
  participant?: string;
  remoteJidAlt?: string;
  text?: string;
  url?: string;
  title?: string;
  description?: string;
  media?: string;
  mimetype?: string;
  caption?: string;
  seconds?: number;
  ptt?: boolean;
  fileName?: string;
  animated?: boolean;
  latitude?: number;
  longitude?: number;
  name?: string;
  address?: string;
  number?: string;
  to?: string;
  emoji?: string;
  rowId?: string;
  buttonId?: string;
}

/** The content member (its file, if any, described in it). */
export interface Content {
  message: Record<string, unknown>;
}

export interface ContentContext {
  random: Random;
  now: number;
  /** The earlier message `to` names (checked to exist in the chat), if the kind names one. */
  target: StoredMessage | undefined;
  /** The account's own JID: the author of a quoted message the account sent. */
  ownerJid: string | null;
  media: StoredMedia | undefined;
}

/** The content of `input` (its kind already known to be one of KINDS, edit and delete excepted). */
export function contentOf(kind: string, input: InboundInput, context: ContentContext): Content {
  const { media } = context;
  const file = media ? fileFields(media, context.random, context.now) : {};
  switch (kind) {
    case 'link':
      return { message: { extendedTextMessage: linkOf(input) } };
    case 'image':
      return { message: { imageMessage: { ...file, ...(input.caption !== undefined && { caption: input.caption }) } } };
    case 'audio':
      return { message: { audioMessage: { ...file, seconds: input.seconds ?? 1, ptt: input.ptt ?? true } } };
    case 'video':
      return {
        message: { videoMessage: { ...file, seconds: input.seconds ?? 1, ...(input.caption !== undefined && { caption: input.caption }) } },
      };
    case 'document': {
      const fileName = input.fileName ?? 'document.pdf';
      return { message: { documentMessage: { ...file, title: fileName, fileName } } };
    }
    case 'sticker':
      return { message: { stickerMessage: { ...file, isAnimated: input.animated ?? false } } };
    case 'location':
      return { message: { locationMessage: locationOf(input) } };
    case 'contact':
      return { message: { contactMessage: { displayName: input.name, vcard: vcardOf(input.name ?? '', input.number ?? '') } } };
    default:
      return { message: answeringContent(kind, input, context) };
  }
}

/** The kinds that answer or name an earlier message. */
function answeringContent(kind: string, input: InboundInput, context: ContentContext): Record<string, unknown> {
  const quoted = context.target ? quoteOf(context.target, context.ownerJid) : undefined;
  switch (kind) {
    case 'reaction':
      return {
        reactionMessage: {
          key: context.target?.key,
          text: input.emoji ?? '',
          senderTimestampMs: String(context.now),
        },
      };
    case 'reply':
      return { extendedTextMessage: { text: input.text ?? '', ...(quoted && { contextInfo: quoted }) } };
    case 'list-reply':
      return {
        listResponseMessage: {
          title: input.title,
          listType: 'SINGLE_SELECT',
          singleSelectReply: { selectedRowId: input.rowId },
          ...(input.description !== undefined && { description: input.description }),
          ...(quoted && { contextInfo: quoted }),
        },
      };
    case 'button-reply':
      return {
        buttonsResponseMessage: {
          selectedButtonId: input.buttonId,
          selectedDisplayText: input.text,
          type: 'DISPLAY_TEXT',
          ...(quoted && { contextInfo: quoted }),
        },
      };
    default:
      return { conversation: input.text ?? '' };
  }
}

/** How a message names the one it answers: its id, its author, and its content. */
function quoteOf(target: StoredMessage, ownerJid: string | null): Record<string, unknown> {
  const author = target.key.fromMe ? ownerJid : (target.key.participant ?? target.key.remoteJid);
  return { stanzaId: target.key.id, ...(author && { participant: author }), quotedMessage: structuredClone(target.message) };
}

function linkOf(input: InboundInput): Record<string, unknown> {
  const url = input.url ?? '';
  return {
    text: input.text ?? url,
    matchedText: url,
    canonicalUrl: url,
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    previewType: 'NONE',
  };
}

function locationOf(input: InboundInput): Record<string, unknown> {
  return {
    degreesLatitude: input.latitude,
    degreesLongitude: input.longitude,
    ...(input.name !== undefined && { name: input.name }),
    ...(input.address !== undefined && { address: input.address }),
  };
}

/** A vCard 3.0 with the number as WhatsApp writes it (its digits as waid). */
function vcardOf(name: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  return `BEGIN:VCARD\nVERSION:3.0\nFN:${name}\nTEL;type=CELL;type=VOICE;waid=${digits}:+${digits}\nEND:VCARD`;
}
