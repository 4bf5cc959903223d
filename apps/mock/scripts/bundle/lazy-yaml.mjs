// yaml as a file of its own, dist/lazy/yaml.cjs, which src/common/yaml.ts requires on its first
// YAML text: in the package's ES chunk it was 160 kB that every start read and (on Node 20, which
// caches the compiled code of no ES module) compiled, and that a start of the shipped descriptions
// (JSON) never runs.
// @ts-check
import { join } from 'node:path';
import { build } from 'esbuild';

/** yaml's file, relative to the package. */
export const YAML_FILE = 'dist/lazy/yaml.cjs';

/**
 * The plugin for the package's chunks: `yaml` is a module that requires yaml's file, found from the
 * installed package (src/common/package-root.ts) when the chunk's require('yaml') first runs.
 * @param {string} packageDir
 * @returns {import('esbuild').Plugin}
 */
export const lazyYaml = (packageDir) => ({
  name: 'msg-gateway-lazy-yaml',
  setup(chunks) {
    chunks.onResolve({ filter: /^yaml$/ }, () => ({ path: 'yaml', namespace: 'lazy-yaml' }));
    chunks.onLoad({ filter: /.*/, namespace: 'lazy-yaml' }, () => ({
      contents: `import { createRequire } from 'node:module';
import { packagePath } from ${JSON.stringify(join(packageDir, 'src/common/package-root.ts'))};
const yaml = createRequire(import.meta.url)(packagePath(${JSON.stringify(YAML_FILE)}));
export const parse = (...args) => yaml.parse(...args);
`,
      loader: 'js',
      resolveDir: packageDir,
    }));
  },
});

/**
 * Builds yaml's file; resolves with its build (warnings and metafile).
 * @param {string} packageDir
 * @param {Omit<import('esbuild').BuildOptions, 'entryPoints' | 'outdir' | 'outfile' | 'format' | 'splitting' | 'banner' | 'plugins' | 'metafile'>} common
 */
export function buildLazyYaml(packageDir, common) {
  return build({
    ...common,
    absWorkingDir: packageDir,
    stdin: { contents: "module.exports = require('yaml');", resolveDir: packageDir, sourcefile: 'yaml-entry.cjs', loader: 'js' },
    outfile: YAML_FILE,
    format: 'cjs',
    metafile: true,
  });
}
