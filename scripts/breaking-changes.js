#!/usr/bin/env node
// Breaking-change gate between the spec being built and the last released one.
//
//   node scripts/breaking-changes.js [current.json] [released.json]
//   (defaults: openapi/dist/openapi.json and openapi/released/openapi.json)
//
// Reports removed operations, removed response fields, removed request parameters' values
// (narrowed enums), newly required request fields and parameters. It fails (exit 1) when anything
// breaking is found unless the package version is a major step from the released one
// (openapi/released/release.json; under 1.0.0 a minor step counts as major, as in semver ranges).
//
// Why not an npm tool: the npm OpenAPI diff packages read Swagger 2 / OpenAPI 3.0 only, and oasdiff
// is a Go binary (downloaded at install, which this toolkit does not do). The structural diff below
// covers the rules above on the bundled 3.1 document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations, resolveRef } from '../openapi/src/walk.js';
import { repoRoot } from './workspaces.js';

/**
 * Flatten a schema into `path → {required, enum}` for every property reachable through properties,
 * items, allOf (merged), and oneOf/anyOf (union; a field required by only some branches is not
 * required). `required` means required at every level from the root.
 */
export function fields(doc, schema, path = '', required = true, out = new Map(), depth = 0) {
  schema = resolveRef(doc, schema);
  if (!schema || typeof schema !== 'object' || depth > 32) return out;
  const here = out.get(path) ?? { required: false, enum: undefined };
  here.required ||= required;
  if (Array.isArray(schema.enum)) here.enum = [...new Set([...(here.enum ?? []), ...schema.enum])];
  out.set(path, here);
  for (const part of schema.allOf ?? []) fields(doc, part, path, required, out, depth + 1);
  for (const part of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) fields(doc, part, path, false, out, depth + 1);
  const requiredNames = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (child === false) continue;
    fields(doc, child, `${path}/${name}`, required && requiredNames.has(name), out, depth + 1);
  }
  if (schema.items) fields(doc, schema.items, `${path}/[]`, required, out, depth + 1);
  return out;
}

function operationsOf(doc) {
  return new Map(operations(doc).map(({ method, path, operation: op, parameters: params }) => [`${method.toUpperCase()} ${path}`, { op, params }]));
}

function jsonSchemaOf(doc, holder) {
  const resolved = resolveRef(doc, holder);
  return resolved?.content?.['application/json']?.schema;
}

/** @returns {{kind: string, operation: string, detail: string}[]} */
export function breakingChanges(released, current) {
  const changes = [];
  const before = operationsOf(released);
  const after = operationsOf(current);
  for (const [key, { op: oldOp, params: oldParams }] of before) {
    const operation = oldOp.operationId ? `${oldOp.operationId} (${key})` : key;
    const now = after.get(key);
    if (!now) {
      changes.push({ kind: 'removed-operation', operation, detail: 'the operation was removed' });
      continue;
    }
    const add = (kind, detail) => changes.push({ kind, operation, detail });

    // Parameters: a new required one, or fewer allowed values.
    for (const p of now.params) {
      const old = oldParams.find((o) => o.name === p.name && o.in === p.in);
      if (p.required && !old?.required) add('new-required-field', `${p.in} parameter "${p.name}" is now required`);
      const oldEnum = old && resolveRef(released, old.schema)?.enum;
      const newEnum = resolveRef(current, p.schema)?.enum;
      if (oldEnum && newEnum) {
        const dropped = oldEnum.filter((v) => !newEnum.includes(v));
        if (dropped.length) add('narrowed-enum', `${p.in} parameter "${p.name}" no longer accepts ${dropped.map((v) => JSON.stringify(v)).join(', ')}`);
      }
    }

    // Request body: newly required fields, narrowed enums.
    const oldBody = fields(released, jsonSchemaOf(released, oldOp.requestBody));
    const newBody = fields(current, jsonSchemaOf(current, now.op.requestBody));
    const oldBodyRequired = Boolean(resolveRef(released, oldOp.requestBody)?.required);
    const newBodyRequired = Boolean(resolveRef(current, now.op.requestBody)?.required);
    if (newBodyRequired && !oldBodyRequired) add('new-required-field', 'the request body is now required');
    for (const [path, field] of newBody) {
      if (!path) continue;
      const old = oldBody.get(path);
      if (field.required && !old?.required) add('new-required-field', `request field ${path} is now required`);
      if (old?.enum && field.enum) {
        const dropped = old.enum.filter((v) => !field.enum.includes(v));
        if (dropped.length) add('narrowed-enum', `request field ${path} no longer accepts ${dropped.map((v) => JSON.stringify(v)).join(', ')}`);
      }
    }

    // Responses: a field (or a whole documented response) that consumers read is gone.
    for (const [status, response] of Object.entries(oldOp.responses ?? {})) {
      const newResponse = now.op.responses?.[status];
      if (!newResponse) {
        add('removed-response', `response ${status} was removed`);
        continue;
      }
      const oldFields = fields(released, jsonSchemaOf(released, response));
      const newFields = fields(current, jsonSchemaOf(current, newResponse));
      for (const path of oldFields.keys()) {
        if (path && !newFields.has(path)) add('removed-response-field', `response ${status} field ${path} was removed`);
      }
    }
  }
  return changes;
}

/** True when `next` is a major step from `prev` (under 1.0.0, a minor step counts). */
export function isMajorStep(prev, next) {
  const [pM, pm] = prev.split('.').map(Number);
  const [nM, nm] = next.split('.').map(Number);
  if (pM === 0 && nM === 0) return nm > pm;
  return nM > pM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const currentFile = process.argv[2] ?? join(repoRoot, 'openapi', 'dist', 'openapi.json');
  const releasedFile = process.argv[3] ?? join(repoRoot, 'openapi', 'released', 'openapi.json');
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      console.error(`breaking-changes: cannot read ${file}: ${error.message}. Build the spec first (npm run build -w @msg-gateway/openapi).`);
      process.exit(2);
    }
  };
  const current = read(currentFile);
  const released = read(releasedFile);
  const releasedVersion = JSON.parse(readFileSync(join(repoRoot, 'openapi', 'released', 'release.json'), 'utf8')).version;
  const version = JSON.parse(readFileSync(join(repoRoot, 'openapi', 'package.json'), 'utf8')).version;
  const changes = breakingChanges(released, current);
  for (const c of changes) console.log(`breaking: ${c.kind}: ${c.operation}: ${c.detail}`);
  if (changes.length === 0) {
    console.log(`breaking-changes: none against the released ${releasedVersion} spec`);
  } else if (isMajorStep(releasedVersion, version)) {
    console.log(`breaking-changes: ${changes.length} breaking change(s), allowed by the major step ${releasedVersion} -> ${version}`);
  } else {
    console.error(`breaking-changes: ${changes.length} breaking change(s) against the released ${releasedVersion} spec, but the version ${version} is not a major step. Make the change compatible, or add a major changeset (npx changeset) and run npm run release:version.`);
    process.exit(1);
  }
}
