// The QR code a connecting instance offers: the payload Baileys puts in it (`ref,noiseKey,identityKey,
// advSecret`, the last three base64: Baileys@v6.7.7:src/Socket/socket.ts, the `qr` of
// connection.update), an 8-character pairing code when a number was given (Baileys' Crockford
// alphabet), and the PNG data URL 2.1.1 renders from it (margin 3, scale 4, black on white:
// evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
// connectionUpdate). The image is a real QR code of the payload, so a scanner reads it.
import { deflateSync } from 'node:zlib';
import { encode } from 'uqr';
import { base64Of, drawn, type Random } from '../common/random.js';

export interface QrCode {
  code: string;
  pairingCode: string | null;
  base64: string;
}

const CROCKFORD = '123456789ABCDEFGHJKLMNPQRSTVWXYZ';

export function newQrCode(random: Random, number: string | null): QrCode {
  const ref = `2@${base64Of(random, 60)}`;
  const code = [ref, base64Of(random, 32), base64Of(random, 32), base64Of(random, 32)].join(',');
  return {
    code,
    pairingCode: number === null ? null : drawn(random, CROCKFORD, 8),
    base64: `data:image/png;base64,${qrPng(code).toString('base64')}`,
  };
}

/** A PNG of the QR code of `text`: 8-bit greyscale, `margin` light modules around, `scale` pixels a module. */
export function qrPng(text: string, { margin = 3, scale = 4 } = {}): Buffer {
  const { size, data } = encode(text, { ecc: 'L', border: 0 });
  const side = (size + 2 * margin) * scale;
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y++) {
    const row = Buffer.alloc(side + 1, 0xff);
    row[0] = 0; // filter: none
    const my = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - margin;
      if (my >= 0 && my < size && mx >= 0 && mx < size && data[my]?.[mx] === true) row[x + 1] = 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

let table: Uint32Array | undefined;
/** CRC-32 (ISO-HDLC), as PNG chunks carry it. */
function crc32(bytes: Buffer): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
