// The upgrade report: what changes for a team moving from one profile to the next (evolution-2.1.1 →
// evolution-2.3.7), operation by operation, read from the profiles themselves: the later profile's
// overlay actions grouped by id (its deviations from its base: what changed, since which release,
// who it breaks, the source), and the two bundles (which operations exist and which statuses each
// answers). Nothing here is written by hand; a change to a profile changes the report.
import type { Deviation } from './overlay.js';
import { type WebhookUpgrade, webhookChanges } from './upgrade-webhooks.js';
import { HTTP_METHODS, type OpenApiDocument, operations } from './walk.js';

/** Who a change breaks. */
export type Impact = 'request' | 'answer' | 'behaviour' | 'none';
export const IMPACTS: readonly Impact[] = ['request', 'answer', 'behaviour', 'none'];

export interface UpgradeChange {
  id: string;
  /** The release that made it, when known. */
  since?: string;
  /** Who it breaks: callers (request), readers (answer), anyone relying on state or webhooks (behaviour), nobody (none). */
  impacts: Impact[];
  description?: string;
  /** What the earlier profile says. */
  before?: string;
  /** What the later gateway does. */
  after?: string;
  source?: string;
  /** The parts of the operation it changes (request, response:<status>, extensions, text…). */
  parts: string[];
}

export interface OperationUpgrade {
  operationId: string;
  method: string;
  path: string;
  kind: 'added' | 'changed' | 'removed';
  /** The statuses the operation answers, before and after. */
  statuses: { before: string[]; after: string[] };
  changes: UpgradeChange[];
}

export interface UpgradeReport {
  from: string;
  to: string;
  fromVersion: string;
  toVersion: string;
  /** The operations that change, are added or are removed, in path order. */
  operations: OperationUpgrade[];
  /** Changes that touch no operation: webhook payloads, deliveries, shared behaviour. */
  general: UpgradeChange[];
  /** The webhook payloads whose fields differ, read from both profiles' webhook schemas. */
  webhooks: WebhookUpgrade[];
  /**
   * Changes to every route at once, whatever the key (`x-scope: every-route` on the change: 2.4.0's
   * licence gate). They lead the report: until they are dealt with, nothing else is reached.
   */
  gate: UpgradeChange[];
}

/** The scope of a change that applies to every route at once. */
export const EVERY_ROUTE = 'every-route';

/** The impacts an action names (`x-impact: request, answer`), else what the parts it changes imply. */
function impactsOf(deviation: Deviation, parts: string[]): Impact[] {
  const named = String(deviation.impact ?? '')
    .split(/[\s,]+/)
    .filter((word): word is Impact => (IMPACTS as readonly string[]).includes(word));
  if (named.length) return named;
  const out = new Set<Impact>();
  if (parts.includes('added')) out.add('none');
  if (parts.includes('request') || parts.includes('method') || parts.includes('security') || parts.includes('removed')) out.add('request');
  if (parts.some((part) => part.startsWith('response:'))) out.add('answer');
  if (out.size === 0) out.add('behaviour');
  return [...out];
}

function changeOf(deviation: Deviation, parts: string[]): UpgradeChange {
  const change: UpgradeChange = { id: deviation.id, impacts: impactsOf(deviation, parts), parts };
  if (deviation.since !== undefined) change.since = deviation.since;
  if (deviation.description !== undefined) change.description = deviation.description;
  if (deviation.contract !== undefined) change.before = deviation.contract;
  if (deviation.gateway !== undefined) change.after = deviation.gateway;
  if (deviation.source !== undefined) change.source = deviation.source;
  return change;
}

const statusesOf = (doc: OpenApiDocument, operationId: string): string[] =>
  Object.keys(operations(doc).find((op) => op.operationId === operationId)?.operation.responses ?? {}).sort();

/**
 * The report of moving from `fromDoc` to `toDoc`, given the later profile's deviations from the
 * earlier one (its deviations.json, or `deviations(fromDoc, [overlay])`).
 */
export function upgradeReport(
  fromDoc: OpenApiDocument,
  toDoc: OpenApiDocument,
  changes: readonly Deviation[],
  names: { from: string; to: string },
): UpgradeReport {
  const before = new Map(operations(fromDoc).map((op) => [op.operationId, op]));
  const after = new Map(operations(toDoc).map((op) => [op.operationId, op]));
  const byOperation = new Map<string, UpgradeChange[]>();
  const general: UpgradeChange[] = [];
  const gate: UpgradeChange[] = [];
  for (const deviation of changes) {
    if (deviation.scope === EVERY_ROUTE) {
      gate.push(changeOf(deviation, []));
      continue;
    }
    if (deviation.operations.length === 0) general.push(changeOf(deviation, []));
    for (const { operationId, parts } of deviation.operations) {
      const list = byOperation.get(operationId) ?? [];
      list.push(changeOf(deviation, parts));
      byOperation.set(operationId, list);
    }
  }
  const ids = new Set([
    ...byOperation.keys(),
    ...[...after.keys()].filter((id) => !before.has(id)),
    ...[...before.keys()].filter((id) => !after.has(id)),
  ]);
  const ops: OperationUpgrade[] = [...ids].map((operationId) => {
    const op = after.get(operationId) ?? before.get(operationId);
    const kind = !before.has(operationId) ? 'added' : !after.has(operationId) ? 'removed' : 'changed';
    return {
      operationId,
      method: (op?.method ?? '').toUpperCase(),
      path: op?.path ?? '',
      kind,
      statuses: { before: statusesOf(fromDoc, operationId), after: statusesOf(toDoc, operationId) },
      changes: byOperation.get(operationId) ?? [],
    };
  });
  ops.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return {
    from: names.from,
    to: names.to,
    fromVersion: String(fromDoc.info?.version ?? ''),
    toVersion: String(toDoc.info?.version ?? ''),
    operations: ops,
    general,
    webhooks: webhookChanges(fromDoc, toDoc),
    gate,
  };
}

/**
 * The report cut down to the operations an app calls (by operationId), the general changes kept;
 * `unknown` lists the names neither profile has, `unchanged` those it calls that nothing changes.
 */
export function selectOperations(
  report: UpgradeReport,
  operationIds: readonly string[],
  known: ReadonlySet<string>,
): UpgradeReport & { unknown: string[]; unchanged: string[] } {
  const wanted = new Set(operationIds);
  const listed = new Set(report.operations.map((op) => op.operationId));
  return {
    ...report,
    operations: report.operations.filter((op) => wanted.has(op.operationId)),
    unknown: [...wanted].filter((id) => !known.has(id)).sort(),
    unchanged: [...wanted].filter((id) => known.has(id) && !listed.has(id)).sort(),
  };
}

/** A path template as a RegExp over request paths (`/message/sendText/{instance}` → one segment for the parameter). */
function templateRegExp(template: string): RegExp {
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((piece) => piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}/?$`);
}

/** Each description's routes, compiled once: method, path pattern and operationId. */
const ROUTES = new WeakMap<OpenApiDocument, { method: string; pattern: RegExp; operationId: string }[]>();

function routesOf(doc: OpenApiDocument) {
  let routes = ROUTES.get(doc);
  if (!routes) {
    routes = operations(doc).map((op) => ({ method: op.method, pattern: templateRegExp(op.path), operationId: op.operationId }));
    ROUTES.set(doc, routes);
  }
  return routes;
}

/** The operation a request (method, path without query) reaches in `doc`, if any. */
export function operationOfRequest(doc: OpenApiDocument, method: string, path: string): string | undefined {
  const bare = (path.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  const m = method.toLowerCase();
  if (!(HTTP_METHODS as readonly string[]).includes(m)) return undefined;
  return routesOf(doc).find((route) => route.method === m && route.pattern.test(bare))?.operationId;
}
