// Replays recorded exchanges against a server and scores its answers (see shape.ts for what must
// agree). The server is set up the way the recorder set up the real gateway: each instance named
// `rec-<state>-<k>` is created with the admin key before its first line, and brought to its state as
// that recording's README says (`setup`: 2.1.1's were created with qrcode false, then connected for
// `connecting`, connected and logged out for `logged_out`; 2.3.7's were created with qrcode true and
// read until they said `connecting`, then logged out for `logged_out`); the `seq/*` scenarios create
// their own. With `followObserved`, a line recorded when the instance read `close` waits (bounded)
// until the server's instance reads `close` too, as a 2.3.7 connect reads close once its attempt fails.
// A wait for the server's own timers (a delete settling, a 2.3.7 connect failing) reads the state
// every POLL_MS of server time: real time, or, given the mock's test `clock`, that clock advanced (no
// wall-clock wait at all).
// Labels become real values: `<admin-key>` the server's key, `<instance-token>` the `hash` the server
// answered when it created the instance in the path, `<wrong-key>` a key no one has.
import { request as httpRequest } from 'node:http';
import { mediaHost } from './media.js';
import { type Exchange, expandBody, scored } from './recordings.js';
import { differences, type Shape, shapeOf } from './shape.js';
import { namesIn, sameWords, type Words, wordsOf } from './words.js';

export interface ReplayOptions {
  /** The server's base URL, e.g. http://127.0.0.1:4010. */
  url: string;
  /** The server's global key. */
  adminKey: string;
  /** Where webhooks named in request bodies (the recorder's receiver) are sent instead. */
  receiverUrl?: string;
  /** Time limit of one request (default 10 s). */
  timeoutMs?: number;
  /** How the matrix instances reach `connecting` (default `connect`: see above). */
  setup?: 'connect' | 'qrcode';
  /** Wait for the server's instance to read `close` before a line recorded when it read `close`. */
  followObserved?: boolean;
  /** Hosts that served the recorded media (recordings.ts, servedMediaHosts): the replay serves them itself. */
  mediaHosts?: string[];
  /** The Host the recorded requests named when a line gives none (the recorded gateway's address): answers built from it agree. */
  recordedHost?: string;
  /**
   * The server's test clock (a mock started with `clock: 'manual'`): a wait for the server's timers
   * advances it instead of waiting real time. Without one, the waits are real.
   */
  clock?: { advance(ms: number): unknown };
}

export interface Verdict {
  exchange: Exchange;
  expected: Shape;
  actual: Shape;
  /** Empty when the answer agrees with the recording on status and shape. */
  differences: string[];
  /** For a recorded error answer with a message: the recorded words, the server's, and whether they agree. */
  words?: { expected: Words; actual: Words; same: boolean };
}

const WRONG_KEY = 'replay-wrong-key-0000';
/** `<instance-token:NAME>`: the token of the instance NAME, sent on a route whose path names none (fetchInstances). */
const TOKEN_OF = /^<instance-token:(.+)>$/;
/** How long the set-up of a matrix instance may take (its create), whatever the lines' own limit. */
const SETUP_LIMIT_MS = 60_000;
const RECORDER_RECEIVER = 'http://127.0.0.1:4141';
/** A matrix instance: `<prefix>-<state>-<k>` (`rec-` in the shipped recordings, `world-` in the held-out ones). */
const MATRIX_INSTANCE = /^[a-z][a-z0-9]*-(close|connecting|logged_out)-\d+$/;
/** How much server time passes between two reads of a state the replay waits for. */
const POLL_MS = 100;

/** Replays every scored exchange, scenario by scenario in file order; resolves with one verdict each. */
export async function replay(exchanges: Exchange[], options: ReplayOptions): Promise<Verdict[]> {
  // The recorder's media hosts, served by the replay itself (media.ts: an image, a 404, a few bytes).
  const media = options.mediaHosts?.length ? await mediaHost() : undefined;
  try {
    return await replayed(exchanges, new Session({ ...options, ...(media && { mediaUrl: media.url }) }));
  } finally {
    await media?.close();
  }
}

async function replayed(exchanges: Exchange[], session: Session): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const group of scenarios(exchanges)) {
    for (const exchange of group) {
      await session.prepare(exchange);
      const answer = await session.send(exchange);
      const expected = shapeOf(exchange.response.status, exchange.response.body);
      const actual = unanswered(exchange, answer) ? shapeOf(0, '') : shapeOf(answer.status, answer.body);
      const statusOnly = exchange.op === 'connect' && expected.status === 200;
      if (!scored(exchange)) continue;
      verdicts.push({
        exchange,
        expected,
        actual,
        differences: differences(expected, actual, { statusOnly }),
        ...wordsVerdict(exchange, answer),
      });
    }
  }
  return verdicts;
}

/**
 * A recorded "no answer within 6 s" (status 0) agrees with the mock's way of saying the gateway would
 * never answer: its 504 marked with this header (src/server/answer/answer.ts, UNANSWERED_HEADER), given at
 * once so that no score waits on a clock.
 */
export const UNANSWERED_HEADER = 'x-mock-unanswered';
const unanswered = (exchange: Exchange, answer: Answer): boolean =>
  exchange.response.status === 0 && answer.headers?.[UNANSWERED_HEADER] !== undefined;

/** The words of a recorded error answer that has some, compared with the server's. */
function wordsVerdict(exchange: Exchange, answer: Answer): Pick<Verdict, 'words'> {
  if (exchange.response.status < 400) return {};
  const names = namesIn(exchange.request);
  const expected = wordsOf(exchange.response.body, names);
  if (expected === undefined) return {};
  const actual = wordsOf(answer.body, names);
  return { words: { expected, actual, same: sameWords(expected, actual) } };
}

/** The exchanges grouped by scenario (file order of first appearance), each in step order. */
export function scenarios<T extends { seq: string; step: number }>(exchanges: T[]): T[][] {
  const bySeq = new Map<string, T[]>();
  for (const exchange of exchanges) bySeq.set(exchange.seq, [...(bySeq.get(exchange.seq) ?? []), exchange]);
  return [...bySeq.values()].map((group) => [...group].sort((a, b) => a.step - b.step));
}

export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
  ms?: number;
}

/** One server set up as the recorder set up the gateway, and the requests sent to it with real keys. */
export class Session {
  /** Instance name → the token (`hash`) the server gave it. */
  private readonly tokens = new Map<string, string>();
  /** Names this replay deleted (a 2.3.7 instance still reads a state while its delete completes). */
  private readonly deleted = new Set<string>();

  constructor(private readonly options: ReplayOptions & { mediaUrl?: string }) {}

  /** Every instance this session created and still knows, with its token (a recorder cleans them up). */
  created(): Map<string, string> {
    return new Map(this.tokens);
  }

  /** Logs out and deletes what this session created (left as found), waiting until each is gone. */
  async cleanUp(): Promise<void> {
    for (const name of this.tokens.keys()) {
      const admin = { apikey: this.options.adminKey };
      await this.request('DELETE', `/instance/logout/${encodeURIComponent(name)}`, admin);
      await this.request('DELETE', `/instance/delete/${encodeURIComponent(name)}`, admin);
    }
    for (const name of [...this.tokens.keys()]) {
      this.tokens.delete(name);
      // A 2.3.7 instance that was still retrying its connection can outlive its delete (observed:
      // two were left after a recording): delete again until the gateway no longer knows it.
      for (let attempt = 0; attempt < 3; attempt++) {
        await this.waitUntilGone(name);
        if ((await this.stateOf(name)) === undefined) break;
        await this.request('DELETE', `/instance/delete/${encodeURIComponent(name)}`, { apikey: this.options.adminKey });
      }
    }
  }

  /**
   * Sets the server up as the recorder set the gateway up before this line: builds the matrix instance
   * the path or the body names; before a line recorded as absent, removes what an earlier line of this
   * replay created under the name it uses (the recorder deleted it too) and waits out a pending delete.
   */
  async prepare(exchange: Exchange): Promise<void> {
    const keyOf = TOKEN_OF.exec(exchange.request.headers['apikey'] ?? '')?.[1];
    const named = [instanceIn(exchange.request.path), bodyInstance(exchange.request.body), keyOf].filter((n) => n !== undefined);
    for (const name of named) if (MATRIX_INSTANCE.test(name) && !this.tokens.has(name)) await this.build(name);
    if (this.options.followObserved && exchange.observed_state === 'close') {
      for (const name of named) if (this.tokens.has(name)) await this.waitForState(name, (state) => state !== 'connecting');
    }
    if (exchange.state !== 'absent') return;
    for (const name of named) {
      if (exchange.seq.startsWith('matrix/') && this.tokens.has(name)) await this.remove(name);
      await this.waitUntilGone(name);
    }
  }

  async send(exchange: Exchange): Promise<Answer> {
    const { request } = exchange;
    const headers: Record<string, string> = {};
    const named = Object.keys(request.headers).some((header) => header.toLowerCase() === 'host');
    if (this.options.recordedHost !== undefined && !named) headers['host'] = this.options.recordedHost;
    for (const [header, value] of Object.entries(request.headers)) {
      if (header.toLowerCase() === 'apikey') headers[header] = this.key(value, request.path);
      else headers[header] = value;
    }
    let body = request.body === null ? undefined : expandBody(request.body);
    if (body !== undefined) {
      body = body.replaceAll('<instance-token>', `REPLAY-TOKEN-${exchange.step}`);
      if (this.options.receiverUrl) body = body.replaceAll(RECORDER_RECEIVER, this.options.receiverUrl);
      for (const host of this.options.mediaHosts ?? []) if (this.options.mediaUrl) body = body.replaceAll(host, this.options.mediaUrl);
    }
    const answer = await this.request(request.method, request.path, headers, body);
    this.remember(request, body, answer);
    const deleted = /^\/instance\/delete\//i.test(request.path) && request.method === 'DELETE' && answer.status === 200;
    const name = instanceIn(request.path);
    if (deleted && name !== undefined) this.deleted.add(name);
    return answer;
  }

  private key(label: string, path: string): string {
    if (label === '<admin-key>') return this.options.adminKey;
    if (label === '<wrong-key>') return WRONG_KEY;
    const named = TOKEN_OF.exec(label)?.[1];
    if (named !== undefined) return this.tokens.get(named) ?? WRONG_KEY;
    if (label === '<instance-token>') {
      // The instance is the path's, or fetchInstances' ?instanceName=.
      const name = instanceIn(path) ?? new URLSearchParams(path.split('?')[1] ?? '').get('instanceName') ?? undefined;
      return (name !== undefined ? this.tokens.get(name) : undefined) ?? WRONG_KEY;
    }
    return label;
  }

  /** Keeps the token of an instance the server just created. */
  private remember(request: Exchange['request'], body: string | undefined, answer: Answer): void {
    if (request.method !== 'POST' || !/^\/instance\/create\/?$/i.test(request.path) || answer.status !== 201) return;
    try {
      const created = JSON.parse(answer.body) as { hash?: unknown; instance?: { instanceName?: unknown } };
      const name = created.instance?.instanceName ?? bodyInstance(body ?? null);
      if (typeof name === 'string') this.deleted.delete(name);
      if (typeof name === 'string' && typeof created.hash === 'string') this.tokens.set(name, created.hash);
    } catch {
      // Not JSON: the score says so; nothing to remember.
    }
  }

  private async build(name: string): Promise<void> {
    const state = MATRIX_INSTANCE.exec(name)?.[1];
    const admin = { apikey: this.options.adminKey, 'content-type': 'application/json' };
    const connects = state === 'connecting' || state === 'logged_out';
    const byQrcode = connects && this.options.setup === 'qrcode';
    // A 2.3.7 create with a QR code answers once its first attempt started (about 5 s, more on a busy
    // machine): it gets SETUP_LIMIT_MS, so a slow answer does not leave an instance without its token.
    const created = await this.request(
      'POST',
      '/instance/create',
      admin,
      JSON.stringify({ instanceName: name, integration: 'WHATSAPP-BAILEYS', qrcode: byQrcode }),
      SETUP_LIMIT_MS,
    );
    this.remember({ method: 'POST', path: '/instance/create', headers: {}, body: null }, JSON.stringify({ instanceName: name }), created);
    // A server that cannot create it answers the lines of this instance as it will: the score shows it.
    if (created.status !== 201) return;
    if (connects && !byQrcode) await this.request('GET', `/instance/connect/${name}`, admin);
    if (byQrcode) await this.waitForState(name, (read) => read === 'connecting');
    if (state === 'logged_out') await this.request('DELETE', `/instance/logout/${name}`, admin);
  }

  /** What the instance's connectionState reads now (undefined when it reads none, e.g. 404). */
  async stateOf(name: string): Promise<string | undefined> {
    const read = await this.request('GET', `/instance/connectionState/${encodeURIComponent(name)}`, { apikey: this.options.adminKey });
    return read.status === 200 ? /"state"\s*:\s*"([a-z]+)"/.exec(read.body)?.[1] : undefined;
  }

  /** Reads the instance's state until `wanted` holds (at most 10 s: a server that never gets there is scored as it is). */
  private async waitForState(name: string, wanted: (state: string | undefined) => boolean): Promise<void> {
    for (const wait = this.waiting(10_000); wait.more(); await wait.step()) {
      const read = await this.request('GET', `/instance/connectionState/${encodeURIComponent(name)}`, { apikey: this.options.adminKey });
      const state = /"state"\s*:\s*"([a-z]+)"/.exec(read.body)?.[1];
      if (read.status !== 200 || wanted(state)) return;
    }
  }

  /** A wait of at most `limitMs` of server time, POLL_MS a step: real time, or the server's test clock advanced. */
  private waiting(limitMs: number): { more(): boolean; step(): Promise<void> } {
    const { clock } = this.options;
    if (clock) {
      let passed = 0;
      return {
        more: () => passed < limitMs,
        step: async () => {
          await clock.advance(POLL_MS);
          passed += POLL_MS;
        },
      };
    }
    const deadline = Date.now() + limitMs;
    return { more: () => Date.now() < deadline, step: () => new Promise((resolve) => setTimeout(resolve, POLL_MS)) };
  }

  private async remove(name: string): Promise<void> {
    const deleted = await this.request('DELETE', `/instance/delete/${encodeURIComponent(name)}`, { apikey: this.options.adminKey });
    this.tokens.delete(name);
    if (deleted.status === 200) this.deleted.add(name);
  }

  /** Waits out a pending delete: a name this replay deleted until it is 404 (2.1.1 reads no state meanwhile, 2.3.7 its last). */
  private async waitUntilGone(name: string): Promise<void> {
    for (const wait = this.waiting(5000); wait.more(); await wait.step()) {
      const state = await this.request('GET', `/instance/connectionState/${encodeURIComponent(name)}`, { apikey: this.options.adminKey });
      if (state.status === 404) break;
      const deleting = state.status === 200 && (!/"state"\s*:/.test(state.body) || this.deleted.has(name));
      if (!deleting) return;
    }
    this.deleted.delete(name);
  }

  private request(method: string, path: string, headers: Record<string, string>, body?: string, limitMs?: number): Promise<Answer> {
    const timeoutMs = Math.max(limitMs ?? 0, this.options.timeoutMs ?? 10_000);
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        this.options.url,
        {
          method,
          path,
          headers: { ...headers, ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
              ms: Date.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      // No answer in time is an answer of its own (status 0): 2.1.1 never answers some routes.
      let timedOut = false;
      req.on('timeout', () => {
        timedOut = true;
        req.destroy();
        resolve({ status: 0, body: '', ms: Date.now() - started });
      });
      req.on('error', (error) => (timedOut ? undefined : reject(error)));
      req.end(body);
    });
  }
}

/** The instance a gateway path names: its last segment (decoded), for the routes that take one. */
export function instanceIn(path: string): string | undefined {
  const bare = path.split('?')[0] ?? '';
  const segments = bare.split('/').filter((s) => s !== '');
  if (segments.length < 3) return undefined;
  const last = segments.at(-1);
  if (last === undefined) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function bodyInstance(body: string | null): string | undefined {
  if (body === null) return undefined;
  try {
    const name = (JSON.parse(body) as { instanceName?: unknown } | null)?.instanceName;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
