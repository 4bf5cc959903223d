// Reading an answer's body within a byte limit: chunk by chunk, so that memory stays bounded by the
// limit whatever the gateway (or whatever sits at baseUrl) sends; past the limit the body is
// cancelled, which closes the connection, and nothing of it is kept.

/** The default of `maxBodyBytes`: 32 MiB, room for base64 of a 16 MB WhatsApp video or voice note in its JSON envelope. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

/** A body longer than the limit (thrown inside the client; a call turns it into a GatewayError). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the body is larger than ${limit} bytes`);
  }
}

/** Throws BodyTooLarge at once (cancelling the body) when the answer declares a length over `limit`. */
export function checkDeclaredLength(response: Response, limit: number): void {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) {
    response.body?.cancel().catch(() => {});
    throw new BodyTooLarge(limit);
  }
}

/** Decodes UTF-8 whole (stateless, so one serves every call), as Response.text() does. */
const UTF8 = new TextDecoder();

/** The UTF-8 text of `body` (empty when there is none); throws BodyTooLarge past `limit` bytes. */
export async function readText(body: ReadableStream<Uint8Array> | null | undefined, limit: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      reader.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return UTF8.decode(chunks[0]);
  const whole = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return UTF8.decode(whole);
}

/** Statuses a Response cannot be built with a body for (0: a browser's opaque redirect). */
const NO_BODY: ReadonlySet<number> = new Set([0, 101, 204, 205, 304]);

/**
 * A copy of `response` (status and headers) with its body already read, within `limit`: what
 * openapi-fetch gets for an error status, whose body it reads whole with `text()`. An answer without
 * a body is returned as it is. (The copy has no url and is not `redirected`: judge the original.)
 */
export async function withBodyRead(response: Response, limit: number): Promise<Response> {
  if (!response.body || NO_BODY.has(response.status)) return response;
  const text = await readText(response.body, limit);
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}
