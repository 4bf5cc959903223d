// @ts-check
// Renders src/generated/webhooks.gen.ts: the run-time validators of the contract's webhook payloads,
// for `parseWebhookEvent` (src/webhooks/). One validator in this project: the schemas are compiled
// by ajv, the one that @msg-gateway/openapi/validate runs (loaded from that package's own
// installation), with the options that change what is valid set as that module sets them (strict
// JSON Schema 2020-12, all errors, union types, ajv-formats' full formats), into standalone code
// (ajv/dist/standalone) that needs neither ajv nor the spec at run time. The format checks and the
// helpers that code calls are copied in from scripts/validator-runtime.js, so the generated file
// imports nothing. test/webhooks.test.ts checks that it agrees with the shared validator on every
// example and on tampered ones.
//
// What differs only changes the size of the code, not what it accepts (together 19.7 KB → 7.1 KB
// gzipped): annotations (descriptions, titles, examples, `x-` extensions, the OpenAPI
// discriminator) are dropped from the compiled copy of the schemas, a `$ref` is a call rather than
// inlined, and ajv's code optimisation is on.
import { createRequire } from 'node:module';
import { VALIDATION_OPTIONS, withoutAnnotations } from '@msg-gateway/openapi/validate';
import * as runtime from './validator-runtime.js';

/** @typedef {import('@msg-gateway/openapi/walk').OpenApiDocument} OpenApiDocument */

/**
 * The parts of ajv used here.
 * @typedef {{ addVocabulary(words: string[]): unknown, addSchema(schema: object): unknown }} Ajv
 * @typedef {new (options: Record<string, unknown>) => Ajv} AjvClass
 */

const require = createRequire(import.meta.url);
const fromOpenapi = createRequire(require.resolve('@msg-gateway/openapi/package.json'));
const ajv2020 = fromOpenapi('ajv/dist/2020.js');
/** @type {AjvClass} */
const Ajv2020 = ajv2020;
/** ajv's code template tag: how the generated code names the formats (ajv-formats' default is a require()). */
const codeTag = /** @type {(strings: TemplateStringsArray) => unknown} */ (ajv2020._);
/** @type {(ajv: Ajv) => Ajv} */
const addFormats = fromOpenapi('ajv-formats');
/**
 * ajv-formats' full formats: a RegExp (ajv copies it into the code), a function, or `{ validate }`.
 * @type {Record<string, unknown>}
 */
const fullFormats = fromOpenapi('ajv-formats/dist/formats.js').fullFormats;
/** @type {(ajv: Ajv, refs: Record<string, string>) => string} */
const standaloneCode = fromOpenapi('ajv/dist/standalone').default;

const ID = 'https://msg-gateway.invalid/webhooks.json';

/** Annotations (descriptions, examples, `x-` extensions…) left out of the compiled copy: the shared function. */
export { withoutAnnotations };

/**
 * Which schema validates which event: the event names of the envelope (`WebhookDelivery.event`), in
 * its order, each with the schema the `WebhookPayload` discriminator maps it to; then the events sent
 * outside the envelope (standaloneEvents: the errors webhook's `error`).
 * @returns {[event: string, schemaName: string][]}
 */
export function eventSchemas(/** @type {OpenApiDocument} */ doc) {
  const enveloped = envelopeEvents(doc);
  const standalone = standaloneEvents(doc, enveloped);
  return [...enveloped, ...standalone];
}

/**
 * The events a webhook of the spec sends with a schema of its own rather than the envelope: a
 * webhook whose body is a `$ref` to a component that `WebhookPayload` does not map and that fixes
 * `event` with a `const` (ErrorEvent: `event: "error"`, its own URL, no `instance`, an `api_key`).
 * @returns {[event: string, schemaName: string][]}
 */
export function standaloneEvents(/** @type {OpenApiDocument} */ doc, /** @type {[string, string][]} */ enveloped = envelopeEvents(doc)) {
  const mapped = new Set(['WebhookPayload', ...enveloped.map(([, name]) => name)]);
  const schemas = doc.components?.schemas ?? {};
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const [webhook, item] of Object.entries(doc.webhooks ?? {})) {
    const ref = /** @type {{ post?: { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } } }} */ (item).post
      ?.requestBody?.content?.['application/json']?.schema?.$ref;
    const name = /^#\/components\/schemas\/([^/]+)$/.exec(ref ?? '')?.[1];
    if (name === undefined || mapped.has(name)) continue;
    /** @type {{ properties?: { event?: { const?: unknown } } }} */
    const schema = /** @type {never} */ (schemas[name] ?? {});
    const event = schema.properties?.event?.const;
    if (typeof event !== 'string') {
      throw new Error(`webhook ${webhook} sends ${name}, which is neither a branch of WebhookPayload nor fixes its event with a const`);
    }
    if (enveloped.some(([other]) => other === event) || (found.has(event) && found.get(event) !== name)) {
      throw new Error(`webhook ${webhook} sends event "${event}" with ${name}, but another schema already validates that event`);
    }
    found.set(event, name);
  }
  return [...found];
}

/**
 * The event names of the envelope (`WebhookDelivery.event`), in its order, each with the schema the
 * `WebhookPayload` discriminator maps it to (or, for a name the mapping lacks, the one member of the
 * union whose `event` admits it).
 * @returns {[event: string, schemaName: string][]}
 */
function envelopeEvents(/** @type {OpenApiDocument} */ doc) {
  const schemas = doc.components?.schemas ?? {};
  /** @type {{ discriminator?: { propertyName?: string, mapping?: Record<string, string> } }} */
  const union = /** @type {never} */ (schemas.WebhookPayload ?? {});
  const mapping = union.discriminator?.mapping;
  /** @type {{ properties?: { event?: { enum?: unknown[] } } }} */
  const delivery = /** @type {never} */ (schemas.WebhookDelivery ?? {});
  const names = delivery.properties?.event?.enum;
  if (union.discriminator?.propertyName !== 'event' || !mapping || !Array.isArray(names)) {
    throw new Error(
      'the spec needs components.schemas.WebhookPayload with a discriminator on `event` with a mapping, and WebhookDelivery.event an enum',
    );
  }
  const unknown = Object.keys(mapping).filter((name) => !names.includes(name));
  if (unknown.length > 0)
    throw new Error(`WebhookPayload's discriminator maps events WebhookDelivery.event lacks: ${JSON.stringify(unknown)}`);
  return names.map((name) => {
    // The mapping's schema; for a name it lacks, the one member of the union whose `event` admits it.
    const target = Object.hasOwn(mapping, String(name)) ? mapping[String(name)] : memberAdmitting(doc, union, name);
    const schemaName = /^#\/components\/schemas\/([^/]+)$/.exec(target ?? '')?.[1];
    if (!schemaName || !schemas[schemaName]) {
      throw new Error(
        target === undefined
          ? `WebhookPayload's discriminator does not map ${JSON.stringify(name)}, and no one member of the union admits it as its event`
          : `WebhookPayload maps ${name} to ${target}, not a schema of components.schemas`,
      );
    }
    return [String(name), schemaName];
  });
}

/**
 * The `$ref` of the one member of `union` (its oneOf or anyOf) whose `event` admits `name`: by a
 * `const` or an `enum`, of the member itself or of an `allOf` part (the generic event lists the
 * names without a schema of their own so). Undefined when none or several do.
 * @returns {string | undefined}
 */
function memberAdmitting(/** @type {OpenApiDocument} */ doc, /** @type {Record<string, any>} */ union, /** @type {unknown} */ name) {
  const schemas = /** @type {Record<string, any>} */ (doc.components?.schemas ?? {});
  const admits = (/** @type {any} */ schema) => {
    const event = schema?.properties?.event;
    return event?.const === name || (Array.isArray(event?.enum) && event.enum.includes(name));
  };
  const refs = [...(union.oneOf ?? []), ...(union.anyOf ?? [])].map((member) => String(member?.$ref ?? ''));
  const found = refs.filter((ref) => {
    const schema = schemas[ref.replace('#/components/schemas/', '')];
    return admits(schema) || (schema?.allOf ?? []).some(admits);
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * ajv's standalone code of the schemas of the events' payloads, and which function validates each
 * schema (ajv exports one per schema name; the module exports one table by event name instead).
 */
function compile(/** @type {OpenApiDocument} */ doc, /** @type {string[]} */ schemaNames) {
  const ajv = new Ajv2020({
    // What is valid: exactly what @msg-gateway/openapi/validate decides.
    ...VALIDATION_OPTIONS,
    // How the code looks: small; its formats are read from a `formats` object the module declares.
    inlineRefs: false,
    code: { source: true, esm: true, optimize: true, formats: codeTag`formats` },
  });
  addFormats(ajv);
  // The schemas sit where their `$ref`s point (#/components/schemas/...).
  ajv.addVocabulary(['components']);
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [name, withoutAnnotations(schema)]);
  ajv.addSchema({ $id: ID, components: { schemas: Object.fromEntries(schemas) } });
  const code = standaloneCode(ajv, Object.fromEntries(schemaNames.map((name) => [name, `${ID}#/components/schemas/${name}`])));
  /** @type {Map<string, string>} */
  const functions = new Map();
  const body = code.replace(/^"use strict";/, '').replace(/export const (\w+) = (validate\d+);/g, (_, name, fn) => {
    functions.set(name, fn);
    return '';
  });
  return { code: body, functions };
}

/** The functions of validator-runtime.js, by name. */
const RUNTIME = new Map(
  Object.entries(runtime).flatMap(([name, value]) =>
    typeof value === 'function' ? [/** @type {[string, Function]} */ ([name, value])] : [],
  ),
);

/**
 * `code` with its require()s of ajv's helpers replaced by the functions of validator-runtime.js,
 * and what must precede it: those functions (and the ones they call) and the `formats` object its
 * format checks read, shaped as ajv-formats' entries are (a function, or `{ validate }`).
 */
export function withRuntime(/** @type {string} */ code) {
  /** @type {Set<Function>} */
  const needed = new Set();
  const linked = code.replace(/require\("([^"]+)"\)\.default/g, (_, module) => {
    const helper = /** @type {Record<string, Function>} */ (runtime.HELPERS)[module];
    if (!helper) {
      throw new Error(
        `the webhook validators now need ${module} at run time: add a function standing in for it to scripts/validator-runtime.js`,
      );
    }
    needed.add(helper);
    return helper.name;
  });
  // ajv reads a format as formats.uri or formats["date-time"].
  const used = [...linked.matchAll(/\bformats(?:\.(\w+)|\["([^"]+)"\])/g)].map((m) => m[1] ?? m[2] ?? '');
  const formats = [...new Set(used)].map((name) => {
    const check = /** @type {Record<string, Function>} */ (runtime.FORMATS)[name];
    const theirs = fullFormats[name];
    if (!check || (typeof theirs !== 'function' && typeof (/** @type {{ validate?: unknown }} */ (theirs)?.validate) !== 'function')) {
      throw new Error(`the webhook schemas use format "${name}", which scripts/validator-runtime.js does not check: add it there`);
    }
    needed.add(check);
    return `${JSON.stringify(name)}: ${typeof theirs === 'function' ? check.name : `{ validate: ${check.name} }`}`;
  });
  // The functions a needed function calls are needed too.
  for (const fn of needed) {
    for (const [name, other] of RUNTIME) if (other !== fn && new RegExp(`\\b${name}\\(`).test(String(fn))) needed.add(other);
  }
  const prelude = needed.size > 0 ? ['// From scripts/validator-runtime.js:', ...[...needed].map(String)] : [];
  if (formats.length > 0) prelude.push(`const formats = { ${formats.join(', ')} };`);
  if (/require\(/.test(linked)) throw new Error('the webhook validators require() a module at run time that the generator does not know');
  return { code: linked, prelude };
}

/** The text of webhooks.gen.ts, under `header`. */
export function renderWebhookValidators(/** @type {OpenApiDocument} */ doc, /** @type {string} */ header) {
  const events = eventSchemas(doc);
  const compiled = compile(doc, [...new Set(events.map(([, name]) => name))]);
  const { code, prelude } = withRuntime(compiled.code);
  const table = events.map(([event, name]) => `  ${JSON.stringify(event)}: ${compiled.functions.get(name)},`);
  return [
    // First line: tsc reads it only there. ajv's standalone code is untyped JavaScript; the exports are typed.
    '// @ts-nocheck: ajv standalone code (plain JavaScript); the exported table is typed.',
    header,
    '// The schemas are compiled by scripts/webhook-validators.js (annotations dropped); the format checks and',
    '// helpers are copied from scripts/validator-runtime.js: this module imports nothing.',
    '',
    '/** One rule a payload broke, as ajv reports it. */',
    'export interface SchemaError {',
    '  instancePath: string;',
    '  schemaPath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    '',
    '/** A compiled validator: true when `data` is valid; otherwise its `errors` say why. */',
    'export type PayloadValidator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };',
    '',
    "/** The event names parseWebhookEvent knows: the envelope's (`WebhookDelivery.event`, in its order), then those sent outside it (`error`). */",
    `export const WEBHOOK_EVENT_NAMES = ${JSON.stringify(events.map(([event]) => event))} as const;`,
    '',
    "/** The validator of each event's payload: the schema the `WebhookPayload` discriminator maps it to. */",
    'export const WEBHOOK_VALIDATORS: { readonly [E in (typeof WEBHOOK_EVENT_NAMES)[number]]: PayloadValidator } = {',
    ...table,
    '};',
    '',
    ...prelude,
    '',
    code.trim(),
    '',
  ].join('\n');
}
