// The scenarios of client-traffic.ts, each an ordered list on its own instance: a dashboard's admin
// flow (create, list with filters, settings, webhook, connect, restart while connecting, logout,
// delete, then what a dashboard asks while the delete completes), the n8n node's lifecycle, and
// instances with odd names (spaces, dots, accents, capitals, digits, `#`) created as the n8n node
// creates them.
import type { Flow, Step } from './client-requests.js';
import { INSTANCE_SLOT, type NodeCall } from './n8n-requests.js';

/** An instance id no gateway gave (a UUID, the form of every id). */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN = '<admin-key>';
const TOKEN = '<instance-token>';

/** The names a team gives its instances, beyond `[a-z0-9-]`. */
const ODD_NAMES = ['Loja Centro', 'vendas.bot', 'Padaria_São_João', 'SUPORTE', '5511999990000', 'bot#2'];

const at = (state: string, label: string, method: string, path: string, key: string, body: unknown = null): Step => ({
  state,
  label,
  method,
  path,
  key,
  body: body === null ? null : JSON.stringify(body),
});

/** A dashboard (the Evolution Manager's flow) on one instance, from its create to what it reads while the delete completes. */
function dashboard(prefix: string, media: string): Flow {
  // Webhooks go to the media host, which answers every delivery (2.3.7 retries a failed one for minutes
  // and keeps a deleted instance until its instance.delete is delivered: observed).
  const hook = `http://${media}/hooks/manager`;
  const name = `${prefix}dash`;
  const create = {
    instanceName: name,
    integration: 'WHATSAPP-BAILEYS',
    qrcode: false,
    rejectCall: false,
    groupsIgnore: true,
    alwaysOnline: false,
    readMessages: false,
    readStatus: false,
    syncFullHistory: false,
    webhook: { url: hook, byEvents: false, base64: false, events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE'] },
  };
  const settings = {
    rejectCall: true,
    msgCall: 'Sem ligações',
    groupsIgnore: false,
    alwaysOnline: true,
    readMessages: true,
    readStatus: false,
    syncFullHistory: false,
  };
  const webhook = { webhook: { enabled: true, url: hook, byEvents: true, base64: false, events: ['MESSAGES_UPSERT'] } };
  const byName = `/instance/fetchInstances?instanceName=${name}`;
  const byId = `/instance/fetchInstances?instanceId=${UNKNOWN_ID}`;
  return {
    name: 'dashboard',
    steps: [
      at('absent', 'dash/create', 'POST', '/instance/create', ADMIN, create),
      at('close', 'dash/list|admin', 'GET', '/instance/fetchInstances', ADMIN),
      at('close', 'dash/list-by-name|admin', 'GET', byName, ADMIN),
      at('close', 'dash/list-by-name|token', 'GET', byName, TOKEN),
      at('close', 'dash/list-unknown-id|token', 'GET', byId, `<instance-token:${name}>`),
      at('close', 'dash/list-unknown-id|admin', 'GET', byId, ADMIN),
      at('close', 'dash/list|token', 'GET', '/instance/fetchInstances', `<instance-token:${name}>`),
      at('close', 'dash/settings|token', 'POST', `/settings/set/${name}`, TOKEN, settings),
      at('close', 'dash/settings-find|token', 'GET', `/settings/find/${name}`, TOKEN),
      at('close', 'dash/webhook|token', 'POST', `/webhook/set/${name}`, TOKEN, webhook),
      at('close', 'dash/webhook-find|admin', 'GET', `/webhook/find/${name}`, ADMIN),
      at('close', 'dash/connect|admin', 'GET', `/instance/connect/${name}`, ADMIN),
      at('connecting', 'dash/state|token', 'GET', `/instance/connectionState/${name}`, TOKEN),
      at('connecting', 'dash/restart|admin', 'POST', `/instance/restart/${name}`, ADMIN),
      at('connecting', 'dash/restart|token', 'POST', `/instance/restart/${name}`, TOKEN),
      at('connecting', 'dash/logout|token', 'DELETE', `/instance/logout/${name}`, TOKEN),
      at('logged_out', 'dash/state|admin', 'GET', `/instance/connectionState/${name}`, ADMIN),
      at('logged_out', 'dash/delete|token', 'DELETE', `/instance/delete/${name}`, TOKEN),
      at('deleting', 'dash/state-deleting|admin', 'GET', `/instance/connectionState/${name}`, ADMIN),
      at('deleting', 'dash/list-by-name-deleting|admin', 'GET', byName, ADMIN),
      at('deleting', 'dash/create-again|admin', 'POST', '/instance/create', ADMIN, create),
      at('deleting', 'dash/delete-again|admin', 'DELETE', `/instance/delete/${name}`, ADMIN),
    ],
  };
}

/** The n8n node's lifecycle requests on one instance, in a workflow's order: create, connect, presence, restart, logout, delete. */
function n8nLifecycle(prefix: string, calls: NodeCall[]): Flow {
  const name = `${prefix}n8n`;
  const order = ['instance-basic', 'instance-connect', 'set-presence', 'restart-instance', 'logout-instance', 'delete-instance'];
  const states = ['absent', 'close', 'connecting', 'connecting', 'connecting', 'logged_out'];
  const steps: Step[] = [];
  for (const [i, operation] of order.entries()) {
    for (const call of calls.filter((c) => c.name === `instances-api/${operation}`)) {
      steps.push({
        state: states[i] ?? 'close',
        label: `n8n/instances-api/${operation}|${i % 2 === 0 ? 'admin' : 'token'}`,
        method: call.method,
        path: call.path.replaceAll(INSTANCE_SLOT, name),
        key: i === 0 || i % 2 === 0 ? ADMIN : TOKEN,
        body: call.body === null ? null : call.body.replaceAll(INSTANCE_SLOT, name),
      });
    }
  }
  return { name: 'n8n-lifecycle', steps };
}

/** An instance with an odd name, created with the n8n node's body, used with its token, deleted. */
function oddName(name: string, index: number, calls: NodeCall[]): Flow {
  const create = calls.find((c) => c.name === 'instances-api/instance-basic');
  const body = (create?.body ?? JSON.stringify({ instanceName: INSTANCE_SLOT, integration: 'WHATSAPP-BAILEYS' })).replaceAll(
    INSTANCE_SLOT,
    name,
  );
  const path = encodeURIComponent(name);
  return {
    name: `odd-name-${index}`,
    steps: [
      { state: 'absent', label: 'odd/create|admin', method: 'POST', path: '/instance/create', key: ADMIN, body },
      at('close', 'odd/state|token', 'GET', `/instance/connectionState/${path}`, TOKEN),
      at('close', 'odd/list-by-name|token', 'GET', `/instance/fetchInstances?instanceName=${path}`, TOKEN),
      at('close', 'odd/text|token', 'POST', `/message/sendText/${path}`, TOKEN, { number: '5511987654321', text: 'Oi' }),
      at('close', 'odd/settings|admin', 'POST', `/settings/set/${path}`, ADMIN, {
        rejectCall: false,
        groupsIgnore: true,
        alwaysOnline: false,
        readMessages: false,
        readStatus: false,
        syncFullHistory: false,
      }),
      at('close', 'odd/webhook-find|token', 'GET', `/webhook/find/${path}`, TOKEN),
      at('close', 'odd/delete|token', 'DELETE', `/instance/delete/${path}`, TOKEN),
      at('deleting', 'odd/state-deleting|admin', 'GET', `/instance/connectionState/${path}`, ADMIN),
    ],
  };
}

export function flows(prefix: string, calls: NodeCall[], media: string): Flow[] {
  return [dashboard(prefix, media), n8nLifecycle(prefix, calls), ...ODD_NAMES.map((name, i) => oddName(name, i, calls))];
}
