// Writes a request list shaped like real clients' traffic, for the recorder (record.ts), as issue 34
// §3 asks: what the n8n node sends (its own code builds each body: n8n-requests.ts), a bot's sends
// with their options (delay, quoted, mentions, linkPreview), group JIDs as recipients, media by URL
// (an image, a URL that answers 404: the recorder's media host, media.ts) and by `data:` URI, a
// dashboard's admin flows (create, fetchInstances with filters, settings, webhook set/find, connect,
// restart, logout, delete) and odd instance names. Every request goes once with the global key and
// once with the instance's own token, in each state a gateway without a phone reaches: absent,
// close, connecting, logged out (matrix lines on `<prefix>-<state>-0`, which the recorder builds),
// and deleting (the scenarios).
//
//   node .tools/scripts/replay/client-traffic.js --prefix cli --media 127.0.0.1:4177 > requests.jsonl
//   npm run record -w @msg-gateway/mock -- requests.jsonl --url <gateway> --key <key> --media-port 4177 [--profile …]
//
// The same list serves every profile (a route a version lacks is recorded as that version answers it).
import { parseArgs } from 'node:util';
import { flows } from './client-flows.js';
import { type Client, clientRequests, type Flow } from './client-requests.js';
import { INSTANCE_SLOT, nodeCalls } from './n8n-requests.js';
import { HEADERS, type Line } from './probe-lines.js';

const MATRIX_STATES = ['absent', 'close', 'connecting', 'logged_out'] as const;
/** Requests that move an instance out of its state: each is sent to a fresh instance of that state. */
const MOVES = /^(connect|restart|logout|delete)$/;

/** The op a path names: its route's last word (`/message/sendText/x` → sendText; `/instance/fetchInstances` → fetchInstances). */
function opOf(method: string, path: string): string {
  const segments = (path.split('?')[0] ?? '').split('/').filter(Boolean);
  const op = segments[1] ?? segments[0] ?? 'root';
  return method === 'PUT' && op === 'restart' ? 'restart.PUT' : op;
}

/** The matrix lines of one client request: each state, each key; a moving request on fresh instances. */
function matrixLines(client: Client, prefix: string, fresh: Map<string, number>): Omit<Line, 'step'>[] {
  const out: Omit<Line, 'step'>[] = [];
  const op = opOf(client.method, client.path);
  for (const state of MATRIX_STATES) {
    for (const key of ['<admin-key>', '<instance-token>']) {
      let k = 0;
      if (state !== 'absent' && MOVES.test(op)) {
        k = (fresh.get(state) ?? 0) + 1;
        fresh.set(state, k);
      }
      const name = `${prefix}-${state}-${k}`;
      out.push({
        seq: `matrix/${state}/${op}`,
        state,
        op,
        label: `${client.label}|${key === '<admin-key>' ? 'admin' : 'token'}`,
        request: {
          method: client.method,
          path: client.path.replaceAll(INSTANCE_SLOT, encodeURIComponent(name)),
          headers: { ...HEADERS, apikey: key },
          body: client.body === null ? null : client.body.replaceAll(INSTANCE_SLOT, name),
        },
      });
    }
  }
  return out;
}

/** A scenario's lines, named `seq/<name>`, in order. */
function flowLines(flow: Flow): Omit<Line, 'step'>[] {
  return flow.steps.map((s) => ({
    seq: `seq/${flow.name}`,
    state: s.state,
    op: opOf(s.method, s.path),
    label: s.label,
    request: { method: s.method, path: s.path, headers: { ...HEADERS, apikey: s.key }, body: s.body },
  }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { prefix: { type: 'string' }, media: { type: 'string' } } });
  const prefix = values.prefix ?? 'cli';
  if (!/^[a-z][a-z0-9]*$/.test(prefix))
    throw new Error(`--prefix ${prefix}: a lower-case letter, then letters or digits (the replay reads <prefix>-<state>-<k>).`);
  const media = values.media ?? '127.0.0.1:4177';
  if (!/^127\.0\.0\.1:\d{1,5}$/.test(media)) throw new Error(`--media ${media}: give 127.0.0.1:<port>, where the recorder serves media.`);
  const n8n = await nodeCalls(n8nValues(media));
  const clients = clientRequests(n8n, media);
  const fresh = new Map<string, number>();
  const all = [...clients.flatMap((c) => matrixLines(c, prefix, fresh)), ...flows(prefix, n8n, media).flatMap(flowLines)];
  const steps = new Map<string, number>();
  const lines: Line[] = all.map((l) => {
    const step = steps.get(l.seq) ?? 0;
    steps.set(l.seq, step + 1);
    return { ...l, step };
  });
  process.stdout.write(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
}

/** The parameters a user fills in the n8n editor (a number, a group, a message, media on the recorder's host). */
function n8nValues(media: string): Record<string, unknown> {
  const NUMBER = '5511912345678';
  return {
    remoteJid: NUMBER,
    number: NUMBER,
    numbers: NUMBER,
    participants: NUMBER,
    statusJidList: NUMBER,
    chat: `${NUMBER}@s.whatsapp.net`,
    groupJid: '120363012345678901@g.us',
    messageId: '3EB0C0FFEE0123456789AB',
    messageText: 'Olá! Seu pedido foi confirmado.',
    text: 'Olá! Seu pedido foi confirmado.',
    caption: 'Seu comprovante',
    content: 'Promoção de hoje',
    title: 'Cardápio',
    description: 'Escolha uma opção',
    footer: 'Loja Centro',
    subject: 'Clientes VIP',
    name: 'Loja Centro',
    status: 'Atendimento 9h-18h',
    // The media host answers every delivery: a webhook that fails keeps a deleted 2.3.7 instance for minutes.
    webhookUrl: `http://${media}/hooks/n8n`,
    displayText: 'Confirmar',
    media: `http://${media}/client/photo.png`,
    image: `http://${media}/client/photo.png`,
    picture: `http://${media}/client/photo.png`,
    key: 'pix@example.com',
    fullName: 'Maria Souza',
    wuid: NUMBER,
    phoneNumber: NUMBER,
    id: 'confirmar',
    options_display: { metadataValues: [{ optionValue: 'Sim' }, { optionValue: 'Não' }] },
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
