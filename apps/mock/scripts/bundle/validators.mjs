// The twin's validators of the bundle (src/server/description/precompiled-validators.ts): for each
// description the package ships, the schemas of its answers and request bodies compiled here, by
// @msg-gateway/openapi's validator (validatorsSource: the same ajv, options and addresses as at run
// time), into standalone code. A start then loads neither ajv nor compiles a schema before its first
// answer (about 20 ms of a CLI start's CPU). One file per route group (the first segment of the path:
// instance, message, chat, …), so a start reads a few kB, not a description's every validator:
// dist/validators/<SHA-256 of the description file's text>/<group>.cjs, and index.json naming each
// pointer's file. A start whose description differs finds no folder and compiles as before.
// @ts-check
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { shippedDescriptions, textKey } from './operations.mjs';

/** The folder under dist/ (VALIDATORS_DIR in precompiled-validators.ts). */
export const VALIDATORS_DIR = 'validators';

/**
 * The pointers a start may check with a precompiled validator, by route group: every documented
 * answer's JSON schema and every JSON request body's schema.
 * @param {import('@msg-gateway/openapi/walk').OpenApiDocument} doc
 * @param {typeof import('@msg-gateway/openapi/walk')} walk
 * @returns {Map<string, string[]>}
 */
export function pointersByGroup(doc, walk) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const op of walk.operations(doc)) {
    const group = routeGroup(op.path);
    const pointers = groups.get(group) ?? [];
    for (const status of Object.keys(op.operation.responses ?? {})) pointers.push(walk.responseSchemaPointer(doc, op, status) ?? '');
    pointers.push(walk.requestSchemaPointer(doc, op) ?? '');
    groups.set(group, [...new Set(pointers.filter((p) => p !== ''))]);
  }
  return groups;
}

/** The route group of a path template: its first segment, as a file name (`/instance/create` → instance). */
export const routeGroup = (/** @type {string} */ path) => (path.split('/')[1] ?? '').replace(/[^A-Za-z0-9_-]/g, '_') || 'root';

/**
 * Writes the validators of every shipped description; returns the esbuild metafiles (the notices
 * name what the files hold).
 * @param {string} packageDir
 * @param {string} distDir
 * @param {Omit<import('esbuild').BuildOptions, 'entryPoints' | 'outdir' | 'outfile' | 'format' | 'splitting' | 'banner' | 'plugins' | 'metafile'>} common
 * @returns {Promise<import('esbuild').Metafile[]>}
 */
export async function writeValidators(packageDir, distDir, common) {
  const require = createRequire(join(packageDir, 'package.json'));
  const openapiDir = dirname(require.resolve('@msg-gateway/openapi/package.json'));
  const { validatorsSource } = await import(require.resolve('@msg-gateway/openapi/validate'));
  const walk = await import(require.resolve('@msg-gateway/openapi/walk'));
  const metafiles = [];
  for (const file of shippedDescriptions(packageDir)) {
    const text = readFileSync(file, 'utf8');
    const doc = JSON.parse(text);
    const dir = join(distDir, VALIDATORS_DIR, textKey(text));
    mkdirSync(dir, { recursive: true });
    /** @type {Record<string, string>} */
    const index = {};
    for (const [group, pointers] of pointersByGroup(doc, walk)) {
      if (pointers.length === 0) continue;
      // The code require()s ajv's helpers and ajv-formats' formats: bundled from @msg-gateway/openapi's own.
      const result = await build({
        ...common,
        stdin: { contents: validatorsSource(doc, pointers), resolveDir: openapiDir, sourcefile: `${group}.cjs`, loader: 'js' },
        outfile: join(dir, `${group}.cjs`),
        format: 'cjs',
        metafile: true,
      });
      if (result.warnings.length > 0) throw new Error(`esbuild warned on the validators of ${group} (above)`);
      metafiles.push(result.metafile);
      for (const pointer of pointers) index[pointer] = `${group}.cjs`;
    }
    writeFileSync(join(dir, 'index.json'), JSON.stringify(index));
  }
  return metafiles;
}
