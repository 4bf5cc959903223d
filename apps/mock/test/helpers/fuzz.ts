// A bounded, seeded fuzzer for an HTTP server: requests built by fast-check from the operations of a
// spec (right and wrong methods, mangled path parameters, broken and odd headers, malformed, deep,
// huge and unicode bodies), written as raw bytes so nothing is cleaned up on the way, each on its
// own connection. What counts: the status of every answer, and the requests that got a 5xx or no
// answer at all.
import { connect } from 'node:net';
import fc from 'fast-check';
import { exampleRequest, type OpenApiDocument, type WalkedOperation } from '../../src/common/spec.js';
import { MAX_BODY_BYTES } from '../../src/server/http/body.js';

export interface FuzzCase {
  /** What was sent, readable (bodies abridged): printed for a failure, so it can be replayed. */
  description: string;
  /** The 5xx the request asked for (Prefer: code=503…): that answer is not a failure. */
  faultAsked: number | undefined;
  /** The 5xx the operation is declared to answer (x-expect-status): not a failure either. */
  declared5xx: number[];
  /** The bytes to write, built when the case is sent (a few thousand cases with megabyte bodies would not fit in memory). */
  bytes(): Buffer;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<string, number>;
  /** Cases answered 5xx without asking for one, or not at all (status 0: the connection closed without an answer). */
  failures: { status: number; description: string; answer: string }[];
  /** Cases that asked for a 5xx and got it. */
  faults: number;
}

// Strings the contract does not expect: unicode, NUL, bidi overrides, lone surrogates, percent
// sequences that do not decode, dot segments, long runs.
const oddText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '😀',
    '\u202e',
    'ñ',
    '\ud800',
    '%',
    '100%',
    '%zz',
    '%c0%af',
    '..',
    '.',
    ' ',
    '"',
    '\\',
    '50%off',
    '<script>',
  ),
  fc.string({ minLength: 2000, maxLength: 6000 }).map((s) => `${s}x`),
);

const nested = fc
  .tuple(fc.constantFrom(10, 63, 64, 65, 500, 10_000, 20_000), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

interface BodyRecipe {
  label: string;
  text: () => string | undefined;
  /** Announce a body over the cap but send only the first kilobyte (the server must answer without the rest). */
  overCap?: true;
}

function exampleBodyRecipe(example: unknown): BodyRecipe {
  const text = JSON.stringify(example);
  return { label: `example ${text}`, text: () => text };
}

function bodyFor(example: unknown): fc.Arbitrary<BodyRecipe> {
  const exampleText = example === undefined ? '{}' : JSON.stringify(example);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ label: 'none', text: () => undefined }) },
    { weight: 4, arbitrary: fc.constant({ label: `example ${exampleText}`, text: () => exampleText }) },
    { weight: 2, arbitrary: fc.json({ maxDepth: 4 }).map((text) => ({ label: `random JSON ${text}`, text: () => text })) },
    {
      weight: 2,
      arbitrary: fc.dictionary(oddText, fc.oneof(oddText, fc.integer(), fc.constant(null)), { maxKeys: 5 }).map((o) => {
        const text = JSON.stringify(o);
        return { label: `odd strings ${text}`, text: () => text };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ label: `not JSON ${JSON.stringify(text)}`, text: () => text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .nat(exampleText.length)
        .map((n) => ({ label: `truncated example ${exampleText.slice(0, n)}`, text: () => exampleText.slice(0, n) })),
    },
    { weight: 2, arbitrary: nested.map((text) => ({ label: `nested ${text.slice(0, 12)}… (${text.length} bytes)`, text: () => text })) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100_000, max: 2_000_000 })
        .map((n) => ({ label: `huge: {"number":"9…"} (${n} nines)`, text: () => `{"number":"${'9'.repeat(n)}"}` })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ label: 'over the cap (announced, 1 KiB sent)', text: () => 'x'.repeat(1024), overCap: true as const }),
    },
  );
}

const contentTypes = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/problem+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  ';;;',
  'application/jsoné',
  'json',
  'application/json;',
  '*/*',
  'application/json, text/plain',
);
const accepts = fc.constantFrom(
  '*/*',
  'application/json',
  'json',
  'text/html;',
  'text/plain',
  'application/json;q=abc',
  ',,,',
  'image/*',
  '*/*;q=0',
);
const prefers = fc.constantFrom(
  'code=404',
  'code=999',
  'code=abc',
  'code=400',
  'example=Nope',
  'dynamic=true',
  'dynamic=maybe',
  'code=',
  ';;;',
  'code=404, example=InstanceNotFound',
  'code=500',
  'code=503',
  'code=502, delay=1',
  'delay=2',
  'delay=999999',
  'delay=abc',
);
const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO', 'get');
const apiKeys = fc.oneof(fc.constantFrom(undefined, '', 'k', 'any-key'), oddText);
const extraHeader = fc.option(fc.tuple(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), oddText), { nil: undefined });

/** `count` requests over the operations of `spec`, the same for the same `seed`. */
export function fuzzCases(spec: OpenApiDocument, ops: WalkedOperation[], { seed, count }: { seed: number; count: number }): FuzzCase[] {
  const request = fc.constantFrom(...ops).chain((op) => {
    // The 5xx the description says the operation answers (x-expect-status: 2.1.1's sendTemplate on
    // Baileys; a documented 500: fetchProfilePictureUrl without a number): the gateway's answer, not
    // a failure. The mock's own failures say so in their text and still count.
    const declared = [
      ...Object.values((op.operation as { 'x-expect-status'?: Record<string, number> })['x-expect-status'] ?? {}),
      ...Object.keys(op.operation.responses ?? {}).map(Number),
    ];
    const example = { ...exampleRequest(spec, op), expected5xx: declared.filter((status) => status >= 500) };
    const exampleBody: BodyRecipe = example.body === undefined ? { label: 'none', text: () => undefined } : exampleBodyRecipe(example.body);
    // A third are the documented request with a harmless twist (they exercise the mocking and
    // the answers), the rest are hostile.
    const wellFormed = fc.record({
      example: fc.constant(example),
      method: fc.constant(example.method),
      param: fc.option(fc.tuple(fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.constant(true)), { nil: undefined }),
      apikey: fc.constant<string | undefined>('any-key'),
      contentType: fc.constant(example.body === undefined ? undefined : 'application/json'),
      accept: fc.constantFrom(undefined, '*/*', 'application/json'),
      prefer: fc.constantFrom(undefined, 'code=404', 'code=400', 'code=401', 'dynamic=true', 'code=500', 'code=504', 'delay=1'),
      extra: fc.constant(undefined),
      chunked: fc.boolean(),
      body: fc.constant(exampleBody),
    });
    const hostile = fc.record({
      example: fc.constant(example),
      method: fc.oneof({ weight: 4, arbitrary: fc.constant(example.method) }, { weight: 1, arbitrary: methods }),
      param: fc.option(fc.tuple(oddText, fc.boolean()), { nil: undefined, freq: 2 }),
      apikey: fc.oneof({ weight: 3, arbitrary: fc.constant<string | undefined>('any-key') }, { weight: 1, arbitrary: apiKeys }),
      contentType: fc.oneof(
        { weight: 2, arbitrary: fc.constant(example.body === undefined ? undefined : 'application/json') },
        { weight: 2, arbitrary: contentTypes },
      ),
      accept: fc.option(accepts, { nil: undefined, freq: 2 }),
      prefer: fc.option(prefers, { nil: undefined, freq: 3 }),
      extra: extraHeader,
      chunked: fc.boolean(),
      body: bodyFor(example.body),
    });
    return fc.oneof({ weight: 1, arbitrary: wellFormed }, { weight: 2, arbitrary: hostile });
  });
  return fc.sample(request, { seed, numRuns: count }).map((r, index) => {
    // Every case on an instance of its own: the mock keeps state (a logout closes the instance, and
    // 2.1.1 then answers its sends 500), and no case may change what another one is answered.
    let target = r.example.path.replace('/my-instance', `/fuzz-${index}`);
    if (r.param) {
      // Replace the path parameter: percent-encoded (what a client should send) or raw (what a typo sends).
      const [text, encode] = r.param;
      const value = encode ? encodeURIComponent(`${text.replace(/[\ud800-\udfff]/g, '?')}-${index}`) : `${text}-${index}`;
      target = target.replace(/\/(fuzz-\d+|[^/?]+)(\?|$)/, `/${value}$2`);
    }
    const headers: [string, string][] = [['Host', '127.0.0.1']];
    if (r.apikey !== undefined) headers.push(['apikey', r.apikey]);
    if (r.contentType !== undefined) headers.push(['Content-Type', r.contentType]);
    if (r.accept !== undefined) headers.push(['Accept', r.accept]);
    if (r.prefer !== undefined) headers.push(['Prefer', r.prefer]);
    if (r.extra) headers.push(r.extra);
    const announced = r.body.label !== 'none';
    if (r.body.overCap) headers.push(['Content-Length', String(MAX_BODY_BYTES + 1)]);
    else if (announced && r.chunked) headers.push(['Transfer-Encoding', 'chunked']);
    headers.push(['Connection', 'close']);
    const head = `${r.method} ${target} HTTP/1.1\r\n${headers.map(([n, v]) => `${n}: ${v}`).join('\r\n')}`;
    const recipe = r.body;
    const chunked = r.chunked;
    return {
      faultAsked: Number(/code=(5\d\d)/.exec(r.prefer ?? '')?.[1]) || undefined,
      declared5xx: r.example.expected5xx,
      description: `${abridge(head)}${announced ? ` body: ${abridge(recipe.label)}${chunked && !recipe.overCap ? ' (chunked)' : ''}` : ''}`,
      bytes(): Buffer {
        const text = recipe.text();
        const body = Buffer.from(text ?? '', 'utf8');
        const length = text === undefined || chunked || recipe.overCap ? '' : `\r\nContent-Length: ${body.length}`;
        const framed = text !== undefined && chunked && !recipe.overCap ? chunk(body) : body;
        return Buffer.concat([Buffer.from(`${head}${length}\r\n\r\n`, 'utf8'), framed]);
      },
    };
  });
}

const abridge = (text: string): string => (text.length > 300 ? `${text.slice(0, 200)}…(${text.length} chars)…${text.slice(-40)}` : text);

function chunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += 64 * 1024) {
    const piece = body.subarray(at, at + 64 * 1024);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/**
 * Sends one case on a new connection; resolves with the answer's status (0: closed without one, or
 * none within `timeoutMs`: a bound on a hang, far above an answer's time even on a loaded machine)
 * and its start.
 */
export function sendCase(port: number, fuzzCase: FuzzCase, timeoutMs = 60_000): Promise<{ status: number; answer: string }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    let status = 0;
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      if (received.length > 2000) return;
      received += text;
      const match = /^HTTP\/1\.[01] (\d{3}) /.exec(received);
      if (match) status = Number(match[1]);
    });
    socket.on('error', () => {}); // a reset after the answer (the server stops reading an over-cap body) still counts the answer
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ status, answer: received.slice(received.indexOf('\r\n\r\n') + 4, 2000) });
    });
    socket.write(fuzzCase.bytes());
  });
}

/** Runs every case, `concurrency` at a time. */
export async function runFuzz(port: number, cases: FuzzCase[], { concurrency = 8, timeoutMs = 60_000 } = {}): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: {}, failures: [], faults: 0 };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const fuzzCase = cases[next++];
      if (!fuzzCase) return;
      const { status, answer } = await sendCase(port, fuzzCase, timeoutMs);
      report.sent++;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      // Asked for, and not the mock failing (its own 500 says it is a bug).
      const bug = answer.includes('bug in @msg-gateway/mock');
      if (status === fuzzCase.faultAsked && !bug) report.faults++;
      else if (fuzzCase.declared5xx.includes(status) && !bug) continue;
      else if (status === 0 || status >= 500) report.failures.push({ status, description: fuzzCase.description, answer });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
