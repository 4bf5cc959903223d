// How the answer of an `x-restore` read becomes the body of its write, per pair where they differ
// (findWebhook answers the stored row, setWebhook takes `{webhook: {…}}`). A pair without a mapping
// of its own reads the fields the write's example sets from the read's answer, and writes them back
// as they were (privacy, settings). Each mapping says what it puts back, in the report's words, and
// says why when an answer cannot be put back at all: the write is then not sent.
import type { Operation } from '../description/contract.js';
import type { Call } from './requests.js';

type Values = Record<string, unknown>;

export interface Mapping {
  /** What is put back, in the report's words ("the webhook"). */
  what: string;
  /** Reads the answer to put back, when the read needs a request body (default: the read without one). */
  read?: (send: (body?: unknown) => Promise<Call>) => Promise<Call>;
  /** What to keep of the read's answer (compared after writing back), or why it cannot be put back. */
  values(answer: unknown): Values | string;
  /** The write's body that puts `values` back. */
  body(values: Values): unknown;
}

const isObject = (value: unknown): value is Values => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The fields of `answer` named, or why they are not all there. */
function pick(answer: unknown, fields: readonly string[]): Values | string {
  if (!isObject(answer)) return 'the answer is not an object';
  const missing = fields.filter((f) => !Object.hasOwn(answer, f));
  if (fields.length === 0 || missing.length) return `the answer has no ${missing.join(', ') || 'fields to write back'}`;
  return Object.fromEntries(fields.map((f) => [f, answer[f]]));
}

/** The fields a write sets: the keys of its request example. */
const exampleFields = (write: Operation): string[] => {
  const example = write.requestBody?.example;
  return isObject(example) ? Object.keys(example) : [];
};

/** The answer's fields that the write's example sets, written back as they are. */
const sameFields = (write: Operation, what: string): Mapping => ({
  what,
  values: (answer) => pick(answer, exampleFields(write)),
  body: (values) => values,
});

/** 2.1.1 has no route that removes a webhook or a proxy: one that was never set cannot be put back. */
const NONE_SET = (what: string): string => `none is set, and 2.1.1 has no route that removes ${what}, so the run would leave one behind`;

/** findWebhook's row, back into setWebhook's body. */
const webhook: Mapping = {
  what: 'the webhook',
  values: (row) => {
    if (row === null) return NONE_SET('a webhook');
    if (!isObject(row)) return 'the answer is not a webhook';
    return {
      enabled: row['enabled'],
      url: row['url'],
      headers: row['headers'] ?? null,
      events: row['events'],
      byEvents: row['webhookByEvents'],
      base64: row['webhookBase64'],
    };
  },
  // Headers left out keep the stored ones (the run's check sends none); null cannot be sent.
  body: ({ headers, ...rest }) => ({ webhook: isObject(headers) ? { ...rest, headers } : rest }),
};

const PROXY_FIELDS = ['enabled', 'host', 'port', 'protocol', 'username', 'password'];

/** findProxy's stored proxy, back into setProxy's body. */
const proxy: Mapping = {
  what: 'the proxy',
  values: (stored) => (stored === null ? NONE_SET('a proxy') : pick(stored, PROXY_FIELDS)),
  // A disabled proxy is stored empty, but 2.1.1 refuses empty values: any non-empty ones do.
  body: (values) =>
    values['enabled'] === true
      ? values
      : { enabled: false, host: values['host'] || 'none', port: values['port'] || '0', protocol: values['protocol'] || 'http' },
};

/**
 * A text of the account's profile: the description refuses an empty one (`The "status" cannot be
 * empty`), so an empty text could not be written back, and the write is not sent.
 */
function profileText(profile: unknown, field: string): Values | string {
  const value = isObject(profile) ? profile[field] : undefined;
  if (typeof value !== 'string') return `the answer has no ${field}`;
  return value === ''
    ? `the ${field} is empty, and the description refuses an empty one, so it could not be written back`
    : { [field]: value };
}

/** The account's own profile: fetchProfile without a number. */
const profileName: Mapping = {
  what: 'the profile name',
  values: (profile) => profileText(profile, 'name'),
  body: (values) => values,
};

/**
 * The account's about text: fetchProfile answers it for the account's own number only (without a
 * number, `status` is the connection's), so the run asks for its own profile first.
 */
const profileStatus: Mapping = {
  what: 'the profile status (about text)',
  read: async (send) => {
    const own = await send();
    let wuid: unknown;
    try {
      wuid = own.answer?.status === 200 ? (JSON.parse(own.answer.body) as Values)['wuid'] : undefined;
    } catch {
      wuid = undefined;
    }
    return typeof wuid === 'string' ? send({ number: wuid.split('@')[0] }) : own;
  },
  values: (profile) => profileText(profile, 'status'),
  body: (values) => values,
};

/** Mappings by "write←read". */
const MAPPINGS: Readonly<Record<string, (write: Operation) => Mapping>> = {
  'setWebhook←findWebhook': () => webhook,
  'setProxy←findProxy': () => proxy,
  'updateProfileName←fetchProfile': () => profileName,
  'updateProfileStatus←fetchProfile': () => profileStatus,
  'updatePrivacySettings←fetchPrivacySettings': (write) => sameFields(write, 'the privacy settings'),
  'setSettings←findSettings': (write) => sameFields(write, 'the settings'),
};

export function mappingOf(write: Operation, read: Operation): Mapping {
  const key = `${write.operationId}←${read.operationId}`;
  const mapping = Object.hasOwn(MAPPINGS, key) ? MAPPINGS[key] : undefined;
  return mapping ? mapping(write) : sameFields(write, `what ${read.operationId} answers`);
}
