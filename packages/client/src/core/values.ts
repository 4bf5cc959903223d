// Checks of values a caller passes (options, per-call options, arguments), each failing with a
// TypeError that names the value and says what to pass instead. A message describes the wrong value
// and never quotes it: a string passed by mistake may be the key (where the URL belongs), and the
// redactor that could hide it is loaded only once a call fails (load-on-failure.ts).

/** What a wrong value is, without quoting it: `undefined`, `a string`, `an empty string`, `-1`, `an object`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  // A number is shown: a key is text, and a number option cannot hold text.
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'an array' : `a${typeof value === 'object' ? 'n object' : ` ${typeof value}`}`;
}

/** What a number option must be: its description for messages, its least value, whether it is whole. */
export type NumberRule = readonly [text: string, min: number, whole: boolean];

export const TIMEOUT_RULE: NumberRule = ['a number of milliseconds ≥ 0 (0 disables the deadline)', 0, false];
export const BYTES_RULE: NumberRule = ['a whole number of bytes ≥ 1', 1, true];
export const COUNT_RULE: NumberRule = ['a whole number ≥ 0', 0, true];

/** `value` checked against `rule`, or `fallback` when it is undefined; a TypeError naming `what` otherwise. */
export function numberOption(value: unknown, fallback: number, what: string, [text, min, whole]: NumberRule): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(whole ? Number.isSafeInteger(value) : Number.isFinite(value)) || value < min) {
    throw new TypeError(`${what} must be ${text}, got ${describeValue(value)}.`);
  }
  return value;
}

/** Where `text` has half of a UTF-16 surrogate pair without the other half (-1 when nowhere): URLs cannot carry it. */
export function loneSurrogateAt(text: string): number {
  return text.search(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
}

/** The error for a parameter `name` of request `where` whose value has a lone surrogate at `index`. */
export function loneSurrogateError(where: string, name: string, index: number): TypeError {
  return new TypeError(
    `${where}: ${name} has a lone surrogate at index ${index} (half an emoji?): a URL cannot carry it. Nothing was sent.`,
  );
}
