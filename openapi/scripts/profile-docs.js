// The description a profile's own HTML page (dist/docs/<name>.html) renders: the profile's bundle,
// marked with its gateway version in the title, with a version switch (links to the contract's page,
// every profile's page and the upgrade reports) and, under each operation, what changed since the
// profile's base (its deviations: id, release, base, gateway, source). Docs only.
// @ts-check
import { operationLinks } from '../lib/docs-link.js';
import { operations } from '../lib/walk.js';
import { text } from './docs-source.js';

/**
 * @typedef {import('../lib/walk.js').OpenApiDocument} OpenApiDocument
 * @typedef {import('../lib/overlay.js').Deviation & {since?: string, impact?: string}} Change
 * @typedef {import('./registry.js').ProfileEntry} ProfileEntry
 */

/** The docs pages of the version switch, by what they show. */
export const docsPageOf = (/** @type {string} */ name) => `${name}.html`;
export const upgradePageOf = (/** @type {string} */ from, /** @type {string} */ to) => `upgrade-${from}-to-${to}.html`;

/**
 * Where the upgrade page links each operation: to the later profile's page where it is there (added
 * or changed), else to the earlier one's (removed), in the form the pages route (lib/docs-link.js).
 * @param {OpenApiDocument} fromDoc
 * @param {OpenApiDocument} toDoc
 * @param {string} from
 * @param {string} to
 * @returns {Map<string, string>}
 */
export function upgradeLinks(fromDoc, toDoc, from, to) {
  return new Map([...operationLinks(fromDoc, docsPageOf(from)), ...operationLinks(toDoc, docsPageOf(to))]);
}

/**
 * The version switch: a line of links to every page of the docs, the current one in bold.
 * @param {ProfileEntry[]} registry
 * @param {string} current the page's file name
 */
export function versionSwitch(registry, current) {
  const link = (/** @type {string} */ label, /** @type {string} */ file) => (file === current ? `**${label}**` : `[${label}](${file})`);
  const pages = [
    link('Contract (interface document)', 'index.html'),
    ...registry.map((p) => link(`Evolution API ${p.gatewayVersion}`, docsPageOf(p.name))),
    ...registry.filter((p) => p.base !== 'contract').map((p) => link(`Upgrade ${p.base} → ${p.name}`, upgradePageOf(p.base, p.name))),
  ];
  return `**Versions:** ${pages.join(' · ')}`;
}

/**
 * What changed since the base, for one operation, as a definition list.
 * @param {ProfileEntry} profile
 * @param {Change[]} changes
 * @param {string} operationId
 */
function changeSection(profile, changes, operationId) {
  const mine = changes.filter((d) => d.operations.some((o) => o.operationId === operationId && !o.parts.includes('added')));
  if (!mine.length) return [];
  const items = mine.map(
    (d) =>
      `- **\`${d.id}\`**${d.since ? ` (since ${d.since})` : ''} ${text(d.description)}\n` +
      `  - *${profile.base}:* ${text(d.contract)}\n` +
      `  - *Evolution API ${profile.gatewayVersion}:* ${text(d.gateway)}\n` +
      `  - *Source:* ${text(d.source)}`,
  );
  return [`**Changed since ${profile.base}** (${mine.length}):\n\n${items.join('\n')}`];
}

/**
 * The page's description: the profile's bundle, titled with its version, with the switch and the changes.
 * @param {OpenApiDocument} doc the profile's bundle
 * @param {ProfileEntry} profile
 * @param {Change[]} changes its deviations from its base
 * @param {ProfileEntry[]} registry
 */
export function profileDocsSource(doc, profile, changes, registry) {
  const out = structuredClone(doc);
  if (out.info) {
    out.info.title = `Evolution API ${profile.gatewayVersion} (${profile.name} profile)`;
    out.info.description = `${versionSwitch(registry, docsPageOf(profile.name))}\n\n${String(out.info.description ?? '').trimEnd()}\n`;
  }
  for (const { operationId, operation } of operations(out)) {
    const sections = changeSection(profile, changes, operationId);
    if (sections.length) operation.description = `${(operation.description ?? '').trimEnd()}\n\n${sections.join('\n\n')}\n`;
  }
  return out;
}
