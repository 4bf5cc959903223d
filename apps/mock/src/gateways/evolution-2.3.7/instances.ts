// The instance routes where 2.3.7 answers differently from 2.1.1, as wrappers of the shared ones
// (twin/handlers/instances.ts, twin/handlers/configuration.ts): the create answer has `nats` and
// `settings.wavoipToken`, fetchInstances rows have `Nats` and `Setting.wavoipToken`, and the settings
// keep a WaVoIP token (evolution-api@cd800f29:src/api/controllers/instance.controller.ts,
// createInstance; src/api/services/monitor.service.ts, instanceInfo;
// src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts, setSettings; observed).
import { answer, failure, isObject, text } from '../../twin/handler.js';
import * as configuration from '../../twin/handlers/configuration.js';
import * as instances from '../../twin/handlers/instances.js';
import type { TwinInstance } from '../../twin/instance.js';
import type { Handler } from '../../twin/rules.js';

export const createInstance: Handler = (call, twin) => {
  const created = instances.createInstance(call, twin);
  if (created?.status !== 201 || !isObject(created.body) || !isObject(created.body['instance'])) return created;
  const request = isObject(call.body) ? call.body : {};
  const name = created.body['instance']['instanceName'];
  const instance = typeof name === 'string' ? twin.world.find(name) : undefined;
  if (!instance) return created;
  instance.settings.wavoipToken = text(request, 'wavoipToken') ?? '';
  const { qrcode, settings: _settings, ...rest } = created.body;
  const { sqs, ...before } = rest;
  return answer(201, {
    ...before,
    nats: instances.definedOnly({ enabled: isObject(request['nats']) ? request['nats']['enabled'] : undefined }),
    sqs,
    settings: { ...instance.settings },
    ...(qrcode !== undefined && { qrcode }),
  });
};

const withToken = (instance: TwinInstance): Record<string, unknown> => ({
  ...instance.settings,
  wavoipToken: instance.settings.wavoipToken ?? '',
});

/** 2.3.7's row: 2.1.1's with the NATS relation and the Setting's WaVoIP token. */
function row(instance: TwinInstance): Record<string, unknown> {
  const base = instances.row(instance);
  const { Sqs, Websocket, Setting, ...rest } = base;
  return {
    ...rest,
    Nats: null,
    Sqs,
    Websocket,
    Setting: { ...(Setting as Record<string, unknown>), wavoipToken: instance.settings.wavoipToken ?? '' },
  };
}

/**
 * An instance's token lists only that instance, and only when the query's instanceName and
 * instanceId (when given) are its own: the controller looks the rows up by token, name and id
 * together, and finding none answers 401 (evolution-api@cd800f29:src/api/controllers/instance.controller.ts,
 * fetchInstances; observed: an unknown instanceId with a token is 401). By name, a deleting instance
 * is not found (below).
 */
export const fetchInstances: Handler = (call, twin) => {
  const { key, query } = call;
  const own = key !== undefined && key !== twin.world.apiKey ? twin.world.byToken(key) : undefined;
  const named = typeof query['instanceName'] === 'string' && query['instanceName'] !== '' ? query['instanceName'] : undefined;
  const byId = typeof query['instanceId'] === 'string' && query['instanceId'] !== '' ? query['instanceId'] : undefined;
  if (own && ((named !== undefined && named !== own.name) || (byId !== undefined && byId !== own.id))) return failure(401, 'Unauthorized');
  // By name, the monitor checks its instances in memory, which a delete removes first: a deleting
  // instance is 404 there while the unfiltered list (the database's rows) still shows it
  // (src/api/services/monitor.service.ts, instanceInfo; observed).
  const name = own?.name ?? named;
  if (name !== undefined && twin.world.has(name) && twin.world.find(name)?.deletingSince !== undefined) {
    return failure(404, [`Instance "${name}" not found`]);
  }
  return instances.fetchInstancesAs(call, twin, row);
};

export const findSettings: Handler = ({ instance }) => (instance ? answer(200, withToken(instance)) : undefined);

/** As 2.1.1's, and a token given is kept (one not given leaves the stored one: Prisma skips an undefined field). */
export const setSettings: Handler = (call, twin) => {
  const { instance, body } = call;
  const kept = instance?.settings.wavoipToken;
  const stored = configuration.setSettings(call, twin);
  if (!instance || !stored) return stored;
  const given = text(body, 'wavoipToken');
  instance.settings.wavoipToken = given ?? kept ?? '';
  if (given === undefined) return stored;
  const answered = stored.body as { settings: { instanceName: string; settings: Record<string, unknown> } };
  return answer(stored.status, { settings: { ...answered.settings, settings: { ...answered.settings.settings, wavoipToken: given } } });
};
