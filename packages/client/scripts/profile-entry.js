// @ts-check
// What makes a profile of @msg-gateway/openapi a public entry of the client, rendered by
// scripts/generate.js for every profile it finds, so that a new profile needs no hand edit:
//   events.gen.ts     parseWebhookEvent and the webhook types of the profile, over its own
//                     validators (webhooks.gen.ts) and src/webhooks/check.ts
//   index.gen.ts      what the entry exports: the client (client.gen.ts) and the events
//   src/<profile>.ts  the entry module itself, one line over index.gen.ts (the file `exports` names)
//   package.json      the entry's `exports` (import and require, each with its types) and
//                     `typesVersions` (for resolvers that read no `exports`)
// test/generated.test.ts fails when any of them differs from what this renders.
import { standaloneEvents } from './webhook-validators.js';

/** @typedef {import('@msg-gateway/openapi/walk').OpenApiDocument} OpenApiDocument */

/** The text of events.gen.ts of a profile, under `header`; `src` is the path from its folder to src/. */
export function renderEvents(
  /** @type {OpenApiDocument} */ doc,
  /** @type {string} */ header,
  /** @type {string} */ name,
  /** @type {string} */ src,
) {
  const standalone = standaloneEvents(doc).map(([event, schema]) => `${JSON.stringify(event)}: Schemas[${JSON.stringify(schema)}]`);
  return `${header}
import { checkPayload } from '${src}/webhooks/check.js';
import type { DataOf, EventsOf } from '${src}/webhooks/event-types.js';
import type { components } from './openapi.gen.js';
import { WEBHOOK_VALIDATORS } from './webhooks.gen.js';

export { WebhookPayloadError, type WebhookViolation } from '${src}/webhooks/error.js';
export { WEBHOOK_EVENT_NAMES } from './webhooks.gen.js';

type Schemas = components['schemas'];

/** The events ${name} sends outside the envelope, to a URL of their own, each with its own schema. */
type StandaloneEvents = { ${standalone.join('; ')} };

/** Any delivery of the envelope, as ${name} describes it (\`WebhookPayload\`). */
export type WebhookPayload = Schemas['WebhookPayload'];
/** The event name of a delivery of ${name}. */
export type WebhookEventName = Schemas['WebhookDelivery']['event'] | keyof StandaloneEvents;
/** Every event name of ${name} with the type of its delivery. */
export type WebhookEvents = EventsOf<WebhookPayload, Schemas['WebhookDelivery']['event'], StandaloneEvents>;
/** The delivery of event \`E\` (by default: of any event, a union discriminated by \`event\`). */
export type WebhookEvent<E extends WebhookEventName = WebhookEventName> = WebhookEvents[E];
/** The \`data\` of event \`E\`. */
export type WebhookData<E extends WebhookEventName> = DataOf<WebhookEvents, E>;

/**
 * The delivery in \`body\` (the raw request body, or the object a framework parsed from it), typed by
 * its \`event\`, after checking it against ${name}'s schema of that event.
 * @throws WebhookPayloadError when the body is not JSON, not an object, names no event of ${name}, or breaks the schema of its event.
 */
export function parseWebhookEvent(body: unknown): WebhookEvent {
  return checkPayload(WEBHOOK_VALIDATORS, body) as WebhookEvent;
}

/** Whether \`name\` is an event name of ${name}. */
export function isEventName(name: string): name is WebhookEventName {
  return Object.hasOwn(WEBHOOK_VALIDATORS, name);
}
`;
}

/** The text of index.gen.ts of a profile: what its public entry exports. */
export function renderIndex(/** @type {string} */ header) {
  return `${header}
// The client (a bundler that imports only it leaves the webhook validators out: the package has no side effects).
export * from './client.gen.js';
// parseWebhookEvent and the webhook types of the profile.
export * from './events.gen.js';
`;
}

/** The entry module of `profile`, src/<profile>.ts. */
export function entryModule(/** @type {string} */ profile) {
  return [
    `// Public entry @msg-gateway/client/${profile}, generated (scripts/profile-entry.js): the client and the webhook parser of the`,
    `// ${profile} profile, from src/generated/${profile}/.`,
    `export * from './generated/${profile}/index.gen.js';`,
    '',
  ].join('\n');
}

/** The entries that are not profiles: the contract's client, the contract's webhooks, package.json. */
const FIXED = ['.', './webhooks', './package.json'];

/**
 * `pkg` (the package's package.json) with an `exports` entry and a `typesVersions` mapping for each
 * of `profiles` (and for nothing else beside the FIXED entries), in their order between the main
 * entry and `./webhooks`.
 * @param {Record<string, any>} pkg
 * @param {string[]} profiles
 */
export function withProfileEntries(pkg, profiles) {
  const missing = FIXED.filter((key) => !(key in pkg.exports));
  if (missing.length > 0) throw new Error(`package.json exports lacks ${missing.join(', ')}`);
  const [main, webhooks, manifest] = FIXED.map((key) => pkg.exports[key]);
  const conditions = (/** @type {string} */ file) => ({
    import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
    require: { types: `./dist/cjs/${file}.d.ts`, default: `./dist/cjs/${file}.js` },
  });
  const exportsMap = {
    '.': main,
    ...Object.fromEntries(profiles.map((profile) => [`./${profile}`, conditions(profile)])),
    './webhooks': webhooks,
    './package.json': manifest,
  };
  const typesVersions = {
    '*': {
      ...Object.fromEntries(profiles.map((profile) => [profile, [`./dist/cjs/${profile}.d.ts`]])),
      webhooks: pkg.typesVersions?.['*']?.webhooks,
    },
  };
  return { ...pkg, typesVersions, exports: exportsMap };
}
