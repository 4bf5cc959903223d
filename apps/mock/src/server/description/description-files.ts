// Every JSON or YAML file the mock serves is read here, with limits: a --spec, an --overlay, a file
// a --spec refers to with `$ref`, and each reload of a watched spec. Prism is handed the document
// parsed here, never a path: it would parse the files again itself, with no limits (a 400-byte YAML
// "billion laughs" file, nine aliases deep, grows to gigabytes there and aborts the process).
// Bounded: YAML aliases (yaml's resource-exhaustion check, at MAX_YAML_ALIAS_COUNT), the bytes read
// (a FIFO or a device is refused), and how many files a description may span. A description that
// refers to other files comes back self-contained: each referenced file is kept under
// REFERENCED_FILES_KEY and every `$ref` rewritten to point there, so nothing is read again later.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveRef } from '@msg-gateway/openapi/walk';
import { parseYaml } from '../../common/yaml.js';

/** yaml's cap on alias expansion (its default, stated so that it holds whatever yaml's default becomes). */
export const MAX_YAML_ALIAS_COUNT = 100;
/** Bytes of JSON or YAML one description (all its files) or one overlay may take. */
export const MAX_DESCRIPTION_BYTES = 64 * 1024 * 1024;
/** Files a description may refer to with `$ref`, besides itself. */
export const MAX_REFERENCED_FILES = 256;
/** Where a self-contained description keeps the files it referred to. */
export const REFERENCED_FILES_KEY = 'x-mock-referenced-files';

interface Reading {
  /** How messages name the file: "it" for the one the user named, else its path. */
  name?: string;
  /** Bytes left to read; each file read takes its size off. */
  budget?: { bytes: number };
}

/** The value of the JSON or YAML file at `path`; throws an Error saying what is wrong with it. */
export function readDocumentFile(path: string, reading: Reading = {}): unknown {
  return readWholeDocument(path, reading).value;
}

/**
 * The value of the file at `path` and its text (a description the package ships is keyed by its
 * text: operations-cache.ts), within the budget; throws an Error saying what is wrong with it.
 */
export function readWholeDocument(
  path: string,
  { name = 'it', budget = { bytes: MAX_DESCRIPTION_BYTES } }: Reading = {},
): { value: unknown; text: string } {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new Error('not a regular file');
    size = stat.size;
  } catch (error) {
    throw new Error(`${name} cannot be read (${reason(error)})`);
  }
  if (size > budget.bytes) {
    throw new Error(
      `${name} (${size} bytes) is too big: a description, with the files it refers to, may take ${MAX_DESCRIPTION_BYTES} bytes in all`,
    );
  }
  budget.bytes -= size;
  const text = readFileSync(path, 'utf8');
  return { value: parseDocumentText(text, path, name), text };
}

/** JSON for `.json` files, YAML (a superset of JSON) for the rest, with aliases capped. */
export function parseDocumentText(text: string, path: string, name = 'it'): unknown {
  const json = /\.json$/i.test(path);
  try {
    return json ? JSON.parse(text) : parseYaml(text, { maxAliasCount: MAX_YAML_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      throw new Error(
        `${name} is not YAML the mock reads: its aliases expand too far (yaml stops past ${MAX_YAML_ALIAS_COUNT} aliased nodes, as a "billion laughs" file would need); write the repeated parts out or share them with $ref`,
      );
    }
    throw new Error(`${name} is not ${json ? 'JSON' : 'JSON or YAML'} (${reason(error)})`);
  }
}

/**
 * The description at `path`, self-contained: the files its `$ref`s name are read (with the same
 * limits) and kept under REFERENCED_FILES_KEY, each `$ref` rewritten to a local one. A `$ref` to a
 * URL is refused: the mock reads no network.
 */
export function readDescriptionFile(path: string): unknown {
  const rootPath = resolve(path);
  const budget = { bytes: MAX_DESCRIPTION_BYTES };
  const root = readDocumentFile(rootPath, { budget });
  if (!isObject(root)) return root;
  const ids = new Map<string, string>();
  const files: Record<string, unknown> = {};
  const pending: { file: string; value: unknown }[] = [{ file: rootPath, value: root }];
  const localPointer = (file: string, pointer: string): string => {
    if (file === rootPath) return `#${pointer}`;
    let id = ids.get(file);
    if (id === undefined) {
      if (ids.size >= MAX_REFERENCED_FILES) {
        throw new Error(`${rootPath} refers to more than ${MAX_REFERENCED_FILES} files; bundle it into one (npx @redocly/cli bundle)`);
      }
      id = String(ids.size);
      ids.set(file, id);
      files[id] = readDocumentFile(file, { name: `${file} (which ${rootPath} refers to)`, budget });
      pending.push({ file, value: files[id] });
    }
    return `#/${REFERENCED_FILES_KEY}/${id}${pointer}`;
  };
  for (let next = pending.shift(); next; next = pending.shift()) {
    const { file } = next;
    rewriteRefs(next.value, (ref) => {
      const hash = ref.indexOf('#');
      const location = hash < 0 ? ref : ref.slice(0, hash);
      const pointer = hash < 0 ? '' : ref.slice(hash + 1);
      if (location === '') return file === rootPath ? ref : localPointer(file, pointer);
      return localPointer(referencedPath(location, file), pointer);
    });
  }
  if (ids.size === 0) return root;
  root[REFERENCED_FILES_KEY] = files;
  inlinePathItems(root);
  return root;
}

/** The file a `$ref` location names, relative to the file holding it; a URL other than file: is refused. */
function referencedPath(location: string, from: string): string {
  if (/^file:/i.test(location)) return fileURLToPath(location);
  if (/^[a-z][a-z0-9+.-]+:/i.test(location)) {
    throw new Error(
      `${from} refers to ${location}: the mock reads no network, only files; download it and refer to the copy (or bundle the description)`,
    );
  }
  try {
    return resolve(dirname(from), decodeURIComponent(location));
  } catch {
    return resolve(dirname(from), location);
  }
}

/** Rewrites every `$ref` string in `value` once (a YAML alias shares one object between places). */
function rewriteRefs(value: unknown, rewrite: (ref: string) => string): void {
  const seen = new WeakSet<object>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record['$ref'] === 'string') record['$ref'] = rewrite(record['$ref']);
    for (const child of Object.values(record)) visit(child);
  };
  visit(value);
}

/** Path items that are `$ref`s (a multi-file description's usual layout) replaced by what they name, so their operations are walked. */
function inlinePathItems(doc: Record<string, unknown>): void {
  for (const section of ['paths', 'webhooks']) {
    const items = doc[section];
    if (!isObject(items)) continue;
    for (const [key, item] of Object.entries(items)) {
      const target = isObject(item) && typeof item['$ref'] === 'string' ? resolveRef(doc, item) : undefined;
      if (isObject(target)) items[key] = target;
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
