// Flags of `msg-gateway-contract webhooks`, checked before anything is sent. It needs no key: the
// payloads are the contract's examples, whose `apikey` is null.
import { parseArgs } from 'node:util';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { baseUrl } from '../url.js';

const DEFAULT_RECEIVER_TIMEOUT_S = 10;

export type UrlStyle = 'plain' | 'by-events' | 'both';
const STYLES: readonly UrlStyle[] = ['plain', 'by-events', 'both'];

export const WEBHOOKS_HELP = `Usage: msg-gateway-contract webhooks --receiver <url> [options]

POSTs every webhook event example of the msg-gateway contract (the 29 events an instance's
receiver gets, each of its examples) to your webhook receiver, as an Evolution API 2.1.1 gateway would deliver them, and
reports per event whether it answered 2xx in time. Nothing is sent anywhere else: redirects
are not followed (a redirect is a failure naming its Location). No key is needed; the payloads'
apikey is null.

  --receiver <url>         the receiver, e.g. http://127.0.0.1:3000/hooks/evolution
  --url-style <style>      plain (default): every event to <url>;
                           by-events: to <url>/<event>, e.g. <url>/messages-upsert, as the
                           gateway does with webhookByEvents; both: each event twice
  --timeout <seconds>      limit for each delivery, end to end (default ${DEFAULT_RECEIVER_TIMEOUT_S})
  --junit <path>           also write a JUnit XML report
  -h, --help               this help

Exit codes: 0 every delivery answered 2xx; 1 some did not; 2 could not check (bad flags,
receiver unreachable, it stopped answering, interrupted).`;

export interface WebhookOptions {
  /** Without a trailing slash. */
  receiver: string;
  style: UrlStyle;
  timeoutMs: number;
  junit: string | undefined;
}

export type WebhooksCommand = { kind: 'help' } | { kind: 'webhooks'; options: WebhookOptions };

const OPTIONS = {
  receiver: { type: 'string' },
  'url-style': { type: 'string' },
  timeout: { type: 'string' },
  junit: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseWebhooksCommand(argv: readonly string[]): WebhooksCommand {
  let values: ReturnType<typeof parse>;
  try {
    values = parse(argv);
  } catch (error) {
    throw new UsageError(
      `${(error as Error).message.replace(/(--[\w-]+)=\S*/g, '$1')}\nRun msg-gateway-contract webhooks --help for the flags.`,
    );
  }
  if (values.help) return { kind: 'help' };
  const raw = values.receiver?.trim();
  if (!raw) {
    throw new UsageError(
      'Missing --receiver <url>: the webhook receiver to check, e.g. msg-gateway-contract webhooks --receiver http://127.0.0.1:3000/hooks/evolution',
    );
  }
  const style = (values['url-style'] ?? 'plain') as UrlStyle;
  if (!STYLES.includes(style)) throw new UsageError(`--url-style "${values['url-style']}" is not one of ${STYLES.join(', ')}.`);
  const timeout = values.timeout === undefined ? DEFAULT_RECEIVER_TIMEOUT_S : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0 || timeout > 600) {
    throw new UsageError(`--timeout "${values.timeout}" is not a number of seconds between 0 and 600.`);
  }
  const { url } = baseUrl(raw, '--receiver', 'the webhook receiver', 'http://127.0.0.1:3000/hooks/evolution');
  return { kind: 'webhooks', options: { receiver: url, style, timeoutMs: Math.round(timeout * 1000), junit: values.junit } };
}

function parse(argv: readonly string[]) {
  return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
}
