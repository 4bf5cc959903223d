// The upgrade report as people read it: Markdown (the command's output and the docs' .md page), and a
// self-contained HTML page (the docs' upgrade page, next to each profile's reference). Requests that
// break callers first, then answers that break readers, then behaviour (state, webhooks), then the
// new operations; every change with its id, release and source.
import type { Impact, OperationUpgrade, UpgradeChange, UpgradeReport } from './upgrade.js';
import type { WebhookUpgrade } from './upgrade-webhooks.js';

const HEADINGS: Record<Impact, string> = {
  request: 'Requests that break callers',
  answer: 'Answers that break readers',
  behaviour: 'Behaviour that changes (state, webhooks, timing)',
  none: 'Additions (nothing breaks)',
};

const EXPLAIN: Record<Impact, string> = {
  request: 'What an app sends must change: a body, a parameter or a method the later gateway reads differently or refuses.',
  answer: 'What an app reads must change: a status, a field or a shape of an answer is different.',
  behaviour: 'The same request has other effects: instance states, webhook deliveries, what happens in the background.',
  none: 'New fields or new abilities an app may start to use; existing calls keep working.',
};

/** One change as a Markdown list item (with its before/after/source as sub-items). */
function changeItem(change: UpgradeChange, where: string): string {
  const since = change.since ? ` (since ${change.since})` : '';
  const lines = [`- ${where}**\`${change.id}\`**${since}: ${oneLine(change.description)}`];
  if (change.before) lines.push(`  - before: ${oneLine(change.before)}`);
  if (change.after) lines.push(`  - after: ${oneLine(change.after)}`);
  if (change.source) lines.push(`  - source: ${oneLine(change.source)}`);
  return lines.join('\n');
}

const oneLine = (text: string | undefined): string =>
  String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** Where each operation is documented (operationId → href), for the docs pages; none in a terminal. */
export type OperationLinks = ReadonlyMap<string, string>;

/** An operation's id, linked to its docs page when there is one. */
const opName = (operationId: string, links?: OperationLinks): string => {
  const href = links?.get(operationId);
  return href ? `[\`${operationId}\`](${href})` : `\`${operationId}\``;
};

const opLabel = (op: OperationUpgrade, links?: OperationLinks): string => `${opName(op.operationId, links)} (${op.method} ${op.path}) — `;

/** The entries of one impact: each change under every operation it touches, then the general ones. */
function impactEntries(
  report: UpgradeReport,
  impact: Impact,
): { operationId: string | null; change: UpgradeChange; op?: OperationUpgrade }[] {
  const entries: { operationId: string | null; change: UpgradeChange; op?: OperationUpgrade }[] = [];
  for (const op of report.operations) {
    for (const change of op.changes)
      if (change.impacts.includes(impact) && !change.parts.includes('added')) entries.push({ operationId: op.operationId, change, op });
  }
  for (const change of report.general) if (change.impacts.includes(impact)) entries.push({ operationId: null, change });
  return entries;
}

/**
 * How much of one impact the report lists, the one tally both the summary and the section heading
 * print (so they cannot disagree): the operations it touches and the entries listed under it (a
 * change touching three operations is three entries; a general change is one).
 */
export function impactTally(report: UpgradeReport, impact: Impact): { operations: number; entries: number } {
  const entries = impactEntries(report, impact);
  return { operations: new Set(entries.flatMap((e) => (e.operationId ? [e.operationId] : []))).size, entries: entries.length };
}

/** "26 operations, 43 entries": what a heading and the summary say of an impact. */
const tallyText = ({ operations, entries }: { operations: number; entries: number }): string =>
  `${operations} ${operations === 1 ? 'operation' : 'operations'}, ${entries} ${entries === 1 ? 'entry' : 'entries'}`;

/** The changes of one impact, under every operation they touch, then the general ones. */
function impactSection(report: UpgradeReport, impact: Impact, links?: OperationLinks): string[] {
  const items = impactEntries(report, impact).map(({ change, op }) => changeItem(change, op ? opLabel(op, links) : ''));
  if (items.length === 0) return [];
  return [`## ${HEADINGS[impact]} (${tallyText(impactTally(report, impact))})`, '', EXPLAIN[impact], '', ...items, ''];
}

/**
 * The changes to every route at once (report.gate: the licence gate of 2.4.0), before anything else:
 * an app meets them on its first request, whatever it calls and whatever key it sends.
 */
function gateSection(report: UpgradeReport): string[] {
  if (report.gate.length === 0) return [];
  const items = report.gate.map((change) => changeItem(change, ''));
  return [
    `## Every route, whatever the key (${report.gate.length} ${report.gate.length === 1 ? 'change' : 'changes'})`,
    '',
    'These apply to every request before any other change below: until they are dealt with, an app reaches none of its operations.',
    '',
    ...items,
    '',
  ];
}

/** The new operations, one line each with the release that added it. */
function addedSection(report: UpgradeReport, links?: OperationLinks): string[] {
  const added = report.operations.filter((op) => op.kind === 'added');
  if (added.length === 0) return [];
  const items = added.map((op) => {
    const route = op.changes.find((c) => c.parts.includes('added'));
    const since = route?.since ? ` (since ${route.since})` : '';
    return `- ${opName(op.operationId, links)} (${op.method} ${op.path})${since}: ${oneLine(route?.after ?? route?.description)}${route?.source ? ` — source: ${oneLine(route.source)}` : ''}`;
  });
  return [`## New operations (${added.length})`, '', ...items, ''];
}

/** The operation-by-operation table: each changed operation, its statuses before and after, its change ids. */
function tableSection(report: UpgradeReport, links?: OperationLinks): string[] {
  const rows = report.operations.map((op) => {
    const impacts = [...new Set(op.changes.flatMap((c) => c.impacts))].join(', ');
    const statuses = `${op.statuses.before.join(' ') || '—'} → ${op.statuses.after.join(' ') || '—'}`;
    return `| ${opName(op.operationId, links)} | ${op.method} ${op.path} | ${op.kind} | ${impacts} | ${statuses} | ${op.changes.map((c) => `\`${c.id}\``).join(', ')} |`;
  });
  if (rows.length === 0) return [];
  return [
    '## Operation by operation',
    '',
    '| operation | route | kind | breaks | statuses | changes |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

/** The most characters quoted of a field's description before and after. */
const QUOTE = 160;
const quote = (text: string): string => (text ? `"${text.length > QUOTE ? `${text.slice(0, QUOTE)}…` : text}"` : 'none');

/** One webhook's payload changes, for its receiver: fields added, removed, and what changed in the rest. */
function webhookItem(hook: WebhookUpgrade): string {
  const but = hook.except?.length ? ` (but ${hook.except.map((e) => `\`${e}\``).join(', ')}: no change)` : '';
  const name = hook.event === '*' ? `every event both profiles have${but}` : `\`${hook.event}\`${hook.new ? ' (a new event)' : ''}`;
  const lines = [`- ${name}`];
  if (hook.added.length) lines.push(`  - new fields: ${hook.added.map((p) => `\`${p}\``).join(', ')}`);
  if (hook.removed.length) lines.push(`  - fields no longer sent: ${hook.removed.map((p) => `\`${p}\``).join(', ')}`);
  for (const c of hook.changed) {
    const text =
      c.what === 'description'
        ? `now described as ${quote(c.after)}`
        : c.what === 'values'
          ? [c.after && `new ${c.after}`, c.before && `no longer ${c.before}`].filter(Boolean).join('; ')
          : `${c.before || 'none'} → ${c.after || 'none'}`;
    lines.push(`  - \`${c.path}\` ${c.what}: ${oneLine(text)}`);
  }
  return lines.join('\n');
}

/** The webhook payloads a receiver meets changed, from both profiles' schemas. */
function webhookSection(report: UpgradeReport): string[] {
  const hooks = report.webhooks ?? [];
  if (hooks.length === 0) return [];
  return [
    `## Webhook payloads that change (${hooks.length} ${hooks.length === 1 ? 'entry' : 'entries'})`,
    '',
    `What a webhook receiver meets: the fields each event's payload gains, loses or describes differently, read from the two profiles' webhook schemas.`,
    '',
    ...hooks.map(webhookItem),
    '',
  ];
}

/** The operations the app calls that nothing changes: its calls that keep working as they are. */
function unchangedSection(unchanged: readonly string[] | undefined, links?: OperationLinks): string[] {
  if (!unchanged?.length) return [];
  return [`## Unchanged operations the app calls (${unchanged.length})`, '', unchanged.map((id) => opName(id, links)).join(', '), ''];
}

/**
 * The whole report as Markdown. `scope` says what it was cut to (e.g. "the 3 operations of the
 * log"); `links`, where each operation is documented (the docs pages link to the references).
 */
export function upgradeMarkdown(
  report: UpgradeReport & { unknown?: string[]; unchanged?: string[] },
  scope?: string,
  links?: OperationLinks,
): string {
  const counts = (impact: Impact): string => tallyText(impactTally(report, impact));
  const lines = [
    `# Upgrading from ${report.from} to ${report.to}`,
    '',
    `Generated from the profiles (the ${report.to} overlay's changes on ${report.from}, and both bundles): what changes for an app written against Evolution API ${report.fromVersion} when its gateway moves to Evolution API ${report.toVersion}.${scope ? ` Cut to ${scope}.` : ''}`,
    '',
    ...report.gate.map((change) => `- **every route, whatever the key: ${oneLine(change.description)}** (\`${change.id}\`)`),
    `- ${HEADINGS.request.toLowerCase()}: ${counts('request')}`,
    `- ${HEADINGS.answer.toLowerCase()}: ${counts('answer')}`,
    `- ${HEADINGS.behaviour.toLowerCase()}: ${counts('behaviour')}`,
    `- new operations: ${report.operations.filter((op) => op.kind === 'added').length}; removed: ${report.operations.filter((op) => op.kind === 'removed').length}`,
    `- changes outside the operations (webhooks, deliveries): ${report.general.length}`,
    `- webhook payloads that change: ${(report.webhooks ?? []).length}`,
    ...(report.unchanged ? [`- operations the app calls that nothing changes: ${report.unchanged.length}`] : []),
    '',
  ];
  if (report.unknown?.length)
    lines.push(`Not an operation of either profile (check the names): ${report.unknown.map((id) => `\`${id}\``).join(', ')}.`, '');
  lines.push(...gateSection(report));
  for (const impact of ['request', 'answer', 'behaviour'] as const) lines.push(...impactSection(report, impact, links));
  lines.push(...webhookSection(report), ...addedSection(report, links), ...impactSection(report, 'none', links));
  lines.push(...tableSection(report, links), ...unchangedSection(report.unchanged, links));
  return `${lines.join('\n').trimEnd()}\n`;
}

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Inline Markdown of the report (code, bold, links) as HTML; the text is escaped first. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>');
}

/** The report as one self-contained HTML page; `nav` is a Markdown line of links to the other pages. */
export function upgradeHtml(report: UpgradeReport, nav: string, links?: OperationLinks): string {
  const body: string[] = [];
  let list: string[] = [];
  let depth = 0;
  const closeLists = () => {
    while (depth > 0) {
      list.push('</ul>');
      depth--;
    }
    body.push(...list);
    list = [];
  };
  for (const line of upgradeMarkdown(report, undefined, links).split('\n')) {
    const item = /^( *)- (.*)$/.exec(line);
    if (item) {
      const level = (item[1] ?? '').length / 2 + 1;
      while (depth < level) {
        list.push('<ul>');
        depth++;
      }
      while (depth > level) {
        list.push('</ul>');
        depth--;
      }
      list.push(`<li>${inline(item[2] ?? '')}</li>`);
      continue;
    }
    closeLists();
    if (line.startsWith('# ')) body.push(`<h1>${inline(line.slice(2))}</h1>`);
    else if (line.startsWith('## ')) body.push(`<h2>${inline(line.slice(3))}</h2>`);
    else if (line.startsWith('|---')) continue;
    else if (line.startsWith('| ')) {
      const cells = line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => `<td>${inline(cell)}</td>`);
      body.push(`<tr>${cells.join('')}</tr>`);
    } else if (line.trim()) body.push(`<p>${inline(line)}</p>`);
  }
  closeLists();
  const html = body.join('\n').replace(/((?:<tr>.*<\/tr>\n?)+)/g, '<table>\n$1</table>\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Upgrading from ${escapeHtml(report.from)} to ${escapeHtml(report.to)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;line-height:1.45}code{background:#f3f3f3;padding:0 .2em}table{border-collapse:collapse}td{border:1px solid #ccc;padding:.2em .4em;vertical-align:top}nav{margin-bottom:1rem}</style>
</head><body><nav>${inline(nav)}</nav>
${html}
</body></html>
`;
}
