// Compile-time checks, run by the `typecheck` task (tsconfig.json includes test/). Each `@ts-expect-error`
// line must fail to compile (an unused one is itself an error), so a clean compile proves that the
// types reject every mistake below; the expectTypeOf lines pin what correct calls return.
import { expectTypeOf } from 'vitest';
import type { RouteId } from '../../src/core/index.js';
import type { FACADE } from '../../src/generated/facade.gen.js';
import {
  type components,
  createGatewayClient,
  type ErrorStatus,
  type GatewayError,
  isGatewayError,
  type OperationId,
} from '../../src/index.js';

type Schemas = components['schemas'];
type Routes<T> = T extends string ? T : T[keyof T];
/** The operationId of every route of the generated FACADE. */
type FacadeIds = RouteId<Routes<(typeof FACADE)[keyof typeof FACADE]>>;
const gw = createGatewayClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'key' });

const location: Schemas['SendLocationRequest'] = {
  number: '5511999999999',
  name: 'Office',
  address: 'Av. Paulista, 1000',
  latitude: -23.56,
  longitude: -46.65,
};
const privacy: Schemas['PrivacySettingsRequest'] = {
  readreceipts: 'all',
  profile: 'contacts',
  status: 'contacts',
  online: 'match_last_seen',
  last: 'none',
  groupadd: 'contacts',
};
const schedule = { phone: '+5511999999999', text: 'hi', sendAt: 1767225600, channel: 'whatsapp' };

export async function correctCallsAreTyped() {
  expectTypeOf(await gw.instance.connectionState('my-instance')).toEqualTypeOf<Schemas['InstanceStateResponse']>();
  expectTypeOf(await gw.message.sendLocation('my-instance', location)).toEqualTypeOf<Schemas['SentLocationMessage']>();
  expectTypeOf(await gw.schedule.create({ ...schedule, cronExpr: '0 9 * * 1-5', repeats: 3 })).toEqualTypeOf<Schemas['Schedule']>();
  expectTypeOf(
    await gw.schedule.update('3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48', { ...schedule, cronExpr: '0 9 * * *', until: 1798761600 }),
  ).toEqualTypeOf<Schemas['Schedule']>();
  expectTypeOf(await gw.information()).toEqualTypeOf<Schemas['ServiceInformation']>();
  await gw.profile.updatePrivacySettings('my-instance', privacy);
  await gw.group.updateParticipant('my-instance', { groupJid: '120363025246125486@g.us', action: 'add', participants: ['5511999999999'] });
  await gw.group.participants('my-instance', { groupJid: '120363025246125486@g.us' }, { timeoutMs: 1000 });
  await gw.instance.connect('my-instance');
  await gw.instance.connect('my-instance', { number: '5511999999999' });
  const { data, error } = await gw.raw.GET('/instance/connectionState/{instance}', { params: { path: { instance: 'my-instance' } } });
  expectTypeOf(data).toEqualTypeOf<Schemas['InstanceStateResponse'] | undefined>();
  expectTypeOf(error).toEqualTypeOf<Schemas['UnauthorizedError'] | Schemas['NotFoundError'] | undefined>();
  // The run-time facade and the types describe the same operations.
  expectTypeOf<FacadeIds>().toEqualTypeOf<OperationId>();
}

export async function mistakesDoNotCompile() {
  // A field the schema does not have.
  // @ts-expect-error 'lat' is not a field of SendLocationRequest
  await gw.message.sendLocation('my-instance', { ...location, lat: -23.56 });
  // A missing required field.
  // @ts-expect-error 'latitude' is required
  await gw.message.sendLocation('my-instance', { number: '5511999999999', name: 'Office', address: 'x', longitude: -46.65 });
  // A missing body.
  // @ts-expect-error the body is required
  await gw.message.sendLocation('my-instance');
  // A value outside an enum.
  // @ts-expect-error 'everyone' is not a PrivacyReadReceipts value
  await gw.profile.updatePrivacySettings('my-instance', { ...privacy, readreceipts: 'everyone' });
  // @ts-expect-error 'kick' is not an action
  await gw.group.updateParticipant('my-instance', { groupJid: '1@g.us', action: 'kick', participants: [] });
  // `repeats` together with `until`.
  // @ts-expect-error a schedule is limited by repeats or by until, never both
  await gw.schedule.create({ ...schedule, cronExpr: '0 9 * * *', repeats: 3, until: 1798761600 });
  // `repeats` without `cronExpr`.
  // @ts-expect-error repeats needs cronExpr
  await gw.schedule.create({ ...schedule, repeats: 3 });
  // A wrong path parameter.
  // @ts-expect-error the instance name is a string
  await gw.instance.connectionState(42);
  // @ts-expect-error the instance name is required
  await gw.instance.connectionState();
  // @ts-expect-error the groupJid query parameter is required
  await gw.group.participants('my-instance', {});
  // A path the contract does not have, and a wrongly typed path parameter, on the raw client.
  // @ts-expect-error no such path
  await gw.raw.GET('/instance/fetchInstances');
  // @ts-expect-error the path parameter is a string
  await gw.raw.GET('/instance/connectionState/{instance}', { params: { path: { instance: 42 } } });
  // @ts-expect-error connectionState is a GET
  await gw.raw.POST('/instance/connectionState/{instance}', { params: { path: { instance: 'my-instance' } } });
}

export function errorsNarrowByStatus(error: unknown) {
  if (isGatewayError(error, 404)) {
    expectTypeOf(error.body).toEqualTypeOf<Schemas['NotFoundError']>();
    expectTypeOf(error.status).toEqualTypeOf<404>();
  }
  if (isGatewayError(error, 'createSchedule', 400)) {
    expectTypeOf(error.body).toEqualTypeOf<Schemas['BadRequestError']>();
  }
  if (isGatewayError(error)) {
    expectTypeOf(error).toEqualTypeOf<GatewayError>();
    expectTypeOf(error.body).toEqualTypeOf<unknown>();
    expectTypeOf(error.status).toEqualTypeOf<number | undefined>();
    if (error.is(401)) expectTypeOf(error.body).toEqualTypeOf<Schemas['UnauthorizedError']>();
    // @ts-expect-error no operation documents 418
    error.is(418);
  }
  expectTypeOf<ErrorStatus<'createSchedule'>>().toEqualTypeOf<400 | 401>();
  // @ts-expect-error createSchedule has no 404 in the spec
  isGatewayError(error, 'createSchedule', 404);
  // @ts-expect-error no operation documents 418
  isGatewayError(error, 418);
  // @ts-expect-error no such operation
  isGatewayError(error, 'sendText', 400);
}

// The machinery is generic over the generated `operations` and FACADE: another entry (a gateway
// profile) gets the facade of its own spec, and this entry none of the profile's methods.
export function theProfilesMethodsAreNotHere() {
  // @ts-expect-error sendText is an operation of the evolution-2.1.1 profile only
  gw.message.sendText;
  // @ts-expect-error so are the settings
  gw.settings;
  // @ts-expect-error and the instance management
  gw.instance.create;
}
