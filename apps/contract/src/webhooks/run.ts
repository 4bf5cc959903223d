// `msg-gateway-contract webhooks`: delivers every webhook event example of the contract to a
// team's receiver, one after another, and reports per delivery whether it answered 2xx in time.
// Every delivery goes to the receiver's own origin: the plain URL, or the URL with
// `/<event-in-kebab-case>` appended (2.1.1's webhookByEvents). Redirects are not followed (a
// redirect fails, naming its Location), at most 64 KB of an answer is read, and a receiver that
// cannot be reached, or stops answering, ends the run with exit 2 like the gateway runner.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { excerpt, type Redact } from '@msg-gateway/openapi/redact';
import { type Description, loadContract } from '../description/contract.js';
import { ContractRunError, EXIT, type ExitCode } from '../errors.js';
import { GIVE_UP_AFTER } from '../execution.js';
import { boundedRequest, NoAnswer } from '../http/request.js';
import { printableUrl } from '../url.js';
import { VERSION } from '../version.js';
import { type Delivery, plannedDeliveries } from './deliveries.js';
import type { WebhookOptions } from './options.js';
import { type DeliveryRow, formatDeliveries, webhooksJunit, webhooksSummary } from './report.js';

/** The most of a receiver's answer that is read (it is only quoted in a failure). */
const RECEIVER_BODY_LIMIT = 64 * 1024;

export interface WebhooksIo {
  out: (line: string) => void;
  /** Applied to every quoted answer (a receiver could echo anything). */
  redact: Redact;
  cwd: string;
  signal?: AbortSignal;
  interruptedBy?: () => string | undefined;
  /** The description whose `webhooks` are delivered (default: the contract). */
  contract?: Description;
  startedAt?: number;
}

export async function checkReceiver(options: WebhookOptions, io: WebhooksIo): Promise<ExitCode> {
  const startedAt = io.startedAt ?? Date.now();
  const deliveries = plannedDeliveries(io.contract ?? loadContract(), options);
  const rows: DeliveryRow[] = [];
  let answered = 0;
  let noAnswersInARow = 0;
  let firstNoAnswer: string | null = null;
  let stopped: 'unresponsive' | 'interrupted' | null = null;

  for (const delivery of deliveries) {
    if (stopped || io.signal?.aborted) {
      stopped ??= 'interrupted';
      rows.push({
        delivery,
        verdict: 'unchecked',
        message: stopped === 'interrupted' ? 'the run was interrupted' : 'the receiver stopped answering',
      });
      continue;
    }
    const row = await deliver(delivery, options, io);
    rows.push(row);
    if (row.verdict === 'no-answer') {
      firstNoAnswer ??= row.message;
      noAnswersInARow += 1;
      if (noAnswersInARow >= GIVE_UP_AFTER) stopped = 'unresponsive';
    } else if (row.verdict !== 'unchecked') {
      answered += 1;
      noAnswersInARow = 0;
    } else stopped = 'interrupted';
  }

  const shown = printableUrl(options.receiver);
  if (answered === 0 && stopped !== 'interrupted') {
    throw new ContractRunError(
      `Cannot reach the receiver at ${shown}: ${firstNoAnswer ?? 'no answer'}. Check --receiver and that it is running.`,
    );
  }
  const seconds = (Date.now() - startedAt) / 1000;
  io.out(formatDeliveries(rows, io.redact));
  io.out('');
  io.out(webhooksSummary(rows, { receiver: shown, seconds }));
  if (options.junit) {
    const path = resolve(io.cwd, options.junit);
    mkdirSync(dirname(path), { recursive: true });
    const run = {
      suite: 'webhook receiver',
      properties: { receiver: shown },
      seconds,
      redact: io.redact,
      timestamp: new Date(startedAt).toISOString(),
    };
    writeFileSync(path, webhooksJunit(rows, run));
    io.out(`JUnit report: ${path}`);
  }
  if (stopped) {
    const left = rows.filter((r) => r.verdict === 'unchecked').length;
    const why =
      stopped === 'interrupted'
        ? `The run was interrupted${io.interruptedBy?.() ? ` by ${io.interruptedBy()}` : ''}`
        : `The receiver stopped answering (${GIVE_UP_AFTER} deliveries in a row got no answer), so the run gave up`;
    throw new ContractRunError(`${why}: ${left} deliver${left === 1 ? 'y was' : 'ies were'} left unchecked.`, {
      reported: options.junit !== undefined,
    });
  }
  return rows.every((r) => r.verdict === 'passed') ? EXIT.ok : EXIT.failed;
}

async function deliver(delivery: Delivery, options: WebhookOptions, io: WebhooksIo): Promise<DeliveryRow> {
  const started = Date.now();
  try {
    const answer = await boundedRequest(delivery.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `msg-gateway-contract/${VERSION}` },
      body: delivery.body,
      timeoutMs: options.timeoutMs,
      maxBodyBytes: RECEIVER_BODY_LIMIT,
      ...(io.signal ? { signal: io.signal } : {}),
    });
    const durationMs = Date.now() - started;
    const base = { delivery, status: answer.status, durationMs };
    if (answer.status >= 200 && answer.status < 300) return { ...base, verdict: 'passed' };
    if (answer.status >= 300 && answer.status < 400) {
      const location = answer.headers['location'];
      const where = location ? `to ${printableUrl(location)}` : 'without a Location';
      return {
        ...base,
        verdict: 'failed',
        message: `redirected ${where} (status ${answer.status}; not followed: deliveries go to --receiver only)`,
      };
    }
    const body = answer.body.trim() ? `; body: ${excerpt(answer.body, io.redact, 200)}` : '';
    return { ...base, verdict: 'failed', message: `status ${answer.status}, expected 2xx${body}` };
  } catch (error) {
    if (error instanceof NoAnswer)
      return { delivery, verdict: 'no-answer', durationMs: Date.now() - started, message: `no answer: ${error.reason}` };
    if (io.signal?.aborted) return { delivery, verdict: 'unchecked', message: 'the run was interrupted' };
    throw error;
  }
}
