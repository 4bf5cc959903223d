// How deep a JSON text nests, read without parsing it (parsing and then walking a 20,000-level body is
// what overflows a stack): used by the mock's body reading and by the twin's gateway-like one.

/** True when arrays and objects nest deeper than `max` (strings are skipped; linear, no recursion). */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
