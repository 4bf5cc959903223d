// The instance routes: create, list, state, connect, restart, logout, delete, as 2.1.1's
// InstanceController answers them in each state (evolution-api@4ca141b4:src/api/controllers/instance.controller.ts;
// observed: the recorded create, fetchInstances and delete scenarios). Where a later version differs
// its rules say (twin.rules: a delete of an open instance, a deleted instance's visibility), or its
// own handlers wrap these (gateways/<profile>/).

import { drawn } from '../../common/random.js';
import { answer, failure, isObject, iso, text } from '../handler.js';
import type { TwinInstance } from '../instance.js';
import type { Handler, TwinAnswer, TwinCall, TwinContext } from '../rules.js';

const INTEGRATIONS = ['WHATSAPP-BAILEYS', 'WHATSAPP-BUSINESS', 'EVOLUTION'];
const SETTING_FIELDS = ['rejectCall', 'msgCall', 'groupsIgnore', 'alwaysOnline', 'readMessages', 'readStatus', 'syncFullHistory'] as const;

/** connectToWhatsapp and restartInstance swallow errors into 200 {error: true, message} ("[object Object]" for the gateway's own exceptions). */
const swallowed = (): TwinAnswer => answer(200, { error: true, message: '[object Object]' });

/** `instance.qrCode` of 2.1.1: the QR on offer, undefined fields left out. */
function qrCode(instance: TwinInstance): Record<string, unknown> {
  return {
    ...(instance.qr && { pairingCode: instance.qr.pairingCode, code: instance.qr.code, base64: instance.qr.base64 }),
    count: instance.qrCount,
  };
}

/** The state a deleted instance still shows while it lingers: none on 2.1.1, its last on 2.3.7. */
const stateOf = (instance: TwinInstance, twin: TwinContext): Record<string, unknown> => ({
  instance: {
    instanceName: instance.name,
    ...((instance.deletingSince === undefined || twin.rules.deleting.visible) && { state: instance.connection }),
  },
});

export const connectionState: Handler = ({ instance }, twin) => (instance ? answer(200, stateOf(instance, twin)) : undefined);

export const connectInstance: Handler = ({ instance, query }, twin) => {
  if (!instance) return undefined;
  if (instance.deletingSince !== undefined) return swallowed();
  if (instance.connection === 'open') return answer(200, stateOf(instance, twin));
  if (instance.connection === 'close') {
    const number = typeof query['number'] === 'string' && query['number'] !== '' ? query['number'] : null;
    twin.lifecycle.connect(instance, number);
  }
  return withPairingCode(answer(200, qrCode(instance)), twin);
};

/**
 * 2.1.1 has a pairing code only when connect was given a number; a description that always requires
 * one (the contract) gets the same QR with a code drawn for it.
 */
function withPairingCode(qr: TwinAnswer, twin: TwinContext): TwinAnswer {
  const body = qr.body as Record<string, unknown>;
  if (body['pairingCode'] !== null || typeof body['code'] !== 'string') return qr;
  return { ...qr, alternatives: [{ ...body, pairingCode: drawn(twin.random, '123456789ABCDEFGHJKLMNPQRSTVWXYZ', 8) }] };
}

export const restartInstance: Handler = ({ instance }, twin) => {
  if (!instance) return undefined;
  if (instance.deletingSince !== undefined || instance.connection === 'close') return swallowed();
  twin.lifecycle.restart(instance);
  return instance.connection === 'open' ? answer(200, stateOf(instance, twin)) : withPairingCode(answer(200, qrCode(instance)), twin);
};

export const logoutInstance: Handler = ({ instance }, twin) => {
  if (!instance) return undefined;
  if (instance.deletingSince === undefined && instance.connection === 'close') {
    return failure(400, [`The "${instance.name}" instance is not connected`]);
  }
  twin.lifecycle.logout(instance);
  return answer(200, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
};

export const deleteInstance: Handler = ({ instance }, twin) => {
  if (!instance) return undefined;
  if (instance.deletingSince === undefined && instance.connection === 'open' && twin.rules.connection.deleteOpen === 'refuse') {
    return failure(400, [`The "${instance.name}" instance needs to be disconnected`]);
  }
  twin.lifecycle.delete(instance);
  return answer(200, { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
};

export const createInstance: Handler = ({ body }, twin) => {
  const request = isObject(body) ? body : {};
  const integration = text(request, 'integration');
  if (integration === undefined || !INTEGRATIONS.includes(integration)) return failure(400, ['Invalid integration']);
  const name = text(request, 'instanceName');
  if (name === undefined) {
    return failure(400, ['Invalid `prisma.instance.create()` invocation: Argument `name` is missing.']);
  }
  const hook = isObject(request['webhook']) ? request['webhook'] : undefined;
  const hookUrl = hook?.['url'];
  if (typeof hookUrl === 'string' && !isUrl(hookUrl)) return failure(400, ['Invalid "url" property']);
  // Not 2.1.1's: the mock delivers only where it may, so a webhook it would not is refused before anything is created.
  const refused = typeof hookUrl === 'string' && hookUrl !== '' ? twin.refusedTarget(hookUrl) : undefined;
  if (refused !== undefined) return failure(400, [refused]);
  const settings = Object.fromEntries(
    SETTING_FIELDS.map((field) => [field, field === 'msgCall' ? (text(request, field) ?? '') : request[field] === true]),
  );
  const instance = twin.world.create({
    name,
    token: text(request, 'token'),
    integration,
    number: text(request, 'number') ?? null,
    settings,
  });
  if (!instance) return failure(403, [`The mock holds as many instances as it can (${twin.world.list().length}): delete one first.`]);
  const webhook = isObject(request['webhook']) ? request['webhook'] : {};
  storeCreateWebhook(instance, webhook, twin);
  twin.emit(instance, 'instance.create', { instanceName: name, instanceId: instance.id });
  const result: Record<string, unknown> = {
    instance: {
      instanceName: name,
      instanceId: instance.id,
      integration,
      webhookWaBusiness: null,
      accessTokenWaBusiness: '',
      status: instance.connection,
    },
    hash: instance.token,
    webhook: definedOnly({
      webhookUrl: webhook['url'],
      webhookHeaders: webhook['headers'],
      webhookByEvents: webhook['byEvents'],
      webhookBase64: webhook['base64'],
    }),
    websocket: definedOnly({ enabled: isObject(request['websocket']) ? request['websocket']['enabled'] : undefined }),
    rabbitmq: definedOnly({ enabled: isObject(request['rabbitmq']) ? request['rabbitmq']['enabled'] : undefined }),
    sqs: definedOnly({ enabled: isObject(request['sqs']) ? request['sqs']['enabled'] : undefined }),
    settings: instance.settings,
  };
  if (request['qrcode'] === true && integration === 'WHATSAPP-BAILEYS') {
    twin.lifecycle.connect(instance, instance.number);
    result['qrcode'] = qrCode(instance);
    (result['instance'] as Record<string, unknown>)['status'] = instance.connection;
  }
  return answer(201, result);
};

/** The create body's webhook is stored as given: its events are not checked, unlike /webhook/set's (observed). */
/**
 * A webhook URL as 2.1.1's create checks it before storing the webhook: class-validator's isURL with
 * no top-level domain required (evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts,
 * set); approximated here as a host, with or without a scheme, and no blanks.
 */
function isUrl(text: string): boolean {
  if (text === '' || /\s/.test(text)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.hostname !== '' && /^(https?|ftp):$/.test(url.protocol);
  } catch {
    return false;
  }
}

function storeCreateWebhook(instance: TwinInstance, webhook: Record<string, unknown>, twin: TwinContext): void {
  const url = webhook['url'];
  if (typeof url !== 'string' || url === '') return;
  const now = twin.clock();
  const events = Array.isArray(webhook['events']) ? webhook['events'].filter((e): e is string => typeof e === 'string') : [];
  const headers = isObject(webhook['headers'])
    ? Object.fromEntries(Object.entries(webhook['headers']).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : null;
  instance.webhook = {
    id: twin.world.cuid(),
    url,
    headers,
    enabled: webhook['enabled'] === true,
    events,
    byEvents: webhook['byEvents'] === true,
    base64: webhook['base64'] === true,
    createdAt: now,
    updatedAt: now,
  };
}

/** fetchInstances: every instance for the global key (or those the query names), only its own for an instance token. */
export const fetchInstances: Handler = (call, twin) => fetchInstancesAs(call, twin, row);

/** fetchInstances with a version's rows (a deleted instance is listed while it lingers where the version shows it). */
export function fetchInstancesAs(
  { query, key }: TwinCall,
  twin: TwinContext,
  row: (instance: TwinInstance) => Record<string, unknown>,
): TwinAnswer {
  const listed = (instance: TwinInstance): boolean => instance.deletingSince === undefined || twin.rules.deleting.visible;
  const own = key !== undefined && key !== twin.world.apiKey ? twin.world.byToken(key) : undefined;
  const named = typeof query['instanceName'] === 'string' ? query['instanceName'] : undefined;
  const name = own?.name ?? named;
  if (name !== undefined) {
    const instance = twin.world.has(name) ? twin.world.find(name) : undefined;
    if (!instance || !listed(instance)) return failure(404, [`Instance "${name}" not found`]);
    return answer(200, [row(instance)]);
  }
  const byId = typeof query['instanceId'] === 'string' ? query['instanceId'] : undefined;
  const byNumber = typeof query['number'] === 'string' ? query['number'] : undefined;
  if (byId !== undefined || byNumber !== undefined) {
    const found = twin.world.list().find((i) => (byId !== undefined ? i.id === byId : i.number === byNumber));
    if (!found) return failure(404, [`Instance "${byId ?? byNumber}" not found`]);
    return answer(200, [row(found)]);
  }
  return answer(200, twin.world.list().filter(listed).map(row));
}

/** An instance as its database row answers it (Instance with its Setting and counts). */
export function row(instance: TwinInstance): Record<string, unknown> {
  return {
    id: instance.id,
    name: instance.name,
    connectionStatus: instance.connection,
    ownerJid: instance.ownerJid,
    profileName: instance.profileName,
    profilePicUrl: instance.profilePicUrl,
    integration: instance.integration,
    number: instance.number,
    businessId: null,
    token: instance.token,
    clientName: 'evolution_exchange',
    disconnectionReasonCode: instance.disconnection?.code ?? null,
    disconnectionObject: instance.disconnection ? JSON.stringify({ error: { output: { statusCode: instance.disconnection.code } } }) : null,
    disconnectionAt: instance.disconnection ? iso(instance.disconnection.at) : null,
    createdAt: iso(instance.createdAt),
    updatedAt: iso(instance.updatedAt),
    Chatwoot: null,
    Proxy: null,
    Rabbitmq: null,
    Sqs: null,
    Websocket: null,
    Setting: {
      id: `c${instance.id.replace(/-/g, '').slice(0, 24)}`,
      ...instance.settings,
      createdAt: iso(instance.createdAt),
      updatedAt: iso(instance.updatedAt),
      instanceId: instance.id,
    },
    _count: { Message: instance.messages.length, Contact: instance.contacts.size, Chat: instance.chats.size },
  };
}

export function definedOnly(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
