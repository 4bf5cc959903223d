// The phone in the browser: the page the mock serves under /__mock/ui/ (what the twin's world looks
// like to a frontend developer or a bot author), its data and its live feed. Behind the same doors
// as the control API (server/doors.ts: a Host that is not this machine, or an Origin the mock does
// not serve, gets 403), read-only: the page acts through the control API, which keeps its own.
//   GET /__mock/ui/           the page (page.ts), its script and style sheet beside it
//   GET /__mock/ui/state      the world as the page shows it (view.ts): no token, no key
//   GET /__mock/ui/events     server-sent events (streams.ts): `world` when something changed,
//                             `delivery` as a webhook delivery goes, `deliveries` for the whole log
//   GET /__mock/ui/media/…    the picture of an arrived image (PNG, JPEG, GIF, WebP only)
//   GET /__mock/ui/favicon.svg
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Redact, redactor } from '@msg-gateway/openapi/redact';
import type { CorsPolicy } from '../server/http/cors.js';
import { doorRefusal } from '../server/http/doors.js';
import type { Twin } from '../twin/twin.js';
import type { DeliveryEvents } from '../webhooks/deliveries.js';
import { DeliveryLog } from './delivery-log.js';
import { FAVICON_SVG, PAGE_HEADERS, PAGE_HTML, UI_PATH } from './page.js';
import { pageScript } from './script.js';
import { frame, MAX_STREAMS, Streams } from './streams.js';
import { PAGE_CSS } from './style.js';
import { phoneWorld, type SentRequests, SHOWN_IMAGES } from './view.js';

/** Changes within this many milliseconds reach the page as one `world` event. */
const COALESCE_MS = 50;

export interface PhoneInput {
  twin: Twin;
  /** What the mock serves (the page's header). */
  serving: () => string;
  cors: CorsPolicy;
  /** The gateway's requests (the refused sends show in their chats). */
  requests: () => SentRequests;
  /** The mock's own key, if it has one: redacted wherever it would show. */
  apiKey: string | undefined;
  heartbeatMs?: number;
}

export interface Phone {
  /** Answers the request when it is one of the page's (true); false leaves it to the mock. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Something in the world may have changed: the open pages fetch it again (coalesced). */
  changed(): void;
  /** The world started over (reset, load): the delivery log too. */
  reset(): void;
  /** What the delivery queue tells the page's log. */
  readonly deliveries: DeliveryEvents;
  /** Ends the open streams (mock.close()). */
  close(): void;
}

export function createPhone(input: PhoneInput): Phone {
  const streams = new Streams(input.heartbeatMs);
  const redact = redactorOf(input);
  // Nothing is redacted or sent while no page is open.
  const log: DeliveryLog = new DeliveryLog(redact, (entry) => {
    if (streams.count > 0) streams.broadcast('delivery', log.shown(entry));
  });
  let version = 0;
  let timer: NodeJS.Timeout | undefined;
  const changed = (): void => {
    version++;
    if (timer !== undefined || streams.count === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      streams.broadcast('world', { version });
    }, COALESCE_MS);
  };
  return {
    handle: (req, res) => answer(req, res, { input, streams, log, redact }),
    changed,
    reset() {
      log.clear();
      streams.broadcast('deliveries', []);
      changed();
    },
    deliveries: log.events(),
    close() {
      clearTimeout(timer);
      streams.close();
    },
  };
}

/** The redactor of the secrets of the moment (the key, every instance's token), made again only when they change. */
function redactorOf(input: PhoneInput): () => Redact {
  let made: { key: string; redact: Redact } | undefined;
  return () => {
    const secrets = [input.apiKey ?? '', ...input.twin.world.list().map((i) => i.token)];
    const key = secrets.join('\n');
    if (made?.key !== key) made = { key, redact: redactor(...secrets) };
    return made.redact;
  };
}

interface Parts {
  input: PhoneInput;
  streams: Streams;
  log: DeliveryLog;
  redact: () => Redact;
}

/** Whether `req` is the page's, answered. */
function answer(req: IncomingMessage, res: ServerResponse, parts: Parts): boolean {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path !== UI_PATH && !path.startsWith(`${UI_PATH}/`)) return false;
  const refused = doorRefusal(req, parts.input.cors);
  if (refused !== undefined) return text(res, 403, refused);
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return text(res, 405, `${path} is the phone page's: it answers GET only. The page acts through the control API (/__mock/instances/…).`);
  }
  const file = path.slice(UI_PATH.length);
  if (file === '') {
    res.writeHead(308, { location: `${UI_PATH}/`, 'content-length': '0' }).end();
    return true;
  }
  if (file === '/') return send(res, 'text/html; charset=utf-8', PAGE_HTML, method);
  if (file === '/page.css') return send(res, 'text/css; charset=utf-8', PAGE_CSS, method);
  if (file === '/page.js') return script(res, method);
  if (file === '/state') {
    const world = phoneWorld(parts.input.twin, parts.input.serving(), parts.input.requests());
    return send(res, 'application/json; charset=utf-8', parts.redact()(JSON.stringify(world)), method);
  }
  if (file === '/events') return method === 'HEAD' ? send(res, 'text/event-stream; charset=utf-8', '', method) : stream(req, res, parts);
  if (file === '/favicon.svg') return send(res, 'image/svg+xml', FAVICON_SVG, method);
  if (file.startsWith('/media/')) return media(res, file, parts, method);
  return text(res, 404, `There is no ${path}: the phone page is ${UI_PATH}/.`);
}

/** GET /__mock/ui/media/{instance}/{id}: the picture of an arrived image, when the mock holds it and a browser shows its type as it is. */
function media(res: ServerResponse, file: string, { input }: Parts, method: string): boolean {
  const [name, id] = file
    .slice('/media/'.length)
    .split('/')
    .map((part) => safeDecode(part));
  const message = name !== undefined && id !== undefined ? input.twin.world.find(name)?.messages.find((m) => m.key.id === id) : undefined;
  const picture = message?.media;
  if (picture === undefined || !SHOWN_IMAGES.has(picture.mimetype)) return text(res, 404, 'No picture of that message is kept here.');
  res.writeHead(200, { ...PAGE_HEADERS, 'content-type': picture.mimetype, 'content-length': String(picture.bytes.length) });
  res.end(method === 'HEAD' ? undefined : picture.bytes);
  return true;
}

const safeDecode = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
};

function script(res: ServerResponse, method: string): boolean {
  const js = pageScript();
  if (js !== undefined) return send(res, 'text/javascript; charset=utf-8', js, method);
  const missing =
    "document.body.prepend(Object.assign(document.createElement('p'),{textContent:'This copy of the mock was run from its source without the page script: build it (npm run build -w @msg-gateway/mock) and run dist/.'}));";
  return send(res, 'text/javascript; charset=utf-8', missing, method);
}

function stream(req: IncomingMessage, res: ServerResponse, { streams, log }: Parts): boolean {
  const opened = streams.accept(req, res, PAGE_HEADERS, [frame('deliveries', log.list())]);
  if (!opened) {
    return text(
      res,
      503,
      `${MAX_STREAMS} phone pages are open on this mock already (or it is closing): close one (each tab keeps a stream open).`,
    );
  }
  return true;
}

function send(res: ServerResponse, type: string, body: string, method: string): boolean {
  res.writeHead(200, { ...PAGE_HEADERS, 'content-type': type, 'content-length': String(Buffer.byteLength(body)) });
  res.end(method === 'HEAD' ? undefined : body);
  return true;
}

function text(res: ServerResponse, status: number, message: string): boolean {
  const body = `${message}\n`;
  res.writeHead(status, {
    ...PAGE_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
  return true;
}
