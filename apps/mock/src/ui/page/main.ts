// The phone page's script (bundled by scripts/bundle/ui-page.mjs, served as /__mock/ui/page.js).
// It draws the world from GET /__mock/ui/state, listens to /__mock/ui/events (server-sent events:
// `world` when something changed, `delivery` as a webhook delivery goes, `deliveries` for the whole
// log), and acts through the control API of this same origin: connect, scan (pair), disconnect, a
// message arriving from the contact.
import type { DeliveryEntry } from '../delivery-log.js';
import type { PhoneChat, PhoneWorld } from '../view.js';
import { byId, el } from './dom.js';
import { KINDS } from './kinds.js';
import { renderChats, renderDeliveries, renderInstances, renderMessages } from './render.js';

const UI = '/__mock/ui';

const app = {
  world: { serving: '', instances: [] } as PhoneWorld,
  instance: undefined as string | undefined,
  chat: undefined as string | undefined,
  deliveries: new Map<number, DeliveryEntry>(),
  fetching: false,
  stale: false,
};

function draw(): void {
  const { world } = app;
  byId('serving').textContent = world.serving;
  drawLicense(world.license, world.serving);
  if (app.instance === undefined || !world.instances.some((i) => i.name === app.instance)) app.instance = world.instances[0]?.name;
  const instance = world.instances.find((i) => i.name === app.instance);
  renderInstances(world.instances, app.instance, { select, connect, scan, disconnect });
  renderChats(instance, app.chat, (jid) => {
    app.chat = jid;
    draw();
  });
  const chat: PhoneChat | undefined =
    instance?.chats.find((c) => c.jid === app.chat) ??
    (app.chat !== undefined && instance ? { jid: app.chat, name: null, unread: 0, updatedAt: 0, messages: [] } : undefined);
  renderMessages(chat);
  const ready = instance?.state === 'open' && chat !== undefined;
  byId<HTMLButtonElement>('send').disabled = !ready;
  if (!ready)
    note(instance && instance.state !== 'open' ? `${instance.name} is ${instance.state}: connect it and scan the QR code to chat.` : '');
}

function select(name: string): void {
  if (app.instance !== name) app.chat = undefined;
  app.instance = name;
  draw();
}

/** Fetches the world again; one fetch at a time, and one more if something changed meanwhile. */
async function refresh(): Promise<void> {
  if (app.fetching) {
    app.stale = true;
    return;
  }
  app.fetching = true;
  try {
    const res = await fetch(`${UI}/state`, { cache: 'no-store' });
    if (res.ok) app.world = (await res.json()) as PhoneWorld;
    draw();
  } catch {
    live(false);
  } finally {
    app.fetching = false;
    if (app.stale) {
      app.stale = false;
      void refresh();
    }
  }
}

/** A control API call of this origin; its refusal's message goes in the note. */
async function control(method: string, name: string, action: string, body?: unknown): Promise<boolean> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`/__mock/instances/${encodeURIComponent(name)}/${action}`, init).catch(() => undefined);
  if (res?.ok) {
    note('');
    return true;
  }
  const answer = (await res?.json().catch(() => undefined)) as { message?: string } | undefined;
  note(answer?.message ?? 'The mock did not answer.');
  return false;
}

const connect = (name: string) => void control('PUT', name, 'state', { state: 'connecting' });
const scan = (name: string) => void control('POST', name, 'pair');
const disconnect = (name: string) => void control('PUT', name, 'state', { state: 'close' });

/** The licence gate (Evolution API 2.4.0): a banner while the gateway is not activated, with a button that activates it. */
function drawLicense(license: PhoneWorld['license'], serving: string): void {
  const banner = byId('license');
  banner.hidden = license !== 'unlicensed';
  byId('license-text').textContent =
    `Not activated: this gateway (${serving}) answers every business route 503 LICENSE_REQUIRED until its licence is activated.`;
}

async function activate(): Promise<void> {
  const init = { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state: 'activated' }) };
  await fetch('/__mock/license', init).catch(() => undefined);
  await refresh();
}

function note(text: string): void {
  byId('composer-note').textContent = text;
}

function live(on: boolean): void {
  const badge = byId('live');
  badge.textContent = on ? 'live' : 'reconnecting…';
  badge.className = on ? 'live' : 'live off';
}

function listen(): void {
  const events = new EventSource(`${UI}/events`);
  events.addEventListener('open', () => {
    live(true);
    void refresh();
  });
  events.addEventListener('error', () => live(false));
  events.addEventListener('world', () => void refresh());
  events.addEventListener('deliveries', (event) => {
    app.deliveries.clear();
    for (const entry of JSON.parse((event as MessageEvent<string>).data) as DeliveryEntry[]) app.deliveries.set(entry.id, entry);
    renderDeliveries([...app.deliveries.values()]);
  });
  events.addEventListener('delivery', (event) => {
    const entry = JSON.parse((event as MessageEvent<string>).data) as DeliveryEntry;
    app.deliveries.set(entry.id, entry);
    renderDeliveries([...app.deliveries.values()].sort((a, b) => a.id - b.id).slice(-200));
  });
}

/** The composer: a kind selector and that kind's fields (kinds.ts). */
function composer(): void {
  const kind = byId<HTMLSelectElement>('kind');
  kind.replaceChildren(...KINDS.map((k) => el('option', { text: k.label, attrs: { value: k.id } })));
  const fields = (): void => {
    const chosen = KINDS.find((k) => k.id === kind.value) ?? KINDS[0];
    byId('kind-fields').replaceChildren(
      ...(chosen?.fields ?? []).map((f) =>
        el('input', {
          attrs: {
            name: f.name,
            'aria-label': f.label,
            ...(f.accept !== undefined ? { type: 'file', accept: f.accept } : { placeholder: f.placeholder, autocomplete: 'off' }),
            ...(f.optional ? { 'data-optional': 'true' } : {}),
          },
        }),
      ),
    );
  };
  kind.addEventListener('change', fields);
  fields();
  byId<HTMLFormElement>('composer').addEventListener('submit', (event) => {
    event.preventDefault();
    void send(kind.value);
  });
}

async function send(kindId: string): Promise<void> {
  const kind = KINDS.find((k) => k.id === kindId);
  if (!kind || app.instance === undefined || app.chat === undefined) return;
  const all = Array.from(byId('kind-fields').querySelectorAll('input'));
  const inputs = all.filter((input) => input.type !== 'file');
  const values = Object.fromEntries(inputs.map((input) => [input.name, input.value]));
  if (inputs.some((input) => input.value.trim() === '' && input.dataset['optional'] === undefined)) {
    note('Fill in every field first.');
    return;
  }
  const chosen = all.find((input) => input.type === 'file')?.files?.[0];
  const media = chosen === undefined ? {} : await fileBody(chosen);
  if (media === undefined) return;
  const sent = await control('POST', app.instance, 'messages', { from: app.chat, ...kind.body(values), ...media });
  if (sent) for (const input of all) input.value = '';
}

/** The largest file an arriving message may carry (the control API's InboundMedia). */
const MAX_FILE_BYTES = 1024 * 1024;

/** A chosen file as the control API takes it (base64 and its type); undefined, with a note, when it is too big or unreadable. */
async function fileBody(file: File): Promise<{ media: string; mimetype?: string } | undefined> {
  if (file.size > MAX_FILE_BYTES) {
    note(`${file.name} is ${file.size} bytes: an arriving message carries at most 1 MiB here. Choose a smaller file.`);
    return undefined;
  }
  const bytes = new Uint8Array(await file.arrayBuffer().catch(() => new ArrayBuffer(0)));
  if (bytes.length === 0) {
    note(`${file.name} is empty or could not be read: choose another file, or none for the mock's own.`);
    return undefined;
  }
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { media: btoa(binary), ...(file.type !== '' && { mimetype: file.type }) };
}

function newChat(): void {
  byId<HTMLFormElement>('new-chat').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = byId<HTMLInputElement>('new-chat-number');
    const digits = input.value.replace(/[^\d]/g, '');
    if (digits.length < 5) {
      note('A chat needs a number of 5 digits or more, e.g. 5511999990001.');
      return;
    }
    app.chat = `${digits}@s.whatsapp.net`;
    input.value = '';
    draw();
  });
}

composer();
newChat();
byId('license-activate').addEventListener('click', () => void activate());
listen();
