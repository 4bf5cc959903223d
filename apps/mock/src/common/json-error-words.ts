// The words of a JSON.parse error as a given Node major writes them. V8's SyntaxError for JSON that
// fails at a known place says `… JSON at position P`; from Node 22 on (V8 12) it adds
// ` (line L column C)`, both counted from 1 (observed on Node 20.20.2, 22.23.5, 24.22.3, 26.12.1).
// A twin passes such a message through as its gateway's runtime wrote it, so the words follow the
// served version's Node, not the Node the mock runs on. Messages that quote the text instead of a
// place (`Unexpected token 'x', "…" is not valid JSON`) read the same on every Node and pass unchanged.

/** The first Node major whose JSON.parse errors carry `(line L column C)` after the position. */
export const LINE_COLUMN_SINCE_NODE = 22;

const WITH_PLACE = /^(.* JSON at position (\d+))(?: \(line \d+ column \d+\))?$/s;

/**
 * `message`, a host JSON.parse error for `text`, in the form Node `nodeMajor` gives it: the
 * `(line L column C)` suffix added (computed from the position and the text) or removed.
 */
export function jsonErrorWords(message: string, text: string, nodeMajor: number): string {
  const match = WITH_PLACE.exec(message);
  if (!match) return message;
  const [, stem = '', digits = ''] = match;
  if (nodeMajor < LINE_COLUMN_SINCE_NODE) return stem;
  const { line, column } = lineAndColumn(text, Number(digits));
  return `${stem} (line ${line} column ${column})`;
}

/** Line and column (both from 1) of `position` in `text`; a line ends at \n, \r\n or a lone \r, as V8 counts them. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const end = Math.min(Math.max(position, 0), text.length);
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i++) {
    const char = text.charCodeAt(i);
    if (char === 10 || (char === 13 && text.charCodeAt(i + 1) !== 10)) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
