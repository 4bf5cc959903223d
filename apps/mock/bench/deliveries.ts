// The bench's webhook runs: how many send.message events reach a receiver of the mock's deliveries
// under load, after bursts of sends, and what the delivery queue alone carries. Receivers run in
// this process and count the send.message events they get: one answers every delivery at once, one
// never answers (the mock's deliveries then time out, its queue fills and drops): the answers must
// not care, and the one that answers must get every event.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomStream } from '../src/common/random.js';
import { Deliveries } from '../src/webhooks/deliveries.js';
import { type LoadSettings, load, type Row, row, send, type Target, warmUp } from './load.js';
import { startCli } from './processes.js';

interface CountingReceiver {
  url: string;
  events: () => number;
  close: () => void;
}

async function countingReceiver(answers: boolean): Promise<CountingReceiver> {
  let events = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if ((JSON.parse(body) as { event?: unknown }).event === 'send.message') events++;
      if (answers) res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    events: () => events,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Waits until `target` events arrived, or none arrived for `quietMs`; how many, and how long after the call. */
async function arrivals(receiver: CountingReceiver, target: number, quietMs = 3000): Promise<{ arrived: number; ms: number }> {
  const started = performance.now();
  let last = receiver.events();
  let quietSince = started;
  while (receiver.events() < target && performance.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (receiver.events() !== last) {
      last = receiver.events();
      quietSince = performance.now();
    }
  }
  return { arrived: receiver.events(), ms: performance.now() - started };
}

const ms = (x: number): string => x.toFixed(0);

/** 2,000 events of 16 instances queued at once on the delivery queue, in this process. */
export async function queueCapacity(): Promise<string> {
  const receiver = await countingReceiver(true);
  const deliveries = new Deliveries(randomStream('bench', 'jitter'), { ended: () => {}, retrying: () => {} });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 2000 }, (_, n) =>
      deliveries.send({
        event: 'send.message',
        instance: `sender-${n % 16}`,
        url: receiver.url,
        payload: { event: 'send.message', instance: `sender-${n % 16}`, data: { n } },
        headers: {},
        timeoutMs: 5000,
        retries: 0,
      }),
    ),
  );
  const elapsed = performance.now() - started;
  const { delivered, dropped } = deliveries.counts;
  deliveries.close();
  receiver.close();
  return `2,000 events of 16 instances queued at once (the queue alone): ${receiver.events()} of ${results.length} arrived, ${delivered} delivered, ${dropped} dropped, in ${ms(elapsed)} ms (${((1000 * delivered) / elapsed).toFixed(0)} events/s)`;
}

/** sendLocation under load with --webhook-url, to a receiver that answers and to one that hangs. */
export async function underLoad(bin: string, location: Target, settings: LoadSettings): Promise<{ rows: Row[]; lines: string[] }> {
  const rows: Row[] = [];
  const lines: string[] = [];
  for (const [server, answers] of [
    ['webhook, receiver ok', true],
    ['webhook, receiver hangs', false],
  ] as const) {
    const receiver = await countingReceiver(answers);
    const cli = await startCli(bin, ['--webhook-url', receiver.url]);
    try {
      await warmUp(cli.url, location.request, settings);
      // The warm-up's events first: what arrives next is the measured run's.
      const before = (await arrivals(receiver, Number.POSITIVE_INFINITY, 1000)).arrived;
      const result = row(server, location.id, await load(cli.url, location.request, settings));
      rows.push(result);
      const { arrived } = await arrivals(receiver, before + result.total);
      lines.push(
        `${server}, under load: ${arrived - before} send.message events arrived for the ${result.total} answers autocannon read` +
          ` (it stops with up to ${settings.connections} requests in flight, answered too)` +
          (answers ? '' : '; this receiver never answers, so the first delivery of the instance is still being retried and the rest wait'),
      );
    } finally {
      await cli.stop();
      receiver.close();
    }
  }
  return { rows, lines };
}

/** `senders` clients each sending `each` sendLocation requests one after the other, each as its own instance. */
async function sends(url: string, location: Target, senders: number, each: number): Promise<number> {
  const request = location.request;
  const answered = await Promise.all(
    Array.from({ length: senders }, async (_, s) => {
      let ok = 0;
      for (let n = 0; n < each; n++) {
        const res = await send(url, { ...request, path: request.path.replace('my-instance', `sender-${s}`) });
        await res.arrayBuffer();
        if (res.ok) ok++;
      }
      return ok;
    }),
  );
  return answered.reduce((a, b) => a + b, 0);
}

/** The bursts issue 17 counted losses in: 2,000 sends from 16 concurrent senders, 1,000 sequential sends. */
export async function bursts(bin: string, location: Target): Promise<string[]> {
  const lines: string[] = [];
  for (const [label, senders, each] of [
    ['2,000 sends from 16 concurrent senders', 16, 125],
    ['1,000 sequential sends', 1, 1000],
  ] as const) {
    const receiver = await countingReceiver(true);
    const cli = await startCli(bin, ['--webhook-url', receiver.url]);
    try {
      const started = performance.now();
      const sent = await sends(cli.url, location, senders, each);
      const answeredMs = performance.now() - started;
      const { arrived, ms: afterMs } = await arrivals(receiver, sent);
      lines.push(
        `${label}: ${arrived} of ${sent} send.message events arrived (answers took ${ms(answeredMs)} ms; the last event ${ms(afterMs)} ms after the last answer)`,
      );
    } finally {
      await cli.stop();
      receiver.close();
    }
  }
  return lines;
}
