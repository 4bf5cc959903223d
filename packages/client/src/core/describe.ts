// The text of a GatewayError's message, kind by kind: the request, the origin actually talked to, the
// cause, and what to do. Loaded on the first failure (load-on-failure.ts), not with the entry; the
// caller redacts what it returns.
import { excerpt, type Redact } from '../shared/openapi.js';
import { type GatewayErrorInit, whereOf } from './error-init.js';

/** The message of a GatewayError: what was asked, what happened, and what to do about it. */
export function describe(init: GatewayErrorInit, redact: Redact): string {
  const where = whereOf(init);
  const tries = init.attempts && init.attempts > 1 ? ` after ${init.attempts} attempts` : '';
  const status = `${init.status}${init.statusText ? ` ${init.statusText}` : ''}`;
  const gateway = `the gateway at ${init.origin ?? 'baseUrl'}`;
  switch (init.kind) {
    case 'http':
      return (
        `${where} failed${tries}: ${gateway} answered ${status}${detail(init.body, redact)}${violations(init.response, redact)}` +
        retryText(init)
      );
    case 'invalid-response': {
      const type = init.response?.headers.get('content-type');
      const text = typeof init.body === 'string' ? init.body.trim() : '';
      if (init.expected !== undefined) {
        return (
          `${where}${tries}: ${gateway} answered ${status} with ${kindName(text)} where the description promises ` +
          `${[...init.expected].map((k) => KINDS[k]).join(' or ')}: ${JSON.stringify(excerpt(text, redact, 80))}`
        );
      }
      return text
        ? `${where}${tries}: ${gateway} answered ${status} with a body that is not JSON` +
            `${type ? ` (content-type ${type})` : ''}: ${JSON.stringify(excerpt(text, redact))}`
        : `${where}${tries}: ${gateway} answered ${status} with an empty body; a JSON body was expected`;
    }
    case 'redirect':
      return `${where} failed${tries}: ${redirectText(init, gateway, status)}`;
    case 'timeout':
      return (
        `${where} timed out${tries}: no complete answer within ${init.timeoutMs} ms (${stageText(init, gateway, status)}). ` +
        'Check that the gateway is up, or raise timeoutMs.'
      );
    case 'aborted':
      return `${where} was aborted by the caller's signal${tries}${detail(reasonOf(init.cause), redact)}`;
    case 'body-too-large':
      return `${where}${tries}: ${gateway} answered ${status} with a body over maxBodyBytes (${init.maxBodyBytes} bytes), not kept: raise maxBodyBytes (client or call option) if that is expected`;
    case 'network': {
      const cause = causeText(init.cause);
      const hint = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH/.test(cause) ? ' Check baseUrl and that the gateway is running.' : '';
      return `${where} failed${tries}: network error talking to ${init.origin ?? 'the gateway'}: ${cause}.${hint}`;
    }
  }
}

/** A JSON kind by its letter (OperationRow.answers). */
const KINDS: Record<string, string> = { o: 'an object', a: 'an array', n: 'null', s: 'a string', m: 'a number', b: 'a boolean' };

/** The kind of a JSON text, read from its first character (the text parsed: it is JSON). */
function kindName(text: string): string {
  const first = text[0] ?? '';
  if (first === '{') return 'an object';
  if (first === '[') return 'an array';
  if (first === '"') return 'a string';
  if (first === 'n') return 'null';
  return first === 't' || first === 'f' ? 'a boolean' : 'a number';
}

/** What the gateway's Retry-After asked, and why the client did not wait for it when it did not. */
function retryText({ retryAt, retryAfterMs, deadlineLeftMs, timeoutMs }: GatewayErrorInit): string {
  if (retryAt === undefined || retryAfterMs === undefined) return '';
  const asked = `. It asked to be called again in ${seconds(retryAfterMs)} (at ${retryAt.toISOString()})`;
  if (deadlineLeftMs === undefined) return asked;
  return `${asked}, past ${timeoutMs ? `the deadline (${seconds(deadlineLeftMs)} left): raise timeoutMs to wait` : 'what a timer can wait'}`;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

function redirectText(init: GatewayErrorInit, gateway: string, status: string): string {
  // Only a custom fetch that ignores `redirect: 'manual'` follows one: the request went on.
  if (init.response?.redirected) {
    return `the fetch followed a redirect to ${init.origin} (${status}); a redirected call never counts as sent. Make the fetch honour init.redirect`;
  }
  // A browser hides a redirect it did not follow (status 0, no headers).
  const answered =
    init.response?.type === 'opaqueredirect' ? 'a redirect' : `${status}, a redirect to ${init.location ?? '(no Location header)'}`;
  return `${gateway} answered ${answered}. Redirects are not followed (the apikey header would go along): check baseUrl`;
}

function stageText(init: GatewayErrorInit, gateway: string, status: string): string {
  switch (init.stage) {
    case 'body':
      return `${gateway} sent the headers (${status}) but not the whole body`;
    case 'backoff':
      return `waiting to repeat the request after ${status}`;
    default:
      return `no response headers from ${init.origin ?? 'the gateway'}`;
  }
}

/** The gateway's own message (`response.message` of its envelope), if the body has one. */
function detail(body: unknown, redact: Redact): string {
  if (typeof body === 'string') return body ? `: ${excerpt(body, redact)}` : '';
  const message = (body as { response?: { message?: unknown } } | undefined)?.response?.message;
  if (message === undefined) return '';
  const text = Array.isArray(message)
    ? message
        .flat(2)
        .map((item) => brief(item, DETAIL_CHARS))
        .join('; ')
    : brief(message, DETAIL_CHARS);
  return text ? `: ${excerpt(text, redact, DETAIL_CHARS)}` : '';
}

/** How much of the gateway's message an error quotes; read past it (twice, so a key cut at the end is still whole for the redactor). */
const DETAIL_CHARS = 200;

/**
 * A value of the gateway's message as text: a string as it is, anything else as compact JSON (a
 * class-validator error is an object, a list of them is an array of objects), read no deeper and no
 * longer than needed to fill `max` characters, so a huge or deeply nested answer costs no more.
 */
export function brief(value: unknown, max: number): string {
  if (typeof value === 'string') return value.length > 2 * max ? value.slice(0, 2 * max) : value;
  let out = '';
  const budget = 2 * max;
  const write = (v: unknown, depth: number): void => {
    if (out.length >= budget) return;
    if (v === null || typeof v !== 'object') {
      const text = JSON.stringify(v) ?? String(v);
      out += text.length > budget ? text.slice(0, budget) : text;
      return;
    }
    if (depth >= 8) {
      out += Array.isArray(v) ? '[…]' : '{…}';
      return;
    }
    const array = Array.isArray(v);
    out += array ? '[' : '{';
    let first = true;
    for (const [key, item] of Object.entries(v)) {
      if (out.length >= budget) break;
      out += first ? '' : ',';
      first = false;
      if (!array) out += `${JSON.stringify(key)}:`;
      write(item, depth + 1);
    }
    out += array ? ']' : '}';
  };
  write(value, 0);
  return out;
}

/** A Prism mock lists what was wrong with the request in `sl-violations`; its body is a canned example. */
function violations(response: Response | undefined, redact: Redact): string {
  const header = response?.headers.get('sl-violations');
  if (!header) return '';
  try {
    const list = (JSON.parse(header) as { message?: unknown }[]).map((v) => String(v.message));
    return list.length ? ` (mock request violations: ${excerpt(list.join('; '), redact, 400)})` : '';
  } catch {
    return '';
  }
}

function reasonOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : cause === undefined ? '' : String(cause);
}

/** The innermost cause message with its code, e.g. "connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)". */
function causeText(cause: unknown): string {
  let inner = cause;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return String(cause);
  const code = (inner as { code?: unknown }).code;
  return `${inner.message}${typeof code === 'string' && !inner.message.includes(code) ? ` (${code})` : ''}`;
}
