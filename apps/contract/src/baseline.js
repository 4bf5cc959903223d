// Known deviations (--baseline): a file such as openapi/deviations/evolution-2.1.1.yaml records
// where a real gateway answers differently from the contract, with machine-readable `match`
// rules. A failed check is a "known deviation" only when every one of its failures fits a matcher
// of an entry for its operation; anything else in it still fails the run.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';
import { parse } from 'yaml';
import { UsageError } from './errors.js';

const require = createRequire(import.meta.url);
const MATCH_KEYS = new Set(['status', 'pointer', 'keyword', 'params']);

/**
 * Finds the baseline file: a path (relative to `cwd`), or the name of a file the contract package
 * ships, e.g. `evolution-2.1.1` for @msg-gateway/openapi/deviations/evolution-2.1.1.yaml.
 */
export function resolveBaselinePath(value, cwd) {
  const asPath = isAbsolute(value) ? value : resolve(cwd, value);
  if (existsSync(asPath) || /[\\/]/.test(value)) return asPath;
  const name = value.replace(/\.ya?ml$/, '');
  try {
    return require.resolve(`@msg-gateway/openapi/deviations/${name}.yaml`);
  } catch {
    return asPath;
  }
}

/**
 * @param {string} file
 * @param {Set<string>} operationIds operations of the contract, to catch entries that name none
 * @returns {{file: string, gateway?: string, version?: string, entries: Entry[]}}
 */
export function loadBaseline(file, operationIds) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const why = error.code === 'ENOENT' ? 'no such file' : error.code === 'EISDIR' ? 'it is a directory' : error.message;
    throw new UsageError(`Cannot read the baseline file ${file}: ${why}. Give --baseline the path of a deviations file, e.g. openapi/deviations/evolution-2.1.1.yaml.`);
  }
  let doc;
  try {
    doc = parse(text);
  } catch (error) {
    throw new UsageError(`The baseline file ${file} is not valid YAML: ${error.message.split('\n')[0]}`);
  }
  const problems = [];
  if (!doc || !Array.isArray(doc.deviations)) {
    throw new UsageError(`The baseline file ${file} has no \`deviations:\` list (see openapi/deviations/evolution-2.1.1.yaml for the format).`);
  }
  const entries = [];
  doc.deviations.forEach((entry, index) => {
    const where = `deviations[${index}]${entry?.id ? ` (${entry.id})` : ''}`;
    if (!entry || typeof entry.id !== 'string' || typeof entry.operationId !== 'string') {
      problems.push(`${where} needs an id and an operationId`);
      return;
    }
    if (!operationIds.has(entry.operationId)) problems.push(`${where} names operation ${entry.operationId}, which the contract does not have`);
    const match = entry.match ?? [];
    if (!Array.isArray(match)) {
      problems.push(`${where}: match must be a list`);
      return;
    }
    match.forEach((matcher, m) => {
      const keys = Object.keys(matcher ?? {});
      if (!keys.length) problems.push(`${where}.match[${m}] is empty`);
      for (const key of keys) if (!MATCH_KEYS.has(key)) problems.push(`${where}.match[${m}] has unknown field ${key} (allowed: status, pointer, keyword, params)`);
      if ('status' in matcher && !Number.isInteger(matcher.status)) problems.push(`${where}.match[${m}].status must be a number`);
      if ('pointer' in matcher && !(matcher.pointer === '' || String(matcher.pointer).startsWith('/'))) problems.push(`${where}.match[${m}].pointer must be '' or start with /`);
    });
    entries.push({ id: entry.id, operationId: entry.operationId, match });
  });
  if (problems.length) {
    throw new UsageError(`The baseline file ${file} is not usable:\n  - ${problems.join('\n  - ')}`);
  }
  return { file, gateway: doc.gateway, version: doc.version, entries };
}

/**
 * @param {import('../src/response-checks.cjs').Failure[]} failures all failures of one check
 * @returns {string[] | null} ids of the deviations that explain every failure, or null
 */
export function knownDeviation(failures, operationId, baseline) {
  if (!baseline || failures.length === 0) return null;
  const entries = baseline.entries.filter((e) => e.operationId === operationId);
  const ids = new Set();
  for (const failure of failures) {
    const entry = entries.find((e) => e.match.some((matcher) => matcherFits(matcher, failure)));
    if (!entry) return null;
    ids.add(entry.id);
  }
  return [...ids];
}

/** A matcher fits a failure when every field the matcher gives agrees with it. */
function matcherFits(matcher, failure) {
  return Object.entries(matcher).every(([key, expected]) => {
    switch (key) {
      case 'status':
        return failure.rule === 'status' && failure.status === expected;
      case 'pointer':
        return failure.rule === 'schema' && pointerFits(expected, failure.pointer);
      case 'keyword':
        return failure.rule === 'schema' && failure.keyword === expected;
      case 'params':
        return failure.rule === 'schema' && Object.entries(expected ?? {}).every(([k, v]) => JSON.stringify(failure.params?.[k]) === JSON.stringify(v));
      default:
        return false;
    }
  });
}

/** `*` in a matcher pointer stands for one array index. */
export function pointerFits(pattern, pointer) {
  const a = String(pattern).split('/');
  const b = String(pointer).split('/');
  return a.length === b.length && a.every((segment, i) => segment === b[i] || (segment === '*' && /^\d+$/.test(b[i])));
}

/**
 * @typedef {object} Entry
 * @property {string} id
 * @property {string} operationId
 * @property {{status?: number, pointer?: string, keyword?: string, params?: object}[]} match
 */
