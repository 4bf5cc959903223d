// The n8n community node n8n-nodes-evolution-api, as published (test/fixtures/n8n-node/README.md),
// run by its own code: the package's tarball is checked against the registry's integrity, unpacked
// into a temporary node_modules, and each of its operation functions is called with a small
// stand-in for n8n's execution context that answers the node's parameters and hands its HTTP
// requests (`this.helpers.request`) to the test. n8n-workflow (its peer) is replaced by a stand-in
// exporting the two error classes the node imports from it, and nothing else.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const NODE_PACKAGE = 'n8n-nodes-evolution-api';
export const NODE_VERSION = '1.0.4';
/** `npm view n8n-nodes-evolution-api@1.0.4 dist.integrity`: the tarball is the one the registry serves. */
export const NODE_INTEGRITY = 'sha512-0ow1ohKmeJlasGX0q7DB+c8zjfeGfHRgxjn7Tunos0x/y+x/FWjPCHL3vgS16SoKRvukWAxiE7vU/1St3DXwvA==';

/** The fixture, found from the compiled copy in .tools/ too (scripts/replay/n8n-requests.ts runs it). */
const FIXTURES = import.meta.url.includes('/.tools/') ? '../../../test/fixtures' : '../fixtures';
const TARBALL = fileURLToPath(new URL(`${FIXTURES}/n8n-node/${NODE_PACKAGE}-${NODE_VERSION}.tgz`, import.meta.url));

/** A field of the node's parameters (its `properties`), as far as the stand-in reads it. */
export interface NodeField {
  name: string;
  type: string;
  default?: unknown;
  required?: boolean;
  options?: { name: string; value?: unknown; values?: NodeField[] }[];
  displayOptions?: { show?: Record<string, unknown[]> };
}

export type OperationFn = (context: unknown) => Promise<unknown>;

export interface UnpackedNode {
  /** resource → operation → the node's function for it (its execute/index.js). */
  operations: Record<string, Record<string, OperationFn>>;
  /** Every parameter field of the node. */
  fields: NodeField[];
  /** The integrity of the tarball read. */
  integrity: string;
  remove(): void;
}

/** The files of a (ustar) tar archive, by path. */
function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (at + 512 <= archive.length) {
    const header = archive.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (name === '') break;
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = Number.parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    if (type === '0' || type === '\0') files.set(prefix ? `${prefix}/${name}` : name, archive.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Only what the node imports from n8n-workflow: its two error classes. */
const WORKFLOW_STAND_IN = `'use strict';
class NodeOperationError extends Error { constructor(node, error, extra) { super(typeof error === 'string' ? error : String(error && error.message)); this.extra = extra; } }
class NodeApiError extends Error { constructor(node, data) { super(String(data && data.message)); this.data = data; } }
module.exports = { NodeOperationError, NodeApiError };
`;

/** Unpacks the tarball (its .js files) into a temporary node_modules beside the n8n-workflow stand-in, and loads the node. */
export function unpackNode(): UnpackedNode {
  const tarball = readFileSync(TARBALL);
  const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  const root = mkdtempSync(join(tmpdir(), 'n8n-node-'));
  const modules = join(root, 'node_modules');
  for (const [path, content] of untar(gunzipSync(tarball))) {
    if (!path.startsWith('package/') || !/\.(js|json)$/.test(path)) continue;
    const target = join(modules, NODE_PACKAGE, path.slice('package/'.length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  mkdirSync(join(modules, 'n8n-workflow'), { recursive: true });
  writeFileSync(join(modules, 'n8n-workflow', 'package.json'), '{"name":"n8n-workflow","version":"0.0.0-stand-in","main":"index.js"}');
  writeFileSync(join(modules, 'n8n-workflow', 'index.js'), WORKFLOW_STAND_IN);
  const require = createRequire(join(root, 'index.js'));
  const base = `${NODE_PACKAGE}/dist/nodes/EvolutionApi`;
  const { resourceOperationsFunctions } = require(`${base}/execute/index.js`) as {
    resourceOperationsFunctions: Record<string, Record<string, OperationFn>>;
  };
  const { evolutionNodeProperties } = require(`${base}/properties/index.js`) as { evolutionNodeProperties: NodeField[] };
  return {
    operations: resourceOperationsFunctions,
    fields: evolutionNodeProperties,
    integrity,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
