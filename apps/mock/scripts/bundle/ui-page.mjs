// The phone page's script: src/ui/page/main.ts (TypeScript for the browser) bundled into one
// script, which the mock's bundle then holds as a string (the build's esbuild `define`, and the
// tests' vitest.config.ts, set __MSG_GATEWAY_MOCK_UI_SCRIPT__ to it): the page is served from
// memory, with nothing to find on disk.
// @ts-check
import { buildSync } from 'esbuild';

/**
 * The bundled script of the page of the package in `dir`.
 * @param {string} dir
 * @returns {string}
 */
export function uiPageScript(dir) {
  const result = buildSync({
    absWorkingDir: dir,
    entryPoints: ['src/ui/page/main.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  if (result.warnings.length > 0) throw new Error(`esbuild warned ${result.warnings.length} time(s) bundling the phone page's script.`);
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no script for the phone page.');
  return file.text;
}
