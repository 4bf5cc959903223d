// jsonErrorWords: a host JSON.parse error in the words of another Node major. The pairs below are
// observed facts: each text was given to JSON.parse on Node 20.20.2 and on Node 24.22.3 (22.23.5 and
// 26.12.1 wrote exactly what 24 wrote), and these are the messages each printed.
import { describe, expect, it } from 'vitest';
import { jsonErrorWords, lineAndColumn } from '../src/common/json-error-words.js';

/** [text, Node 20's message, Node 24's message] (observed). */
const OBSERVED: [string, string, string][] = [
  ['{"number":"5', 'Unterminated string in JSON at position 12', 'Unterminated string in JSON at position 12 (line 1 column 13)'],
  [
    '{"a":1,}',
    'Expected double-quoted property name in JSON at position 7',
    'Expected double-quoted property name in JSON at position 7 (line 1 column 8)',
  ],
  [
    '[1,2',
    "Expected ',' or ']' after array element in JSON at position 4",
    "Expected ',' or ']' after array element in JSON at position 4 (line 1 column 5)",
  ],
  [
    '{"a":"b"}x',
    'Unexpected non-whitespace character after JSON at position 9',
    'Unexpected non-whitespace character after JSON at position 9 (line 1 column 10)',
  ],
  ['{"a":\n"b', 'Unterminated string in JSON at position 8', 'Unterminated string in JSON at position 8 (line 2 column 3)'],
  [
    '{"a":1}\n\n  }',
    'Unexpected non-whitespace character after JSON at position 11',
    'Unexpected non-whitespace character after JSON at position 11 (line 3 column 3)',
  ],
  ['{"a":\r"b', 'Unterminated string in JSON at position 8', 'Unterminated string in JSON at position 8 (line 2 column 3)'],
  ['{"a":\r\n"b', 'Unterminated string in JSON at position 9', 'Unterminated string in JSON at position 9 (line 2 column 3)'],
  ['{"a":\r\r\n\n"b', 'Unterminated string in JSON at position 11', 'Unterminated string in JSON at position 11 (line 4 column 3)'],
  [
    '{"a":1,\nxx',
    'Expected double-quoted property name in JSON at position 8',
    'Expected double-quoted property name in JSON at position 8 (line 2 column 1)',
  ],
  ['{"é":"ü', 'Unterminated string in JSON at position 7', 'Unterminated string in JSON at position 7 (line 1 column 8)'],
  ['{"a":-}', 'No number after minus sign in JSON at position 6', 'No number after minus sign in JSON at position 6 (line 1 column 7)'],
  // No place in the message: the same words on every Node.
  ['{"a":tru}', `Unexpected token '}', "{"a":tru}" is not valid JSON`, `Unexpected token '}', "{"a":tru}" is not valid JSON`],
  ['#', `Unexpected token '#', "#" is not valid JSON`, `Unexpected token '#', "#" is not valid JSON`],
];

describe('jsonErrorWords', () => {
  it.each(OBSERVED)('words %j as Node 20 and as Node 24 do, from either form', (text, node20, node24) => {
    for (const host of [node20, node24]) {
      expect(jsonErrorWords(host, text, 20)).toBe(node20);
      expect(jsonErrorWords(host, text, 24)).toBe(node24);
      expect(jsonErrorWords(host, text, 22)).toBe(node24);
      expect(jsonErrorWords(host, text, 26)).toBe(node24);
    }
  });

  it("gives the host's own words back for its own Node, and the observed ones for the others", () => {
    const major = Number(process.versions.node.split('.')[0]);
    for (const [text, node20, node24] of OBSERVED) {
      const host = parseError(text);
      expect(host).toBe(major >= 22 ? node24 : node20);
      expect(jsonErrorWords(host, text, major)).toBe(host);
    }
  });

  it('leaves other messages alone', () => {
    expect(jsonErrorWords('The JSON body is nested too deep', '{', 24)).toBe('The JSON body is nested too deep');
  });
});

describe('lineAndColumn', () => {
  it('counts lines ended by \\n, \\r\\n and a lone \\r, and columns from 1', () => {
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('a\nbc', 3)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('a\r\nb', 3)).toEqual({ line: 2, column: 1 });
    expect(lineAndColumn('a\rb', 2)).toEqual({ line: 2, column: 1 });
  });
});

function parseError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} parsed`);
}
