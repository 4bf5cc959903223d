// yaml's parse, required by its first call instead of imported with the modules that read YAML:
// evaluating the library was about a seventh of importing the package (issue 25), and a start of
// the descriptions the mock ships reads JSON only (a --spec or --overlay file, the control API's
// description and a --state file may be YAML). In the package esbuild bundles this require() and
// runs the bundled yaml at its first call; in the tests vitest gives each module its require().
import type { DocumentOptions, ParseOptions, SchemaOptions, ToJSOptions } from 'yaml';

let yaml: typeof import('yaml') | undefined;

/** yaml's `parse(text, options)`. */
export function parseYaml(text: string, options?: ParseOptions & DocumentOptions & SchemaOptions & ToJSOptions): unknown {
  yaml ??= require('yaml') as typeof import('yaml');
  return yaml.parse(text, options);
}
