// Functions a reader can hold: none in this package's own code (generated files aside) is longer
// than MAX_FUNCTION_LINES, counted from its first line to its last.
import { fileURLToPath } from 'node:url';
import { longFunctions, longFunctionsUnder, MAX_FUNCTION_LINES } from '@msg-gateway/test-utils/function-length';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('function length', () => {
  it('counts a function from its first line to its last, nested ones too', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `function outer() {\n${body(10)}\n  const inner = () => {\n${body(5)}\n  };\n}\n`;
    expect(longFunctions('x.ts', text, 19)).toEqual([]);
    expect(longFunctions('x.ts', text, 18)).toEqual(['x.ts:1 outer (19 lines)']);
    expect(longFunctions('x.ts', text, 6)).toEqual(['x.ts:1 outer (19 lines)', 'x.ts:12 inner (7 lines)']);
  });

  it(`no function of apps/mock is longer than ${MAX_FUNCTION_LINES} lines`, () => {
    expect(longFunctionsUnder(root, ['src', 'scripts', 'bench'])).toEqual([]);
  });
});
