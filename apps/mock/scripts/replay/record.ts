// Records what a real gateway answers to a list of requests, in the recordings' format
// (test/fixtures/recordings/README.md), so the twin can be scored on exchanges no rule was tuned on.
//
//   npm run record -w @msg-gateway/mock -- <requests.jsonl> --url <gateway> --key <its global key> [--runs 2] [--out <file>]
//       [--profile evolution-2.3.7]
//
// The input is one JSON object a line with {seq, step, state, op, label, request} (a recordings file
// works as is: its answers are ignored). Each instance the lines name as `<prefix>-<state>-<k>` is set
// up as the replay sets it up for `--profile` (run.ts, profiles.ts: 2.1.1's created, then connected, then
// logged out; 2.3.7's created with a QR code and read until connecting), so the lines must use a prefix
// no one else uses on that gateway. Under a profile whose lines follow the state read before them
// (2.3.7), each matrix line is written with `observed_state`, what connectionState read just before it. After each run every instance the run created is logged
// out and deleted (the gateway is left as found). The whole list is sent `--runs` times (default 2); a
// line whose answer differed between runs is written `stable: false`. Answers are written with the
// global key, the instances' tokens, UUIDs, Prisma cuids and ISO dates replaced by labels, and any
// message that shows a path of the gateway's build (a code frame) replaced by a placeholder. A request
// not answered within 6 s is written with status 0 and no body (2.1.1 never answers some routes).
// With `--media-port <port>`, the recorder serves media on 127.0.0.1:<port> (media.ts: an image, a
// 404) and writes what the gateway fetched while a line was sent, in the first run, as a `kind:
// "static"` line after it (the replay then serves that host itself: recordings.ts, servedMediaHosts).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type MediaHost, mediaHost } from './media.js';
import { REPLAY_PROFILES, type ReplayProfile } from './profiles.js';
import type { Exchange } from './recordings.js';
import { type Answer, instanceIn, Session, scenarios } from './run.js';

type RequestLine = Omit<Exchange, 'response' | 'stable' | 'racy'>;

const KEPT_HEADERS = ['access-control-allow-credentials', 'content-type'];
const CODE_FRAME = "<Prisma error with a code frame of the gateway's compiled source: not kept>";

/** The request lines of a file (deliveries and malformed lines are refused with their line number). */
export function readRequests(file: string): RequestLine[] {
  const lines: RequestLine[] = [];
  for (const [index, text] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (text.trim() === '') continue;
    const value = JSON.parse(text) as Partial<RequestLine> & { kind?: string };
    if (value.kind !== undefined) continue;
    if (typeof value.seq !== 'string' || typeof value.step !== 'number' || typeof value.request?.path !== 'string') {
      throw new Error(
        `${file}:${index + 1} is not a request line: it needs seq, step, state, op, label and request {method, path, headers, body}.`,
      );
    }
    lines.push(value as RequestLine);
  }
  return lines;
}

/** The answer as the recordings keep it: labels for keys, tokens, ids and dates; no build paths. */
export function redact(body: string, secrets: { adminKey: string; tokens: string[] }): string {
  let out = body;
  for (const token of secrets.tokens) out = out.split(token).join('<instance-token>');
  out = out.split(secrets.adminKey).join('<admin-key>');
  out = out
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\bc[a-z0-9]{24}\b/g, '<cuid>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, '<iso-date>');
  try {
    return JSON.stringify(withoutPaths(JSON.parse(out)));
  } catch {
    return BUILD_PATH.test(out) ? CODE_FRAME : out;
  }
}

const BUILD_PATH = /(?:^|[\s("'])\/(?:tmp|home|root|work|usr|opt|srv|var)\/\S+/;

function withoutPaths(value: unknown): unknown {
  if (typeof value === 'string') return BUILD_PATH.test(value) ? CODE_FRAME : value;
  if (Array.isArray(value)) return value.map(withoutPaths);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPaths(v)]));
  return value;
}

/** One run over every line, scenario by scenario; the instances it built are removed at its end. */
async function run(lines: RequestLine[], url: string, adminKey: string, profile: ReplayProfile, media?: MediaHost): Promise<Run> {
  const session = new Session({ url, adminKey, timeoutMs: 6000, ...(profile.options.setup && { setup: profile.options.setup }) });
  const answers = new Map<RequestLine, Answer>();
  const observed = new Map<RequestLine, string | null>();
  const tokens = new Set<string>();
  const downloads = new Map<RequestLine, MediaHost['hits']>();
  try {
    for (const group of scenarios(lines)) {
      for (const line of group) {
        const exchange = { ...line, response: { status: 0, headers: {}, body: null }, stable: true, racy: false };
        await session.prepare(exchange);
        const name = instanceIn(line.request.path);
        if (profile.options.followObserved && line.seq.startsWith('matrix/') && name !== undefined && line.state !== 'absent') {
          observed.set(line, (await session.stateOf(name)) ?? null);
        }
        const before = media?.hits.length ?? 0;
        answers.set(line, await session.send(exchange));
        if (media && media.hits.length > before) downloads.set(line, media.hits.slice(before));
        for (const token of session.created().values()) tokens.add(token);
      }
    }
  } finally {
    await session.cleanUp();
  }
  return { answers, observed, tokens: [...tokens], downloads };
}

interface Run {
  answers: Map<RequestLine, Answer>;
  /** What connectionState read before each line (profiles that follow it). */
  observed: Map<RequestLine, string | null>;
  tokens: string[];
  /** What the gateway fetched from the media host while each line was sent. */
  downloads: Map<RequestLine, MediaHost['hits']>;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      runs: { type: 'string' },
      out: { type: 'string' },
      profile: { type: 'string' },
      'media-port': { type: 'string' },
    },
  });
  const file = positionals[0];
  if (file === undefined || values.url === undefined || values.key === undefined) {
    throw new Error('Usage: record <requests.jsonl> --url <gateway> --key <its global key> [--runs 2] [--out <file>]');
  }
  const runs = Number(values.runs ?? 2);
  if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new Error(`--runs ${values.runs}: give a whole number from 1 to 10.`);
  const profile = REPLAY_PROFILES.find((p) => p.profile === (values.profile ?? 'evolution-2.1.1'));
  if (profile === undefined) throw new Error(`--profile ${values.profile}: one of ${REPLAY_PROFILES.map((p) => p.profile).join(', ')}.`);
  const lines = readRequests(file);
  const mediaPort = values['media-port'] === undefined ? undefined : Number(values['media-port']);
  if (mediaPort !== undefined && !(Number.isInteger(mediaPort) && mediaPort > 0 && mediaPort < 65536))
    throw new Error(`--media-port ${values['media-port']}: give a TCP port from 1 to 65535.`);
  const media = mediaPort === undefined ? undefined : await mediaHost(mediaPort);
  const results: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) results.push(await run(lines, values.url, values.key, profile, media));
  } finally {
    await media?.close();
  }
  const secrets = { adminKey: values.key, tokens: results.flatMap((r) => r.tokens) };
  const output = lines.map((line) => {
    const seen = results.map((r) => r.answers.get(line)).map((a) => a && { status: a.status, body: redact(a.body, secrets), a });
    const first = seen[0];
    const stable = seen.every((s) => s?.status === first?.status && s?.body === first?.body);
    const headers = Object.fromEntries(Object.entries(first?.a.headers ?? {}).filter(([h]) => KEPT_HEADERS.includes(h)));
    const response = { status: first?.status ?? 0, headers, body: first?.body ?? null };
    // The first run's read: the replay follows it (a line whose answer followed a read that changed is unstable).
    const read = results[0]?.observed.has(line) ? { observed_state: results[0].observed.get(line) } : {};
    // Its GETs: the media the gateway fetched (webhook deliveries to the same host are not kept).
    const fetched = (results[0]?.downloads.get(line) ?? [])
      .filter((hit) => hit.method === 'GET')
      .map((hit) =>
        JSON.stringify({ kind: 'static', seq: line.seq, during_step: line.step, method: hit.method, path: hit.path, headers: {} }),
      );
    return [JSON.stringify({ ...line, ...read, response, ms: first?.a.ms ?? 0, stable, racy: false }), ...fetched].join('\n');
  });
  const text = `${output.join('\n')}\n`;
  if (values.out === undefined) process.stdout.write(text);
  else writeFileSync(values.out, text);
  process.stderr.write(`${lines.length} requests, ${runs} runs, ${output.filter((l) => l.includes('"stable":false')).length} unstable\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
