// Checks of values a caller passes (options, per-call options, arguments), each failing with a
// TypeError that names the value and says what to pass instead. Messages may echo a value passed
// by mistake (the key where the URL belongs), so callers redact them.
import type { Redact } from './errors.js';

export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || value === undefined || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

export function checkTimeout(value: unknown, what: string, redact: Redact): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(redact(`${what} must be a number of milliseconds ≥ 0 (0 disables the deadline), got ${describeValue(value)}.`));
  }
  return value;
}

export function checkMaxBodyBytes(value: unknown, what: string, redact: Redact): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new TypeError(redact(`${what} must be a whole number of bytes ≥ 1, got ${describeValue(value)}.`));
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
