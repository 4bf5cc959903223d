// The bundle as ASCII text. esbuild escapes the other characters in strings but leaves them in
// regular expressions, and a few of Prism's dependencies (and one of ours) have some: one such
// character makes Node decode a whole chunk as UTF-8 and V8 scan it as two-byte text, which cost a
// cold start about a tenth of its time for Prism's 3 MB chunk. Each is written as its \uXXXX escape,
// which means the same character in a string and in a regular expression (where an identity escape
// such as `\一` becomes `\u4e00`).
// @ts-check
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `text` with every character past ASCII escaped (each UTF-16 code unit as \uXXXX).
 * @param {string} text
 */
export function asciiOnly(text) {
  return text.replace(/(\\*)([^\x00-\x7f])/g, (_match, /** @type {string} */ slashes, /** @type {string} */ char) => {
    const escaped = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    // An odd run of backslashes escapes the character itself: the escape replaces that backslash.
    return (slashes.length % 2 === 1 ? slashes.slice(1) : slashes) + escaped;
  });
}

/**
 * Rewrites every .js and .cjs file under `dir` as ASCII; returns those it changed.
 * @param {string} dir
 */
export function asciiFiles(dir) {
  const changed = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.c?js$/.test(entry)) continue;
    const file = join(dir, entry);
    const text = readFileSync(file, 'utf8');
    const ascii = asciiOnly(text);
    if (ascii !== text) {
      writeFileSync(file, ascii);
      changed.push(file);
    }
  }
  return changed;
}
