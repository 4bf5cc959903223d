// OpenAPI Overlay 1.0 documents: reading them, applying them to a bundled description, and telling
// which operations each deviation changes. The build applies overlays with `redocly bundle
// --overlay`; this module applies them the same way (Redocly's JSONPath implementation,
// jsonpath-rfc9535, and Redocly's merge rules: objects merge, arrays append, `remove` deletes), which
// test/overlay.test.ts pins against Redocly's output. It exists because the contract runner layers a
// team's own overlays at run time, and because a report must say which deviation explains a check.
import { createRequire } from 'node:module';
import { atPointer, type OpenApiDocument, operations, type WalkedOperation } from './walk.js';

// jsonpath-rfc9535 is loaded by the first overlay action applied, not with this module: building
// it took about 50 ms of CPU, and whatever imports this module (a mock start, for OverlayError)
// mostly applies no overlay at all. Its CommonJS build, through require, for a synchronous load.
const require = createRequire(import.meta.url);
let jsonPath: typeof import('jsonpath-rfc9535') | undefined;
const exec: typeof import('jsonpath-rfc9535')['exec'] = (...args) => {
  jsonPath ??= require('jsonpath-rfc9535') as typeof import('jsonpath-rfc9535');
  return jsonPath.exec(...args);
};

export interface OverlayAction {
  target: string;
  description?: string;
  update?: unknown;
  remove?: boolean;
  /** Stable id of the deviation this action is part of (several actions may share one). */
  'x-id'?: string;
  /** What the contract says. */
  'x-contract'?: string;
  /** What the gateway does instead. */
  'x-gateway'?: string;
  /** Where that comes from: `evolution-api@<commit>:<file>` or `observed`. */
  'x-source'?: string;
  /** The gateway release that made the change, where a profile layers on another (`2.2.0`). */
  'x-since'?: string;
  /** Who the change breaks: `request`, `answer`, `behaviour`, or `none` (an addition). */
  'x-impact'?: string;
  /** `every-route`: the change applies to every route at once, whatever the key (2.4.0's licence gate). */
  'x-scope'?: string;
  [extension: `x-${string}`]: unknown;
}

export interface OverlayDocument {
  overlay: string;
  info: { title: string; version: string; [key: string]: unknown };
  extends?: string;
  actions: OverlayAction[];
  [extension: `x-${string}`]: unknown;
}

/** An overlay that is not usable; the message names the document and the action. */
export class OverlayError extends Error {
  override readonly name = 'OverlayError';
}

/** Checks that `value` is an Overlay 1.x document; `source` names it in messages. */
export function parseOverlay(value: unknown, source: string): OverlayDocument {
  const problems: string[] = [];
  const doc = value as Partial<OverlayDocument> | null;
  if (!doc || typeof doc !== 'object')
    throw new OverlayError(`${source} is not an OpenAPI Overlay document (expected a YAML or JSON object).`);
  if (typeof doc.overlay !== 'string' || !/^1\.\d+\.\d+$/.test(doc.overlay))
    problems.push('`overlay` must be the Overlay version, e.g. 1.0.0');
  if (!doc.info || typeof doc.info.title !== 'string' || typeof doc.info.version !== 'string')
    problems.push('`info` needs a title and a version');
  if (!Array.isArray(doc.actions) || doc.actions.length === 0) problems.push('`actions` must be a non-empty list');
  for (const [i, action] of (Array.isArray(doc.actions) ? doc.actions : []).entries()) {
    const where = `actions[${i}]${typeof action?.['x-id'] === 'string' ? ` (${action['x-id']})` : ''}`;
    if (!action || typeof action !== 'object') {
      problems.push(`${where} must be an object`);
      continue;
    }
    if (typeof action.target !== 'string' || !action.target.startsWith('$'))
      problems.push(`${where}: target must be a JSONPath expression starting with $`);
    if (action.remove !== undefined && typeof action.remove !== 'boolean') problems.push(`${where}: remove must be true or false`);
    if ((action.update === undefined) === (action.remove !== true)) problems.push(`${where}: give exactly one of update and remove: true`);
    for (const field of ['x-id', 'x-contract', 'x-gateway', 'x-source', 'x-since', 'x-impact'] as const) {
      if (action[field] !== undefined && (typeof action[field] !== 'string' || action[field].trim() === ''))
        problems.push(`${where}: ${field} must be a non-empty string`);
    }
  }
  if (problems.length) throw new OverlayError(`${source} is not a usable overlay:\n  - ${problems.join('\n  - ')}`);
  return doc as OverlayDocument;
}

type Json = unknown;
type Container = Record<string, Json> | Json[];

function isObject(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Redocly's update rule: objects merge recursively, arrays append, anything else replaces. */
function merge(target: Json, update: Json): Json {
  if (Array.isArray(target)) return Array.isArray(update) ? [...target, ...structuredClone(update)] : [...target, structuredClone(update)];
  if (isObject(target) && isObject(update)) {
    const out: Record<string, Json> = { ...target };
    for (const [key, value] of Object.entries(update)) out[key] = key in target ? merge(target[key], value) : structuredClone(value);
    return out;
  }
  return structuredClone(update);
}

function containerAt(root: Json, path: (string | number)[]): Container | undefined {
  let node: Json = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, Json>)[segment];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : undefined;
}

/** Applies one action to `doc` in place; returns the paths of the nodes its target selected. */
function applyAction(doc: Json, action: OverlayAction): (string | number)[][] {
  const matches: (string | number)[][] = [];
  exec(doc as never, action.target, (_value, path) => matches.push([...path]));
  if (action.remove === true) {
    // Deepest and highest array index first, so earlier removals do not shift later targets.
    const ordered = [...matches].sort((a, b) => b.length - a.length || Number(b.at(-1)) - Number(a.at(-1)));
    for (const path of ordered) {
      const key = path.at(-1);
      const parent = containerAt(doc, path.slice(0, -1));
      if (key === undefined || !parent) continue;
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key as string];
    }
    return matches;
  }
  for (const path of matches) {
    const key = path.at(-1);
    if (key === undefined) continue; // the root itself: not something an overlay replaces
    const parent = containerAt(doc, path.slice(0, -1));
    if (!parent) continue;
    const merged = merge((parent as Record<string | number, Json>)[key], action.update);
    (parent as Record<string | number, Json>)[key] = merged;
  }
  return matches;
}

/**
 * `doc` with every action of every overlay applied in order (`doc` is not changed). An action whose
 * target selects nothing is an error: Redocly skips it silently, which hides a typo or an overlay
 * written for another version of the contract.
 */
export function applyOverlays(doc: OpenApiDocument, overlays: { overlay: OverlayDocument; source: string }[]): OpenApiDocument {
  const out = structuredClone(doc);
  applyEach(out, overlays, () => {});
  return out;
}

/** Applies every action to `doc` in place, in order, calling `applied` after each; an action that selects nothing throws. */
function applyEach(
  doc: OpenApiDocument,
  overlays: { overlay: OverlayDocument; source: string }[],
  applied: (overlay: OverlayDocument, index: number, action: OverlayAction, paths: (string | number)[][]) => void,
): void {
  for (const { overlay, source } of overlays) {
    for (const [i, action] of overlay.actions.entries()) {
      const paths = applyAction(doc, action);
      if (paths.length === 0) {
        const id = action['x-id'] ? ` (${action['x-id']})` : '';
        throw new OverlayError(
          `${source}: actions[${i}]${id} changes nothing: its target ${action.target} selects no node of the description.`,
        );
      }
      applied(overlay, i, action, paths);
    }
  }
}

/** The deviation an action belongs to: its `x-id`, else `<overlay title>#<index>`. */
export function deviationId(overlay: OverlayDocument, index: number): string {
  return overlay.actions[index]?.['x-id'] ?? `${overlay.info.title}#${index}`;
}

/** A part of an operation a deviation can change. */
export type OperationPart = 'added' | 'removed' | 'method' | 'security' | 'request' | 'extensions' | 'text' | `response:${string}`;

export interface Deviation {
  id: string;
  description: string | undefined;
  contract: string | undefined;
  gateway: string | undefined;
  source: string | undefined;
  /** The overlay document it comes from. */
  overlay: string;
  /** The release that made it (`x-since`), where the overlay says. */
  since?: string;
  /** Who it breaks (`x-impact`: request, answer, behaviour, none), where the overlay says. */
  impact?: string;
  /** `every-route` when it applies to every route at once (`x-scope`), where the overlay says. */
  scope?: string;
  /** The operations its actions change, and which parts. */
  operations: { operationId: string; parts: OperationPart[] }[];
}

/**
 * The deviations of `overlays` applied in order on `doc`: actions grouped by `x-id` (an action
 * without one is its own deviation, `<overlay title>#<index>`), each with the operations it changes.
 */
export function deviations(doc: OpenApiDocument, overlays: { overlay: OverlayDocument; source: string }[]): Deviation[] {
  const byId = new Map<string, Deviation>();
  const current = structuredClone(doc);
  const texts = new TargetTexts();
  // Each action's "after" is the next one's "before": one fingerprint of the document per action.
  let before = fingerprints(current, texts);
  applyEach(current, overlays, (overlay, i, action, paths) => {
    texts.changed(current, paths);
    const after = fingerprints(current, texts);
    const changed = changedParts(before, after);
    before = after;
    // An action without an id that changes no operation is housekeeping (the profile's title…).
    if (action['x-id'] === undefined && changed.size === 0) return;
    const id = deviationId(overlay, i);
    let deviation = byId.get(id);
    if (!deviation) {
      deviation = {
        id,
        description: action.description,
        contract: action['x-contract'],
        gateway: action['x-gateway'],
        source: action['x-source'],
        overlay: overlay.info.title,
        ...(action['x-since'] === undefined ? {} : { since: action['x-since'] }),
        ...(action['x-impact'] === undefined ? {} : { impact: action['x-impact'] }),
        ...(action['x-scope'] === undefined ? {} : { scope: action['x-scope'] }),
        operations: [],
      };
      byId.set(id, deviation);
    }
    for (const [operationId, parts] of changed) {
      const entry = deviation.operations.find((o) => o.operationId === operationId);
      if (entry) entry.parts = [...new Set([...entry.parts, ...parts])];
      else deviation.operations.push({ operationId, parts });
    }
  });
  return [...byId.values()];
}

interface Fingerprint {
  where: string;
  security: string;
  request: string;
  extensions: string;
  text: string;
  responses: Map<string, string>;
}

function fingerprints(doc: OpenApiDocument, texts: TargetTexts): Map<string, Fingerprint> {
  const out = new Map<string, Fingerprint>();
  for (const op of operations(doc))
    out.set(
      op.operationId,
      fingerprint(doc, op, (node) => texts.reaching(doc, node)),
    );
  return out;
}

function fingerprint(doc: OpenApiDocument, op: WalkedOperation, texts: (node: unknown) => string): Fingerprint {
  const o = op.operation;
  const extensions = Object.fromEntries(Object.entries(o).filter(([k]) => k.startsWith('x-')));
  return {
    where: `${op.method} ${op.path}`,
    security: JSON.stringify(o.security ?? doc.security ?? []),
    request: texts({ parameters: op.parameters, requestBody: o.requestBody ?? null }),
    extensions: JSON.stringify(extensions),
    text: JSON.stringify([o.summary, o.description]),
    responses: new Map(Object.entries(o.responses ?? {}).map(([status, response]) => [status, texts(response)])),
  };
}

/**
 * Texts of nodes that change whenever the node or anything it reaches through local `$ref`s
 * changes: its own JSON, then each reachable target by pointer and a number standing for its JSON.
 * (Dereferencing every operation after every action copied each shared schema hundreds of times:
 * most of a profiled run's CPU.) A target's JSON is kept by the object's identity and forgotten
 * when an action changes something inside it (`changed`): an action replaces the nodes it selects
 * and changes their containers in place, and leaves every other object as it was.
 */
class TargetTexts {
  readonly #byObject = new WeakMap<object, { id: number; refs: string[] }>();
  readonly #ids = new Map<string, number>();
  /** The targets by pointer in the document as it is now (cleared by `changed`). */
  readonly #byRef = new Map<string, { id: number; refs: string[] }>();

  /** Forgets every object on the way from the document to each of `paths`' nodes. */
  changed(doc: OpenApiDocument, paths: readonly (readonly (string | number)[])[]): void {
    this.#byRef.clear();
    for (const path of paths) {
      let node: unknown = doc;
      for (const segment of path) {
        if (node === null || typeof node !== 'object') break;
        this.#byObject.delete(node);
        node = (node as Record<string | number, unknown>)[segment];
      }
    }
  }

  reaching(doc: OpenApiDocument, node: unknown): string {
    const reached = new Set<string>();
    const pending = localRefs(node);
    while (pending.length > 0) {
      const ref = pending.pop() as string;
      if (reached.has(ref)) continue;
      reached.add(ref);
      pending.push(...this.#target(doc, ref).refs);
    }
    return [JSON.stringify(node), ...[...reached].sort().map((ref) => `${ref} ${this.#target(doc, ref).id}`)].join('\n');
  }

  #target(doc: OpenApiDocument, ref: string): { id: number; refs: string[] } {
    let found = this.#byRef.get(ref);
    if (!found) {
      found = this.#targetAt(atPointer(doc, ref));
      this.#byRef.set(ref, found);
    }
    return found;
  }

  #targetAt(node: unknown): { id: number; refs: string[] } {
    // A missing target (-1) or a scalar one: nothing to keep by identity.
    if (node === null || typeof node !== 'object') return { id: node === undefined ? -1 : this.#id(JSON.stringify(node)), refs: [] };
    let found = this.#byObject.get(node);
    if (!found) {
      found = { id: this.#id(JSON.stringify(node)), refs: localRefs(node) };
      this.#byObject.set(node, found);
    }
    return found;
  }

  /** The same number for the same JSON. */
  #id(text: string): number {
    let id = this.#ids.get(text);
    if (id === undefined) {
      id = this.#ids.size;
      this.#ids.set(text, id);
    }
    return id;
  }
}

/** The local `$ref`s written anywhere inside `node`. */
function localRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) localRefs(item, found);
  else if (node !== null && typeof node === 'object') {
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) found.push(ref);
    for (const value of Object.values(node)) localRefs(value, found);
  }
  return found;
}

function changedParts(before: Map<string, Fingerprint>, after: Map<string, Fingerprint>): Map<string, OperationPart[]> {
  const out = new Map<string, OperationPart[]>();
  for (const [id, was] of before) {
    const now = after.get(id);
    if (!now) {
      out.set(id, ['removed']);
      continue;
    }
    const parts: OperationPart[] = [];
    if (was.where !== now.where) parts.push('method');
    if (was.security !== now.security) parts.push('security');
    if (was.request !== now.request) parts.push('request');
    if (was.extensions !== now.extensions) parts.push('extensions');
    if (was.text !== now.text) parts.push('text');
    for (const status of new Set([...was.responses.keys(), ...now.responses.keys()])) {
      if (was.responses.get(status) !== now.responses.get(status)) parts.push(`response:${status}`);
    }
    if (parts.length) out.set(id, parts);
  }
  for (const id of after.keys()) if (!before.has(id)) out.set(id, ['added']);
  return out;
}
