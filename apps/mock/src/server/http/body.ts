// Reading a request body with a size cap, and turning it into what Prism validates: parsed JSON
// for a JSON media type, text for anything else, null when there is no body. Every way a body can
// be wrong ends here as a status and a message, before Prism sees it: Prism would answer some of
// them with a stack overflow (a deeply nested body is serialised for its debug log).
import type { IncomingMessage } from 'node:http';
import { nestingExceeds } from '../../common/json-depth.js';
import { headerText } from './header-text.js';
import { isJson, parseMediaType } from './media-type.js';

/** Largest body read (Prism's own server used the same cap). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Deepest JSON nesting accepted; real requests to the gateway nest a handful of levels. */
export const MAX_JSON_DEPTH = 64;

export type BodyOutcome = { ok: true; body: unknown; bytes: number } | { ok: false; status: 400 | 413 | 415; message: string };

const fail = (status: 400 | 413 | 415, message: string): BodyOutcome => ({ ok: false, status, message });

/**
 * Checks the body's headers, then reads it (at most MAX_BODY_BYTES). Never rejects. With `parse`
 * false (an operation that takes no body), the body is read as text and not checked: its headers
 * and content do not matter, only its size.
 */
export async function readBody(req: IncomingMessage, { parse = true }: { parse?: boolean } = {}): Promise<BodyOutcome> {
  if (!parse) {
    if (req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] ?? '0') === '0')
      return { ok: true, body: null, bytes: 0 };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
    const dropped = await collect(req);
    if (dropped === 'too large') return tooLarge();
    if (dropped === 'failed') return fail(400, 'The request body could not be read (the connection broke while it was sent).');
    // Kept as text only so mock.requests can show what was sent.
    return { ok: true, body: dropped.toString('utf8'), bytes: dropped.length };
  }
  const contentType = req.headers['content-type'];
  const mediaType = contentType === undefined ? undefined : parseMediaType(contentType);
  if (contentType !== undefined && !mediaType) {
    return fail(
      415,
      `Content-Type "${headerText(contentType)}" is not a media type. Send Content-Type: application/json with a JSON body.`,
    );
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    return fail(415, `Content-Encoding "${headerText(encoding)}" is not supported. Send the body uncompressed.`);
  }
  const declared = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (declared === undefined || declared === '0'))
    return { ok: true, body: null, bytes: 0 };
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return tooLarge();

  const bytes = await collect(req);
  if (bytes === 'too large') return tooLarge();
  if (bytes === 'failed') return fail(400, 'The request body could not be read (the connection broke while it was sent).');
  const text = bytes.toString('utf8');
  if (!mediaType || !isJson(mediaType)) return { ok: true, body: text, bytes: bytes.length };
  const parsed = parseJson(text);
  return parsed.ok ? { ...parsed, bytes: bytes.length } : parsed;
}

function tooLarge(): BodyOutcome {
  return fail(413, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB, the most this mock reads. Send a smaller body.`);
}

/** The whole body, or why not. Past the cap, the rest is left for Node to discard after the answer. */
function collect(req: IncomingMessage): Promise<Buffer | 'too large' | 'failed'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done('too large');
        return;
      }
      chunks.push(chunk);
    };
    const done = (outcome: Buffer | 'too large' | 'failed'): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      resolve(outcome);
    };
    const onEnd = (): void => done(Buffer.concat(chunks, size));
    const onError = (): void => done('failed');
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('aborted', onError);
  });
}

/** Parsed JSON, or a 400 that says what is wrong with it. */
export function parseJson(text: string): { ok: true; body: unknown } | { ok: false; status: 400; message: string } {
  if (nestingExceeds(text, MAX_JSON_DEPTH)) {
    return {
      ok: false,
      status: 400,
      message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep, the most this mock accepts. Send a flatter body.`,
    };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      status: 400,
      message: `The body is not valid JSON (${reason}). Send a JSON document with Content-Type: application/json, or no body.`,
    };
  }
}
