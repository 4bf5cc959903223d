// The files of arriving media messages: the caller's bytes (base64, bounded) or a small valid file of
// the kind, built here so no binary is committed: a 1×1 PNG, one second of Ogg Opus silence, an MP4
// container without frames, a one-page PDF, a 1×1 WebP. The twin keeps the bytes beside the stored
// message (getBase64FromMediaMessage answers them) within a budget per instance; the message fields
// that describe a file on WhatsApp's servers (url, mediaKey, hashes) are made up from the bytes, as
// the gateway's records show them (binary fields base64, 64-bit numbers as strings).
import { createHash } from 'node:crypto';
import { MockControlError } from '../../common/control-error.js';
import { drawn, type Random } from '../../common/random.js';

/** The largest file one arriving message may carry, decoded. */
export const MAX_INBOUND_MEDIA_BYTES = 1024 * 1024;
/** The media bytes one instance keeps; past it the oldest files are forgotten (their messages stay). */
export const MEDIA_BUDGET_BYTES = 32 * 1024 * 1024;
/** The media bytes all instances of a mock keep together; past it the oldest files of any instance are forgotten. */
export const MEDIA_TOTAL_BUDGET_BYTES = 128 * 1024 * 1024;

export type MediaKind = 'image' | 'audio' | 'video' | 'document' | 'sticker';

/** A file the twin keeps for a stored message. */
export interface StoredMedia {
  bytes: Buffer;
  mimetype: string;
}

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const WEBP_1X1 = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

let defaults: Record<MediaKind, StoredMedia> | undefined;

/** The built-in file of each kind. */
export function defaultMedia(kind: MediaKind): StoredMedia {
  defaults ??= {
    image: { bytes: Buffer.from(PNG_1X1, 'base64'), mimetype: 'image/png' },
    audio: { bytes: oggOpusSilence(1), mimetype: 'audio/ogg; codecs=opus' },
    video: { bytes: emptyMp4(), mimetype: 'video/mp4' },
    document: { bytes: onePagePdf(), mimetype: 'application/pdf' },
    sticker: { bytes: Buffer.from(WEBP_1X1, 'base64'), mimetype: 'image/webp' },
  };
  return { ...defaults[kind] };
}

/** The caller's file, checked, or the kind's default; a MockControlError says what is wrong. */
export function mediaOf(kind: MediaKind, base64: string | undefined, mimetype: string | undefined): StoredMedia {
  if (base64 === undefined) {
    const built = defaultMedia(kind);
    return mimetype === undefined ? built : { ...built, mimetype };
  }
  const compact = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) {
    throw new MockControlError(
      `media is not base64: send the file's bytes base64-encoded (A-Z, a-z, 0-9, +, /, padded with =), without a data: prefix.`,
    );
  }
  const decoded = Math.floor((compact.length * 3) / 4) - (compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0);
  if (decoded > MAX_INBOUND_MEDIA_BYTES) {
    throw new MockControlError(
      `media is ${decoded} bytes once decoded, more than the ${MAX_INBOUND_MEDIA_BYTES} (1 MiB) an arriving message may carry here: send a smaller file.`,
    );
  }
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length === 0) throw new MockControlError('media is empty: send a file, or leave media out for the built-in one.');
  return { bytes, mimetype: mimetype ?? sniffed(bytes) ?? defaultMedia(kind).mimetype };
}

/** The fields a media message carries about its file, as the gateway's records show them. */
export function fileFields(media: StoredMedia, random: Random, now: number): Record<string, unknown> {
  const mediaKey = Buffer.from(drawn(random, '0123456789abcdef', 64), 'hex');
  const path = `/v/t62.7118-24/${drawn(random, '0123456789', 8)}_${drawn(random, '0123456789', 16)}_n.enc`;
  const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('base64');
  return {
    url: `https://mmg.whatsapp.net${path}?ccb=11-4&mms3=true`,
    mimetype: media.mimetype,
    fileSha256: sha(media.bytes),
    fileLength: String(media.bytes.length),
    mediaKey: mediaKey.toString('base64'),
    // Stands for the hash of the encrypted file WhatsApp's servers hold.
    fileEncSha256: sha(Buffer.concat([mediaKey, media.bytes])),
    directPath: path,
    mediaKeyTimestamp: String(Math.floor(now / 1000)),
    ...dimensions(media),
  };
}

/** The extension 2.1.1's getBase64FromMediaMessage names a file with (mime's first for the type). */
export function extensionOf(mimetype: string): string {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const known: Record<string, string> = {
    'image/png': 'png',
    'image/jpeg': 'jpeg',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'audio/ogg': 'oga',
    'audio/mpeg': 'mpga',
    'audio/mp4': 'm4a',
    'video/mp4': 'mp4',
    'application/pdf': 'pdf',
  };
  return known[type] ?? type.split('/')[1] ?? 'bin';
}

function sniffed(bytes: Buffer): string | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg; codecs=opus';
  if (ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

function dimensions(media: StoredMedia): { width?: number; height?: number } {
  const { bytes } = media;
  if (media.mimetype === 'image/png' && bytes.length >= 24) return { height: bytes.readUInt32BE(20), width: bytes.readUInt32BE(16) };
  if (media.mimetype === 'image/webp') return { height: 1, width: 1 };
  return {};
}

/** `seconds` of silence, Ogg Opus (RFC 7845): the ID header, the comment header, then 20 ms silent frames. */
function oggOpusSilence(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // mono
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48_000, 12);
  const vendor = Buffer.from('msg-gateway mock', 'latin1');
  const tags = Buffer.concat([Buffer.from('OpusTags', 'latin1'), u32le(vendor.length), vendor, u32le(0)]);
  const frames = Array.from({ length: seconds * 50 }, () => Buffer.from([0xf8, 0xff, 0xfe]));
  return Buffer.concat([oggPage(2, 0, 0, [head]), oggPage(0, 0, 1, [tags]), oggPage(4, 312 + frames.length * 960, 2, frames)]);
}

function oggPage(flags: number, granule: number, sequence: number, packets: Buffer[]): Buffer {
  const lacing = packets.flatMap((p) => [...Array(Math.floor(p.length / 255)).fill(255), p.length % 255]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(flags, 5);
  header.writeBigUInt64LE(BigInt(granule), 6);
  header.writeUInt32LE(0x6d736767, 14); // stream serial
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(lacing.length, 26);
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Ogg's CRC-32: polynomial 0x04C11DB7, no reflection, initial value 0. */
function oggCrc(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** An ISO base media file: `ftyp` and a `moov` whose movie header says one second and holds no track. */
function emptyMp4(): Buffer {
  const box = (type: string, body: Buffer) => Buffer.concat([u32be(body.length + 8), Buffer.from(type, 'latin1'), body]);
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), u32be(0x200), Buffer.from('isomiso2mp41', 'latin1')]));
  const matrix = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32be);
  const mvhd = box(
    'mvhd',
    Buffer.concat([
      u32be(0),
      u32be(0),
      u32be(0),
      u32be(1000),
      u32be(1000),
      u32be(0x10000),
      Buffer.from([1, 0]),
      Buffer.alloc(10),
      ...matrix,
      Buffer.alloc(24),
      u32be(1),
    ]),
  );
  return Buffer.concat([ftyp, box('moov', mvhd)]);
}

/** A one-page PDF 1.4 with its cross-reference table. */
function onePagePdf(): Buffer {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj${body}endobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const u32le = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const u32be = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
