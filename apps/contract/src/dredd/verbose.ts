// What --verbose forwards of Dredd's own output, bounded: Dredd pretty-prints what it compares, and a
// gateway's answer nested thousands of levels deep makes that grow with the square of the depth
// (a 12 KB answer printed 457 MB). Each line is clipped to MAX_VERBOSE_LINE characters and the
// whole to MAX_VERBOSE_CHARS, and what was cut is said: the clipped line ends with how many
// characters it lost, and after the last forwarded text one line says how much more was not shown.

/** The most characters of one line of Dredd's output --verbose prints. */
export const MAX_VERBOSE_LINE = 4_000;
/** The most characters of Dredd's output one run prints with --verbose. */
export const MAX_VERBOSE_CHARS = 4 * 1024 * 1024;

export interface VerboseLimiter {
  /** Takes a chunk of the (redacted) output; forwards what fits. */
  write(text: string): void;
  /** At the end of the run: says what was cut, if anything. */
  end(): void;
}

/** A limiter that forwards to `write` within the bounds (smaller ones for tests). */
export function verboseLimiter(
  write: (text: string) => void,
  { maxChars = MAX_VERBOSE_CHARS, maxLine = MAX_VERBOSE_LINE }: { maxChars?: number; maxLine?: number } = {},
): VerboseLimiter {
  let shown = 0;
  let cutChars = 0;
  let clippedLines = 0;
  // Characters of the current line so far (forwarded or not), and whether its cut was said.
  let column = 0;
  let lineCut = 0;
  const forward = (text: string): void => {
    if (text === '') return;
    if (shown + text.length > maxChars) {
      const room = Math.max(0, maxChars - shown);
      cutChars += text.length - room;
      text = text.slice(0, room);
    }
    shown += text.length;
    if (text) write(text);
  };
  return {
    write(text) {
      let out = '';
      let from = 0;
      while (from < text.length) {
        const newline = text.indexOf('\n', from);
        const end = newline === -1 ? text.length : newline;
        const room = Math.max(0, maxLine - column);
        const piece = text.slice(from, end);
        out += piece.slice(0, room);
        if (piece.length > room) lineCut += piece.length - room;
        column += piece.length;
        if (newline === -1) break;
        if (lineCut > 0) {
          out += ` … [${lineCut} characters of this line cut]`;
          clippedLines++;
        }
        out += '\n';
        column = 0;
        lineCut = 0;
        from = newline + 1;
      }
      if (shown >= maxChars) cutChars += out.length;
      else forward(out);
    },
    end() {
      if (lineCut > 0) {
        forward(` … [${lineCut} characters of this line cut]\n`);
        clippedLines++;
      }
      if (cutChars > 0 || clippedLines > 0) {
        const parts = [
          clippedLines ? `${clippedLines} line${clippedLines === 1 ? '' : 's'} clipped at ${maxLine} characters` : '',
          cutChars ? `${cutChars} more characters not shown past the ${maxChars}-character bound` : '',
        ].filter(Boolean);
        write(`\n[--verbose: Dredd's output was cut: ${parts.join('; ')}]\n`);
      }
    },
  };
}
