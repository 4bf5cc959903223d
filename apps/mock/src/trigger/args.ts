// The arguments of `msg-gateway-mock trigger`: which event, about which instance, with which data, to
// which running mock. Pure but for reading the data file; every rule throws a UsageError (exit 2).
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { describeParseError } from '../args.js';
import { MAX_BODY_BYTES } from '../server/http/body.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../start.js';
import { contractCatalogue, entryOf } from '../webhooks/catalogue.js';

const DEFAULT_MOCK_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;

export const TRIGGER_USAGE = `Usage: msg-gateway-mock trigger <EVENT> [options]

Make a running mock deliver one webhook event to its webhook (the mock was started with
--webhook-url): the contract's example of EVENT, its data merged with --data, checked against the
event's schema first.

  <EVENT>                 MESSAGES_UPSERT, SEND_MESSAGE, CONNECTION_UPDATE, … or a dotted name (messages.upsert)
      --instance <name>   the instance the event is about (default: the example's, my-instance)
      --data <file.json>  JSON merged into the example's data (objects merged key by key)
      --url <mock URL>    the running mock (default ${DEFAULT_MOCK_URL})          env MOCK_URL
  -h, --help              show this help

Exit codes: 0 delivered; 1 not delivered (no mock at --url, the mock has no --webhook-url, the event is
not subscribed, the receiver failed); 2 bad arguments or data (the mock names the field).`;

export type TriggerRequest =
  | { kind: 'help' }
  | { kind: 'trigger'; event: string; instance: string | undefined; data: unknown; url: string; dataFile: string | undefined };

const OPTIONS = {
  instance: { type: 'string' },
  data: { type: 'string' },
  url: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseTrigger(argv: string[], env: Record<string, string | undefined> = {}): TriggerRequest {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError(describeParseError(error instanceof Error ? error.message : String(error)));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const names = contractCatalogue().names;
  const [event, ...extra] = positionals;
  if (event === undefined)
    throw new UsageError(`Name the event to deliver, e.g. msg-gateway-mock trigger MESSAGES_UPSERT. The events: ${names.join(', ')}.`);
  if (extra.length > 0) throw new UsageError(`One event at a time; unexpected ${extra.map((e) => `"${e}"`).join(', ')}.`);
  if (!entryOf(contractCatalogue(), event)) {
    throw new UsageError(
      `There is no webhook event "${event}". The events are ${names.join(', ')} (or their dotted names, e.g. messages.upsert).`,
    );
  }
  if (values.instance !== undefined && values.instance.trim() === '')
    throw new UsageError('--instance needs a name, e.g. --instance shop-42.');
  const rawUrl = values.url ?? (env['MOCK_URL'] || DEFAULT_MOCK_URL);
  const source = values.url !== undefined ? '--url' : env['MOCK_URL'] ? 'MOCK_URL' : 'the default URL';
  if (!URL.canParse(rawUrl) || !/^https?:$/.test(new URL(rawUrl).protocol)) {
    throw new UsageError(`${source} must be the running mock's http:// URL, e.g. ${DEFAULT_MOCK_URL}; got "${rawUrl}".`);
  }
  return {
    kind: 'trigger',
    event,
    instance: values.instance?.trim(),
    data: values.data === undefined ? undefined : readData(values.data),
    url: new URL(rawUrl).origin,
    dataFile: values.data === undefined ? undefined : resolve(values.data),
  };
}

const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true });

/** The JSON of the --data file; a clear UsageError for a file that is missing, too big or not JSON. */
function readData(file: string): unknown {
  const path = resolve(file);
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new UsageError(`--data: ${path} is not a file.`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--data: there is no file at ${path}.`);
  }
  if (size > MAX_BODY_BYTES) throw new UsageError(`--data: ${path} is ${size} bytes; the mock reads at most ${MAX_BODY_BYTES}.`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`--data: ${path} is not JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
}
