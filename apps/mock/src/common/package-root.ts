// Where this package is installed, found by its own name (package.json's `exports` lists
// ./package.json for this): the same folder from src/ under the tests and from the bundle's chunks.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The path of `parts` inside the installed @msg-gateway/mock: packagePath('dist', 'operations'). */
export function packagePath(...parts: string[]): string {
  return join(dirname(createRequire(import.meta.url).resolve('@msg-gateway/mock/package.json')), ...parts);
}
