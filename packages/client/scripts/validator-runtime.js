// @ts-check
// What the generated webhook validators (src/generated/webhooks.gen.ts) need at run time in place
// of ajv's and ajv-formats' modules, so that the webhooks entry imports nothing: the string formats
// the schemas use, and the helpers ajv's standalone code calls for some keywords. The generator
// (webhook-validators.js) copies the source text of the functions it needs into the generated file,
// so each function refers to nothing but itself and the others here, by name.
//
// Each judges exactly as the module it stands in for, which the shared validator
// (@msg-gateway/openapi/validate) uses: ajv-formats' full formats, ajv's runtime helpers.
// test/validator-runtime.test.ts compares them on many values, valid and not.

/** RFC 3339 full-date: YYYY-MM-DD, a real day of the Gregorian calendar. */
export function isDate(/** @type {string} */ text) {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day >= 1 && day <= days;
}

/**
 * RFC 3339 full-time, the offset required: hh:mm:ss, a fraction, then `Z` or ±hh[[:]mm]. Second 60
 * (a leap second) only in the last minute of a UTC day, whatever the offset it is written in.
 */
export function isTime(/** @type {string} */ text) {
  const parts = /^(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:[zZ]|([+-])(\d{2})(?::?(\d{2}))?)$/.exec(text);
  if (!parts) return false;
  const [hour, minute, second] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const sign = parts[4] === '-' ? -1 : 1;
  const [offsetHours, offsetMinutes] = [Number(parts[5] ?? 0), Number(parts[6] ?? 0)];
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - offsetMinutes * sign;
  const utcHour = hour - offsetHours * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

/** RFC 3339 date-time: a full-date and a full-time, apart by `T`, `t` or one whitespace character. */
export function isDateTime(/** @type {string} */ text) {
  const parts = text.split(/[tT\s]/);
  return parts.length === 2 && isDate(parts[0] ?? '') && isTime(parts[1] ?? '');
}

/**
 * An absolute URI (RFC 3986: scheme, hier-part, query, fragment), with ajv-formats' allowances: an
 * authority after one slash as after two, an IPv4 octet with leading zeros, no empty hier-part.
 * Case-insensitive, ASCII only. The pattern is built once, from the RFC's rules.
 * @type {(text: string) => boolean}
 */
export const isUri = function isUri(text) {
  const self = /** @type {{ pattern?: RegExp }} */ (/** @type {unknown} */ (isUri));
  if (!self.pattern) {
    const pct = '%[0-9a-f]{2}';
    const unreserved = '0-9a-z\\-._~';
    const subDelims = "!$&'()*+,;=";
    const pchar = `(?:[${unreserved}${subDelims}:@]|${pct})`;
    const h16 = '[0-9a-f]{1,4}';
    const octet = '(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)';
    const ipv4 = `(?:${octet}\\.){3}${octet}`;
    const ls32 = `(?:${h16}:${h16}|${ipv4})`;
    /** Up to n+1 groups of h16 before "::" (none at all when the group is left out). */
    const before = (/** @type {number} */ n) => `(?:(?:${h16}:){0,${n}}${h16})?`;
    const ipv6 = [
      `(?:${h16}:){6}${ls32}`,
      `::(?:${h16}:){5}${ls32}`,
      `${before(0)}::(?:${h16}:){4}${ls32}`,
      `${before(1)}::(?:${h16}:){3}${ls32}`,
      `${before(2)}::(?:${h16}:){2}${ls32}`,
      `${before(3)}::${h16}:${ls32}`,
      `${before(4)}::${ls32}`,
      `${before(5)}::${h16}`,
      `${before(6)}::`,
    ].join('|');
    const ipFuture = `v[0-9a-f]+\\.[${unreserved}${subDelims}:]+`;
    const host = `(?:\\[(?:${ipv6}|${ipFuture})\\]|${ipv4}|(?:[${unreserved}${subDelims}]|${pct})*)`;
    const authority = `(?:(?:[${unreserved}${subDelims}:]|${pct})*@)?${host}(?::\\d*)?`;
    const segments = `(?:\\/${pchar}*)*`;
    const hierPart = `(?:\\/?\\/${authority}${segments}|\\/(?:${pchar}+${segments})?|${pchar}+${segments})`;
    const tail = `(?:\\?(?:${pchar}|[/?])*)?(?:#(?:${pchar}|[/?])*)?`;
    self.pattern = new RegExp(`^[a-z][a-z0-9+\\-.]*:${hierPart}${tail}$`, 'i');
  }
  return self.pattern.test(text);
};

/** The length of `text` in Unicode code points (a lone surrogate counts one): what minLength and maxLength count. */
export function ucs2length(/** @type {string} */ text) {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/**
 * Whether two JSON values are equal: the same primitive, or arrays and objects with equal members (`const`, `enum`, `uniqueItems`).
 * @returns {boolean}
 */
export function jsonEqual(/** @type {unknown} */ a, /** @type {unknown} */ b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bValues = /** @type {Record<string, unknown>} */ (b);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && jsonEqual(/** @type {Record<string, unknown>} */ (a)[key], bValues[key]));
}

/** The functions standing in for ajv-formats' full formats, by format name. */
export const FORMATS = { date: isDate, time: isTime, 'date-time': isDateTime, uri: isUri };

/** The functions standing in for ajv's run-time helpers, by the module ajv's standalone code requires. */
export const HELPERS = { 'ajv/dist/runtime/ucs2length': ucs2length, 'ajv/dist/runtime/equal': jsonEqual };
