// Known deviations (--baseline): a file such as openapi/deviations/evolution-2.1.1.yaml records
// where a real gateway answers differently from the contract, with machine-readable `match`
// rules. A failed check is a "known deviation" only when every one of its failures fits a matcher
// of an entry for its operation; anything else in it still fails the run.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { parse } from 'yaml';
import type { Failure } from './checker.js';

const require = createRequire(import.meta.url);
const MATCH_KEYS = new Set(['status', 'pointer', 'keyword', 'params']);

export interface Matcher {
  status?: number;
  pointer?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

export interface BaselineEntry {
  id: string;
  operationId: string;
  match: Matcher[];
}

export interface Baseline {
  file: string;
  gateway: string | undefined;
  version: string | undefined;
  entries: BaselineEntry[];
}

/**
 * Finds the baseline file: a path (relative to `cwd`), or the name of a file @msg-gateway/openapi
 * ships, e.g. `evolution-2.1.1` for @msg-gateway/openapi/deviations/evolution-2.1.1.yaml.
 */
export function resolveBaselinePath(value: string, cwd: string): string {
  const asPath = isAbsolute(value) ? value : resolve(cwd, value);
  if (existsSync(asPath) || /[\\/]/.test(value)) return asPath;
  const name = value.replace(/\.ya?ml$/, '');
  try {
    return require.resolve(`@msg-gateway/openapi/deviations/${name}.yaml`);
  } catch {
    return asPath;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** @param operationIds operations of the contract, to catch entries that name none */
export function loadBaseline(file: string, operationIds: ReadonlySet<string>): Baseline {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new UsageError(
      `Cannot read the baseline file ${file}: ${why}. Give --baseline the path of a deviations file, e.g. openapi/deviations/evolution-2.1.1.yaml.`,
    );
  }
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (error) {
    throw new UsageError(`The baseline file ${file} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!isRecord(doc) || !Array.isArray(doc['deviations'])) {
    throw new UsageError(
      `The baseline file ${file} has no \`deviations:\` list (see openapi/deviations/evolution-2.1.1.yaml for the format).`,
    );
  }
  const problems: string[] = [];
  const entries: BaselineEntry[] = [];
  doc['deviations'].forEach((entry: unknown, index: number) => {
    const id = isRecord(entry) && typeof entry['id'] === 'string' ? entry['id'] : undefined;
    const where = `deviations[${index}]${id ? ` (${id})` : ''}`;
    if (!isRecord(entry) || id === undefined || typeof entry['operationId'] !== 'string') {
      problems.push(`${where} needs an id and an operationId`);
      return;
    }
    const operationId = entry['operationId'];
    if (!operationIds.has(operationId)) problems.push(`${where} names operation ${operationId}, which the contract does not have`);
    const match = entry['match'] ?? [];
    if (!Array.isArray(match)) {
      problems.push(`${where}: match must be a list`);
      return;
    }
    const matchers: Matcher[] = [];
    match.forEach((matcher: unknown, m: number) => {
      const at = `${where}.match[${m}]`;
      if (!isRecord(matcher) || Object.keys(matcher).length === 0) {
        problems.push(`${at} is empty`);
        return;
      }
      for (const key of Object.keys(matcher))
        if (!MATCH_KEYS.has(key)) problems.push(`${at} has unknown field ${key} (allowed: status, pointer, keyword, params)`);
      const { status, pointer, keyword, params } = matcher;
      if (status !== undefined && !Number.isInteger(status)) problems.push(`${at}.status must be a number`);
      if (pointer !== undefined && !(typeof pointer === 'string' && (pointer === '' || pointer.startsWith('/')))) {
        problems.push(`${at}.pointer must be '' or start with /`);
      }
      if (keyword !== undefined && typeof keyword !== 'string') problems.push(`${at}.keyword must be a string`);
      if (params !== undefined && !isRecord(params)) problems.push(`${at}.params must be a map`);
      matchers.push({
        ...(typeof status === 'number' ? { status } : {}),
        ...(typeof pointer === 'string' ? { pointer } : {}),
        ...(typeof keyword === 'string' ? { keyword } : {}),
        ...(isRecord(params) ? { params } : {}),
      });
    });
    entries.push({ id, operationId, match: matchers });
  });
  if (problems.length) {
    throw new UsageError(`The baseline file ${file} is not usable:\n  - ${problems.join('\n  - ')}`);
  }
  const optionalText = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));
  return { file, gateway: optionalText(doc['gateway']), version: optionalText(doc['version']), entries };
}

/** Ids of the deviations that explain every failure of one check, or null. */
export function knownDeviation(failures: readonly Failure[], operationId: string, baseline: Baseline | null): string[] | null {
  if (!baseline || failures.length === 0) return null;
  const entries = baseline.entries.filter((e) => e.operationId === operationId);
  const ids = new Set<string>();
  for (const failure of failures) {
    const entry = entries.find((e) => e.match.some((matcher) => matcherFits(matcher, failure)));
    if (!entry) return null;
    ids.add(entry.id);
  }
  return [...ids];
}

/** A matcher fits a failure when every field the matcher gives agrees with it. */
function matcherFits(matcher: Matcher, failure: Failure): boolean {
  if (matcher.status !== undefined && !(failure.rule === 'status' && failure.status === matcher.status)) return false;
  const schemaFields = matcher.pointer !== undefined || matcher.keyword !== undefined || matcher.params !== undefined;
  if (!schemaFields) return true;
  if (failure.rule !== 'schema') return false;
  if (matcher.pointer !== undefined && !pointerFits(matcher.pointer, failure.pointer)) return false;
  if (matcher.keyword !== undefined && failure.keyword !== matcher.keyword) return false;
  const params = failure.params;
  return Object.entries(matcher.params ?? {}).every(([k, v]) => JSON.stringify(params[k]) === JSON.stringify(v));
}

/** `*` in a matcher pointer stands for one array index. */
export function pointerFits(pattern: string, pointer: string): boolean {
  const a = pattern.split('/');
  const b = pointer.split('/');
  return a.length === b.length && a.every((segment, i) => segment === b[i] || (segment === '*' && /^\d+$/.test(b[i] ?? '')));
}
