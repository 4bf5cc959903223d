// What a 400 says: the actual violations of the request, worded and shaped as Evolution API 2.1.1
// words and shapes them, so a UI that shows the gateway's message shows the right one.
//
// 2.1.1 validates bodies with the `jsonschema` package and answers its error stack text with the
// leading "instance." removed: `instance requires property "number"`, `latitude is not of a type(s)
// number`, `readreceipts is not one of enum values: all,none` (the root keeps the word "instance").
// Send, chat and instance routes answer `[[...texts]]`; group routes answer `[{property, message}]`;
// a missing groupJid, inviteCode or getParticipants query gets fixed sentences before any validation
// (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, src/main.ts; upstream-v2.1.1.md §4).
// The violations come from the toolkit's validator (ajv) run over the served description; the
// mapping from ajv's keywords to jsonschema's texts is the whole of this module.
import { atPointer, type ParameterObject, type Ref, requestSchemaPointer, resolvedPointer, resolveRef } from '@msg-gateway/openapi/walk';
import type { Description, GatewayMessage, RequestFacts, ServedOperation } from '../../server/description/description.js';
import { notEmptyFailures } from '../../server/description/not-empty.js';
import type { Violation } from '../../server/prism/prism.js';
import { orderOf, sortedByOrder } from './validation-order.js';

/** 2.1.1's answer when a group route is called without its query parameter (abstract.router.ts). */
const MISSING_QUERY: Record<string, string[]> = {
  groupJid: ['The group id needs to be informed in the query', 'ex: "groupJid=120362@g.us"'],
  inviteCode: [
    'The group invite code id needs to be informed in the query',
    'ex: "inviteCode=F1EX5QZxO181L3TMVP31gY" (Obtained from group join link)',
  ],
  getParticipants: ['The getParticipants needs to be informed in the query'],
};

/** How the route reports validation errors on 2.1.1: `[[texts]]` or `[{property, message}]`. */
export type ValidationStyle = 'nested' | 'properties';

/**
 * The route's style: an `x-validation-style` extension if the description has one, else
 * `properties` for the operations tagged Group (2.1.1's group router validates with groupValidate),
 * `nested` for the rest (dataValidate).
 */
function validationStyle(op: ServedOperation): ValidationStyle {
  const declared = (op.walked.operation as Record<string, unknown>)['x-validation-style'];
  if (declared === 'nested' || declared === 'properties') return declared;
  return op.walked.operation.tags?.includes('Group') ? 'properties' : 'nested';
}

/** One violation: where (jsonschema's property path, "instance" for the root) and the text. */
interface Found {
  property: string;
  text: string;
  /** Where jsonschema reports it (validation-order.ts); the query's come first. */
  order?: number[];
}

/**
 * The 400 message for a request Prism found invalid. `prismViolations` are used for what the
 * document cannot tell (a Content-Type the operation does not take, or anything the mock's own
 * validation did not reproduce).
 */
export function gatewayMessage(
  description: Description,
  op: ServedOperation,
  request: RequestFacts,
  prismViolations: Violation[],
): GatewayMessage {
  const parameters = queryParameters(description, op);
  // The routers test the query value for truth (`if (!groupJid)`): an empty one is missing too
  // (evolution-api@4ca141b4:src/api/abstract/abstract.router.ts, groupValidate, inviteCodeValidate,
  // getParticipantsValidate).
  for (const { parameter } of parameters) {
    const fixed = MISSING_QUERY[parameter.name];
    const given = request.query[parameter.name];
    if (fixed && parameter.required && (given === undefined || given === '')) return { message: fixed, lines: fixed };
  }

  const found: Found[] = [];
  for (const { parameter, pointer } of parameters) {
    const value = request.query[parameter.name];
    if (value === undefined) {
      if (parameter.required) found.push({ property: 'instance', text: `instance requires property "${parameter.name}"` });
      continue;
    }
    if (pointer) found.push(...violationsOf(description, pointer, value, parameter.name));
  }

  const wrongMediaType = prismViolations.find((v) => v.code === 415);
  const bodyPointer = description.doc ? requestSchemaPointer(description.doc, op.walked) : undefined;
  if (wrongMediaType) {
    const sent = request.contentType === undefined ? 'a body without Content-Type' : `Content-Type ${request.contentType}`;
    found.push({
      property: 'instance',
      text: `${sent} is not accepted (${wrongMediaType.message}): send the body as JSON with Content-Type: application/json`,
    });
  } else if (bodyPointer) {
    // No body is validated as {} (what Express hands the gateway's validator), so each required field is named.
    const body = request.body === null || request.body === undefined ? {} : request.body;
    const sent = request.sent === undefined ? body : (request.sent ?? {});
    const fromBody = [...violationsOf(description, bodyPointer, body, 'instance'), ...notEmptyFound(description, bodyPointer, sent)];
    found.push(...inValidatorOrder(fromBody));
  }

  const unique = dedupe(found);
  if (unique.length === 0) {
    // Nothing the document explains (say, a header): Prism's own words, still in the gateway's shape.
    for (const v of prismViolations) if (v.severity === 'Error') unique.push({ property: 'instance', text: v.message });
  }
  const lines = [...new Set(unique.map((f) => f.text))];
  const message =
    validationStyle(op) === 'properties'
      ? unique.map((f) => ({ property: f.property.replace(/^instance\./, ''), message: f.text }))
      : [lines];
  return { message, lines };
}

type QueryParameter = { parameter: ParameterObject; pointer: string | undefined };
const queryParametersByOperation = new WeakMap<ServedOperation, QueryParameter[]>();

/** The query parameters of the operation with the JSON pointer of each one's schema; resolved once per operation. */
function queryParameters(description: Description, op: ServedOperation): QueryParameter[] {
  let found = queryParametersByOperation.get(op);
  if (!found) {
    found = resolveQueryParameters(description, op);
    queryParametersByOperation.set(op, found);
  }
  return found;
}

function resolveQueryParameters(description: Description, op: ServedOperation): QueryParameter[] {
  const { walked } = op;
  const pathPointer = walked.pointer.replace(/\/[^/]+$/, '');
  const declared: { node: Ref<ParameterObject>; pointer: string }[] = [
    ...(walked.pathItem.parameters ?? []).map((node, i) => ({ node, pointer: `${pathPointer}/parameters/${i}` })),
    ...(walked.operation.parameters ?? []).map((node, i) => ({ node, pointer: `${walked.pointer}/parameters/${i}` })),
  ];
  return walked.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const own = [...declared].reverse().find((d) => {
        const at = resolvedPointer(description.doc, d.node, d.pointer);
        return at !== undefined && atName(description, at) === `${parameter.in}:${parameter.name}`;
      });
      const at = own ? resolvedPointer(description.doc, own.node, own.pointer) : undefined;
      return { parameter, pointer: at !== undefined && parameter.schema !== undefined ? `${at}/schema` : undefined };
    });
}

function atName(description: Description, pointer: string): string | undefined {
  const p = atPointer(description.doc, pointer) as Partial<ParameterObject> | undefined;
  return p?.in && p.name ? `${p.in}:${p.name}` : undefined;
}

/** The jsonschema-worded violations of `value` against the schema at `pointer`; `root` names the value. */
function violationsOf(description: Description, pointer: string, value: unknown, root: string): Found[] {
  const validate = description.compile(pointer);
  if (!validate || validate(value)) return [];
  const errors = validate.errors ?? [];
  type AjvError = (typeof errors)[number];
  const word = (error: AjvError): Found => {
    const segments = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map(unescapeSegment);
    const at = propertyPath(root, segments, value);
    // A schema with a description of its own is worded by it alone (2.1.1's validators answer
    // `schema.description` instead of the stack: "Invalid format", "Enter a value in milliseconds";
    // evolution-api@4ca141b4:src/api/abstract/abstract.router.ts); the profile carries those words
    // as `x-validation-message`.
    const node = schemaAt(description, pointer, segments);
    const own = node?.['x-validation-message'];
    const order = orderOf(description.doc, pointer, segments, error.keyword, error.params as Record<string, unknown>);
    if (typeof own === 'string' && wordedBy(node, error.keyword)) return { property: at, text: own, order };
    const params = error.params as Record<string, unknown>;
    const text =
      error.keyword === 'oneOf' || error.keyword === 'anyOf'
        ? `${error.keyword === 'oneOf' ? 'is not exactly one from' : 'is not any of'} ${branchNames(description, pointer, segments, error.keyword)}`
        : describe(error.keyword, params, error.message);
    return { property: at, text: `${at} ${text}`, order };
  };
  // jsonschema reports a failed oneOf/anyOf as one error; ajv adds every branch's own errors. The
  // branch closest to passing (fewest errors) is kept too: it says which field to add or remove.
  const combinators = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const inBranch = (error: AjvError): boolean => combinators.some((c) => error.schemaPath.startsWith(`${c.schemaPath}/`));
  const found: Found[] = [];
  for (const error of withoutOverridden(errors)) {
    if (inBranch(error) || error.keyword === 'if') continue;
    found.push(word(error));
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') continue;
    const branches = new Map<string, AjvError[]>();
    for (const inner of errors) {
      const rest = inner.schemaPath.startsWith(`${error.schemaPath}/`) ? inner.schemaPath.slice(error.schemaPath.length + 1) : undefined;
      const branch = rest?.split('/')[0];
      if (branch !== undefined && /^\d+$/.test(branch)) branches.set(branch, [...(branches.get(branch) ?? []), inner]);
    }
    const closest = [...branches.values()].sort((a, b) => a.length - b.length)[0] ?? [];
    const at = found.at(-1)?.order ?? [];
    // A branch's own errors stay right after their combinator's (jsonschema reports them nowhere else).
    found.push(...closest.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf').map((e, i) => ({ ...word(e), order: [...at, i] })));
  }
  return found;
}

/**
 * Whether a schema's own words (`x-validation-message`) are what 2.1.1 says for a failure of
 * `keyword` there. A field that must not be empty is checked by a schema of its own in 2.1.1 (its
 * isNotEmpty: `minLength: 1` and the description `The "<field>" cannot be empty`), beside the plain
 * `type` of the field: those words are the minLength's alone (evolution-api@4ca141b4:src/validate/
 * message.schema.ts, chat.schema.ts, group.schema.ts, isNotEmpty). Any other description sits on the
 * field's one schema and words every failure of it (numberDefinition's "Invalid format", the
 * participants' "must be an array of numeric strings" for a wrong type as for a short number).
 */
function wordedBy(node: Record<string, unknown> | undefined, keyword: string): boolean {
  if (keyword === 'required') return false;
  const own = node?.['x-validation-message'];
  return typeof own !== 'string' || !NOT_EMPTY_WORDS.test(own) || keyword === 'minLength';
}
const NOT_EMPTY_WORDS = /^The "[^"]+" cannot be empty$/;

const unescapeSegment = (segment: string): string => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** jsonschema's property path: instance.contact[0].fullName, instance["a b"]. */
function propertyPath(root: string, segments: string[], value: unknown): string {
  let path = root;
  let node = value;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      path += `[${segment}]`;
      node = node[Number(segment)];
    } else {
      path += /^[A-Za-z_$][\w$]*$/.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    }
  }
  // 2.1.1 strips the leading "instance." (the root itself stays "instance").
  return path.replace(/^instance\./, '');
}

/** jsonschema's text for one ajv error (without the property path). */
function describe(keyword: string, params: Record<string, unknown>, ajvMessage: string | undefined): string {
  switch (keyword) {
    case 'required':
      return `requires property "${String(params['missingProperty'])}"`;
    case 'type':
      return `is not of a type(s) ${[params['type']].flat().join(',')}`;
    case 'enum':
      return `is not one of enum values: ${[params['allowedValues']].flat().map(String).join(',')}`;
    case 'const':
      return `does not exactly match expected constant: ${String(params['allowedValue'])}`;
    case 'pattern':
      return `does not match pattern ${JSON.stringify(String(params['pattern']))}`;
    case 'format':
      return `does not conform to the "${String(params['format'])}" format`;
    case 'minLength':
    case 'minItems':
      return `does not meet minimum length of ${String(params['limit'])}`;
    case 'maxLength':
    case 'maxItems':
      return `does not meet maximum length of ${String(params['limit'])}`;
    case 'minProperties':
      return `does not meet minimum property length of ${String(params['limit'])}`;
    case 'maxProperties':
      return `does not meet maximum property length of ${String(params['limit'])}`;
    case 'minimum':
      return `must be greater than or equal to ${String(params['limit'])}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(params['limit'])}`;
    case 'maximum':
      return `must be less than or equal to ${String(params['limit'])}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params['limit'])}`;
    case 'multipleOf':
      return `is not a multiple of (divisible by) ${String(params['multipleOf'])}`;
    case 'uniqueItems':
      return 'contains duplicate item';
    case 'additionalProperties':
      return `is not allowed to have the additional property "${String(params['additionalProperty'])}"`;
    case 'not':
      return 'is of prohibited type';
    case 'false schema':
      return 'is not allowed';
    default:
      return ajvMessage ?? 'is not valid';
  }
}

/** The branches of a oneOf/anyOf as jsonschema lists them: their titles, else `[subschema n]`. */
function branchNames(description: Description, pointer: string, segments: string[], keyword: 'oneOf' | 'anyOf'): string {
  const node = schemaAt(description, pointer, segments);
  const branches = node && Array.isArray(node[keyword]) ? (node[keyword] as unknown[]) : [];
  return branches
    .map((branch, i) => {
      const title = branch !== null && typeof branch === 'object' ? (branch as { title?: unknown }).title : undefined;
      return typeof title === 'string' ? `<${title}>` : `[subschema ${i}]`;
    })
    .join(',');
}

/** The schema that validates the value at `segments` under the schema at `pointer` (through $ref, allOf, properties, items). */
function schemaAt(description: Description, pointer: string, segments: string[]): Record<string, unknown> | undefined {
  const resolve = (node: unknown): Record<string, unknown> | undefined => {
    const resolved = resolveRef<unknown>(description.doc, node as never);
    return resolved !== null && typeof resolved === 'object' ? (resolved as Record<string, unknown>) : undefined;
  };
  let node = resolve(atPointer(description.doc, pointer));
  for (const segment of segments) {
    if (!node) return undefined;
    const candidates = [node, ...(Array.isArray(node['allOf']) ? node['allOf'].map(resolve) : [])];
    let next: Record<string, unknown> | undefined;
    for (const candidate of candidates) {
      const properties = candidate?.['properties'] as Record<string, unknown> | undefined;
      next ??=
        /^\d+$/.test(segment) && candidate?.['items'] ? resolve(candidate['items']) : properties ? resolve(properties[segment]) : undefined;
    }
    node = next;
  }
  return node;
}

function dedupe(found: Found[]): Found[] {
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.property}\u0000${f.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** isNotEmpty's failures of the body as sent (server/description/not-empty.ts), worded and placed as jsonschema reports them. */
function notEmptyFound(description: Description, pointer: string, sent: unknown): Found[] {
  return notEmptyFailures(description.doc, pointer, sent).map((failure) => {
    const parent = failure.segments.slice(0, -1);
    return {
      property: propertyPath('instance', failure.segments, sent),
      text: failure.text,
      order: orderOf(description.doc, pointer, parent, 'x-not-empty', { index: failure.index }),
    };
  });
}

/** The body's violations in the order 2.1.1's validator reports them (validation-order.ts). */
const inValidatorOrder = (found: Found[]): Found[] => sortedByOrder(found);

/**
 * The errors without those a later schema of the same field overrides: 2.1.1's request schemas are
 * each one object schema (evolution-api@4ca141b4:src/validate/*.schema.ts), so a field has one
 * schema and one error per keyword; a profile that composes a request from a shared part and the
 * route's own (allOf) gets one from each, of which the route's own, the later, is 2.1.1's
 * (setSettings' msgCall: a string, where the shared settings also take null). The branches of a
 * oneOf or anyOf are left alone (their errors are kept apart, below).
 */
function withoutOverridden<E extends { instancePath: string; keyword: string; schemaPath: string; params: unknown }>(errors: E[]): E[] {
  const keyOf = (e: E) =>
    `${e.instancePath}\u0000${e.keyword}\u0000${String((e.params as { missingProperty?: unknown }).missingProperty ?? '')}`;
  const plain = (e: E) => !/\/(oneOf|anyOf)(\/|$)/.test(e.schemaPath) && e.keyword !== 'oneOf' && e.keyword !== 'anyOf';
  const last = new Map<string, E>();
  for (const error of errors) if (plain(error)) last.set(keyOf(error), error);
  return errors.filter((error) => !plain(error) || last.get(keyOf(error)) === error);
}
