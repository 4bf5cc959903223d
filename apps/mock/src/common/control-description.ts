// The control API's own OpenAPI description (control/openapi.yaml, shipped with the package): the
// one definition of what its routes take and of a state file, read once and checked with the
// toolkit's validator, so a control request or a --state file is judged by the same schemas the
// typed client is generated from.
import { readFileSync } from 'node:fs';
import { type BundleValidator, createBundleValidator } from '@msg-gateway/openapi/validate';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { packagePath } from './package-root.js';
import { parseYaml } from './yaml.js';

let loaded: { doc: OpenApiDocument; validator: BundleValidator } | undefined;

/** The path of control/openapi.yaml in this package. */
export function controlDescriptionPath(): string {
  return packagePath('control', 'openapi.yaml');
}

function load(): { doc: OpenApiDocument; validator: BundleValidator } {
  if (!loaded) {
    const doc = parseYaml(readFileSync(controlDescriptionPath(), 'utf8')) as OpenApiDocument;
    loaded = { doc, validator: createBundleValidator(doc) };
  }
  return loaded;
}

/** The control description itself (served as GET /__mock/openapi.json). */
export function controlDescription(): OpenApiDocument {
  return load().doc;
}

/** What is wrong with `value` as the schema `name` of the control description, in words; empty when it fits. */
export function controlViolations(name: string, value: unknown): string[] {
  return load()
    .validator.validate(`#/components/schemas/${name}`, value)
    .map((v) => v.message.replace(/ \[[a-zA-Z]+\]$/, ''));
}

/** The property names schema `name` of the control description allows (through its allOf parts). */
export function controlProperties(name: string): string[] {
  const schemas = (load().doc.components?.['schemas'] ?? {}) as Record<string, SchemaNode>;
  const walk = (node: SchemaNode | undefined): string[] => {
    if (!node) return [];
    const referred = typeof node.$ref === 'string' ? walk(schemas[node.$ref.replace('#/components/schemas/', '')]) : [];
    return [...referred, ...Object.keys(node.properties ?? {}), ...(node.allOf ?? []).flatMap(walk)];
  };
  return [...new Set(walk(schemas[name]))];
}

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: SchemaNode[];
}
