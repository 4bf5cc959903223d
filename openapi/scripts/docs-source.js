// The description the HTML reference (dist/docs/index.html) renders: the contract, with
//   - under each contract operation, where each profile differs (its deviations), and what 2.1.1
//     answers while the account is not connected (its x-disconnected);
//   - each profile's added operations (x-profile-only), under their tags next to the contract's,
//     with the badge they carry, a note naming the profile, and their own x-disconnected;
//   - the components those operations use: the profile's own, and, where a profile changes one of
//     the contract's (SentMessage…), the profile's version under `<name>-<profile>`, so that a
//     contract operation and a 2.1.1-only one each show their own shape.
// Docs only: nothing else reads this document.
// @ts-check
import { isDeepStrictEqual } from 'node:util';
import { disconnectedAnswer, disconnectedOf, SITUATIONS } from '../lib/disconnected.js';
import { operations } from '../lib/walk.js';

/**
 * @typedef {import('../lib/walk.js').OpenApiDocument} OpenApiDocument
 * @typedef {import('../lib/walk.js').OperationObject} OperationObject
 * @typedef {import('../lib/overlay.js').Deviation} Deviation
 * @typedef {{ name: string, doc: OpenApiDocument, deviations: Deviation[] }} Profile
 */

/**
 * The docs' description.
 * @param {OpenApiDocument} contract
 * @param {Profile[]} profiles
 */
export function docsSource(contract, profiles) {
  const doc = structuredClone(contract);
  for (const { operationId, operation } of operations(doc)) {
    const sections = [
      ...profiles.flatMap((p) => deviationSection(p, operationId)),
      ...disconnectedSection(operation, operationId, 'Evolution API 2.1.1'),
    ];
    if (sections.length) operation.description = `${(operation.description ?? '').trimEnd()}\n\n${sections.join('\n\n')}\n`;
  }
  for (const profile of profiles) addProfileOperations(doc, profile);
  return doc;
}

/**
 * Where a profile differs for one operation, as a definition list (a table squeezes the id column
 * to one letter per line in Redoc).
 * @param {Profile} profile
 * @param {string} operationId
 */
function deviationSection({ name, deviations }, operationId) {
  const mine = deviations.filter((d) => d.operations.some((o) => o.operationId === operationId && !o.parts.includes('added')));
  if (!mine.length) return [];
  const items = mine.map(
    (d) =>
      `- **\`${d.id}\`** ${text(d.description)}\n` +
      `  - *Contract:* ${text(d.contract)}\n` +
      `  - *Evolution API 2.1.1:* ${text(d.gateway)}\n` +
      `  - *Source:* ${text(d.source)}`,
  );
  return [
    `**Where the ${name} profile differs** (contract runs with \`--profile ${name}\` report these as known deviations):\n\n${items.join('\n')}`,
  ];
}

/**
 * What 2.1.1 answers while the account is not connected, from the operation's x-disconnected.
 * Request values stay placeholders (`<query.inviteCode>`).
 * @param {OperationObject} operation
 * @param {string} operationId
 * @param {string} who
 */
function disconnectedSection(operation, operationId, who) {
  const rule = disconnectedOf(operation, operationId);
  if (!rule) return [];
  const placeholder = (/** @type {string} */ where) => new Proxy({}, { get: (_t, key) => `<${where}.${String(key)}>` });
  const request = { path: placeholder('path'), query: placeholder('query'), body: placeholder('body') };
  const situations = { 'never-connected': 'never connected', connecting: 'connecting', 'logged-out': 'logged out' };
  const lines = SITUATIONS.map((situation) => {
    const answer = disconnectedAnswer(rule, situation, request);
    const what = answer ? `${answer.status} \`${JSON.stringify(answer.body)}\`` : 'answers as it otherwise does';
    return `- *${situations[situation]}:* ${text(what)}`;
  });
  return [`**While the account is not connected**, ${who} answers (\`x-disconnected\`):\n\n${lines.join('\n')}`];
}

/**
 * Adds a profile's x-profile-only operations to `doc`, with the components they use and their tags.
 * @param {OpenApiDocument} doc
 * @param {Profile} profile
 */
function addProfileOperations(doc, profile) {
  const added = operations(profile.doc).filter((op) => op.operation['x-profile-only'] === true);
  const importer = componentImporter(doc, profile);
  doc.paths ??= {};
  for (const { path, method, pathItem, operation, operationId } of added) {
    const copy = /** @type {OperationObject} */ (importer(structuredClone(operation)));
    const note = `**Evolution API 2.1.1 only**: not in the interface document; added by the ${profile.name} profile (\`route-${operationId}\`).`;
    const sections = disconnectedSection(copy, operationId, '2.1.1');
    copy.description = [note, (copy.description ?? '').trimEnd(), ...sections].join('\n\n');
    doc.paths[path] ??= /** @type {never} */ ({});
    const item = /** @type {NonNullable<typeof doc.paths[string]>} */ (doc.paths[path]);
    if (pathItem.parameters && !item.parameters) item.parameters = /** @type {never} */ (importer(structuredClone(pathItem.parameters)));
    /** @type {Record<string, unknown>} */ (item)[method] = copy;
  }
  addTags(doc, profile, new Set(added.flatMap((op) => op.operation.tags ?? [])));
  const summary = `This reference also lists the ${added.length} operations only a real Evolution API 2.1.1 has (badge "beyond the contract", from the ${profile.name} profile), next to the contract's under their tags.`;
  if (doc.info) doc.info.description = `${String(doc.info.description ?? '').trimEnd()}\n\n${summary}\n`;
}

/**
 * The profile's tags the added operations use: new ones are inserted before "Webhook events";
 * the contract's say that 2.1.1 adds operations to them.
 * @param {OpenApiDocument} doc
 * @param {Profile} profile
 * @param {Set<string>} used
 */
function addTags(doc, profile, used) {
  doc.tags ??= [];
  const at = doc.tags.findIndex((t) => t.name === 'Webhook events');
  const fresh = (profile.doc.tags ?? []).filter((t) => used.has(t.name) && !doc.tags?.some((c) => c.name === t.name));
  doc.tags.splice(at < 0 ? doc.tags.length : at, 0, ...structuredClone(fresh));
  for (const tag of doc.tags) {
    if (used.has(tag.name) && !fresh.some((t) => t.name === tag.name))
      tag.description = `${(tag.description ?? '').trimEnd()} Evolution API 2.1.1 has more operations here, marked "beyond the contract".`;
  }
}

/**
 * A function that rewrites the `$ref`s of a node taken from the profile so that they resolve in
 * `doc`, copying each component they reach: under its own name when the contract lacks it or has
 * the same, under `<name>-<profile>` when the contract's differs.
 * @param {OpenApiDocument} doc
 * @param {Profile} profile
 */
function componentImporter(doc, profile) {
  /** @type {Map<string, string>} profile pointer → the pointer in doc */
  const done = new Map();
  doc.components ??= {};
  const sections = /** @type {Record<string, Record<string, unknown>>} */ (/** @type {unknown} */ (doc.components));
  const theirs = /** @type {Record<string, Record<string, unknown>>} */ (/** @type {unknown} */ (profile.doc.components ?? {}));
  /** @param {string} ref */
  const importRef = (ref) => {
    const known = done.get(ref);
    if (known) return known;
    const [, kind = '', name = ''] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? [];
    const source = theirs[kind]?.[name];
    if (source === undefined) return ref;
    sections[kind] ??= {};
    const mine = sections[kind];
    const own = `#/components/${kind}/${name}`;
    if (mine[name] === undefined) {
      done.set(ref, own);
      mine[name] = rewrite(structuredClone(source));
      return own;
    }
    // The contract has one by that name: the same once its own references are imported, or another.
    const renamed = `${name}-${profile.name}`;
    done.set(ref, `#/components/${kind}/${renamed}`);
    const copy = rewrite(structuredClone(source));
    if (isDeepStrictEqual(mine[name], copy)) {
      done.set(ref, own);
      return own;
    }
    mine[renamed] = copy;
    return `#/components/${kind}/${renamed}`;
  };
  /** @param {unknown} node @returns {unknown} */
  const rewrite = (node) => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out = /** @type {Record<string, unknown>} */ (node);
    for (const [key, child] of Object.entries(out)) {
      out[key] = key === '$ref' && typeof child === 'string' ? importRef(child) : rewrite(child);
    }
    return out;
  };
  return rewrite;
}

/**
 * Markdown-safe text: `<name>` placeholders would be read as HTML tags and vanish.
 * @param {string | undefined} value
 */
export function text(value) {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\n', ' ');
}
