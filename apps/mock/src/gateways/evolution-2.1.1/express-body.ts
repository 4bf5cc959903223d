// The body as 2.1.1's Express app hands it to its routes, parsed before any routing by body-parser's
// json() and urlencoded() (evolution-api@4ca141b4:src/main.ts; observed):
//   - application/json is parsed strictly (an object or an array); anything else, `null` included, is
//     refused 400 for every path, routed or not, with body-parser's error: {"status":400,"error":
//     "Internal Server Error","response":{"message":"<the SyntaxError's message>"}};
//   - application/x-www-form-urlencoded is parsed into an object of strings;
//   - an empty body, or any other media type, is an empty object.
// The routes' validators then see an object: an array's items become its numbered properties.
// The SyntaxError's words are those of the gateway's own Node (`nodeMajor`, its version's runtime), not
// the mock's: Node 22+ adds `(line L column C)` (common/json-error-words.ts).
// One bound of the mock's own: JSON nested deeper than MAX_TWIN_JSON_DEPTH is refused in that shape
// with words that say so (the validators walk a body recursively, and 20,000 levels overflowed the
// stack; a real request nests a handful of levels, and the gateway's words stay for any depth up to it).
import { nestingExceeds } from '../../common/json-depth.js';
import { jsonErrorWords } from '../../common/json-error-words.js';
import type { AppBody as ExpressBody } from '../../twin/dialect.js';

/** Deepest JSON the twin reads as the gateway would. */
export const MAX_TWIN_JSON_DEPTH = 1000;

export function expressBody(contentType: string | undefined, text: string, nodeMajor: number): ExpressBody {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (text.length === 0) return { ok: true, body: {} };
  if (type === 'application/json') {
    const parsed = parseStrict(text);
    return parsed.ok ? parsed : { ok: false, message: jsonErrorWords(parsed.message, text, nodeMajor) };
  }
  if (type === 'application/x-www-form-urlencoded') return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) };
  return { ok: true, body: {} };
}

/** JSON that must be an object or an array, failing with the message body-parser gives. */
function parseStrict(text: string): ExpressBody {
  const index = text.search(/\S/);
  const first = index === -1 ? undefined : text[index];
  if (first !== '{' && first !== '[') return { ok: false, message: strictViolation(text, index) };
  if (nestingExceeds(text, MAX_TWIN_JSON_DEPTH)) {
    return {
      ok: false,
      message: `The JSON body is nested more than ${MAX_TWIN_JSON_DEPTH} levels deep, the most this mock reads. Send a flatter body.`,
    };
  }
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, body: Array.isArray(value) ? { ...value } : (value as Record<string, unknown>) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * body-parser's strict mode refuses JSON that does not start with `{` or `[` by parsing a copy whose
 * rest is masked with `#` and putting the original characters back into the parser's message, so
 * the message names what was sent: `Unexpected token 'n', "null" is not valid JSON`.
 */
function strictViolation(text: string, index: number): string {
  const masked = index === -1 ? '' : text.slice(0, index) + '#'.repeat(text.length - index);
  try {
    JSON.parse(masked);
    return 'Unexpected token in JSON';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/#+/g, (run) => text.slice(index, index + run.length));
  }
}
