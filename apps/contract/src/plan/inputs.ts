// The user's inputs, and which request fields take them. Every value that names a person, a group,
// a message, a schedule or a file to download comes from a flag, never from the document's
// examples (whose numbers may belong to someone, and whose URLs a gateway would fetch). This is
// what the spec cannot say: it knows a body has a `number`, not that a contract run must put the
// user's test recipient there. Keyed by field and parameter name, so an operation the spec adds
// later with the same fields is personalised (and skipped without the input) the same way.
import type { Operation } from '../description/contract.js';

export type InputName = 'groupJid' | 'inviteCode' | 'messageId' | 'recipient' | 'scheduleId' | 'stickerUrl' | 'pictureUrl';
export type Inputs = Partial<Record<InputName, string>>;

/** The flag that provides each input. */
export const INPUT_FLAGS: Record<InputName, string> = {
  groupJid: '--group-jid <jid>',
  inviteCode: '--invite-code <code>',
  messageId: '--message-id <id>',
  recipient: '--recipient <number>',
  scheduleId: '--schedule-id <uuid>',
  stickerUrl: '--sticker-url <url>',
  pictureUrl: '--picture-url <url>',
};

/** What each input is, for skip reasons ("needs a group JID"). */
export const INPUT_NAMES: Record<InputName, string> = {
  groupJid: 'a group JID',
  inviteCode: 'an invite code',
  messageId: 'a message id',
  recipient: 'a recipient number',
  scheduleId: 'a schedule id',
  stickerUrl: 'a sticker image URL the gateway may download',
  pictureUrl: 'a profile picture URL the gateway may download',
};

type JsonObject = Record<string, unknown>;

const asObject = (value: unknown): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};

/** Replaces the phone digits inside an example value (`5511...`, `+5511...`, `5511...@s.whatsapp.net`). */
function swapDigits(value: unknown, digits: string): string {
  return typeof value === 'string' && /[0-9]{7,15}/.test(value) ? value.replace(/[0-9]{7,15}/, digits) : digits;
}

const YEAR_S = 365 * 24 * 60 * 60;

interface BodyField {
  needs: readonly InputName[];
  /** A URL the gateway downloads: never left at the example's, even in a request that should not act. */
  download?: InputName;
  /** The body with this field filled from the inputs (all of `needs` are present). */
  fill(body: JsonObject, inputs: Required<Inputs>, now: number): JsonObject;
}

/** Top-level request body fields that must carry the user's inputs. */
const BODY_FIELDS: Readonly<Record<string, BodyField>> = {
  // The recipient of a send.
  number: { needs: ['recipient'], fill: (body, { recipient }) => ({ ...body, number: swapDigits(body['number'], recipient) }) },
  // A schedule delivers its text to `phone` later; it is moved a year ahead, since an example time
  // in the past could be delivered at once.
  phone: {
    needs: ['recipient'],
    fill: (body, { recipient }, now) => {
      const out: JsonObject = { ...body, phone: swapDigits(body['phone'], recipient) };
      if (typeof body['sendAt'] === 'number') {
        const shift = Math.max(0, now + YEAR_S - body['sendAt']);
        out['sendAt'] = body['sendAt'] + shift;
        if (typeof body['until'] === 'number') out['until'] = body['until'] + shift;
      }
      return out;
    },
  },
  // Read receipts for --message-id in the chat with --recipient.
  readMessages: {
    needs: ['messageId', 'recipient'],
    fill: (body, { recipient, messageId }) => {
      const readMessages = body['readMessages'];
      const first = asObject(Array.isArray(readMessages) ? readMessages[0] : { fromMe: false });
      return { ...body, readMessages: [{ ...first, remoteJid: `${recipient}@s.whatsapp.net`, id: messageId }] };
    },
  },
  // A stored message, by its key.
  message: {
    needs: ['messageId'],
    fill: (body, { messageId }) => {
      const message = asObject(body['message']);
      return { ...body, message: { ...message, key: { ...asObject(message['key']), id: messageId } } };
    },
  },
  // Members to add (the example's action) to the group: only --recipient.
  participants: { needs: ['recipient'], fill: (body, { recipient }) => ({ ...body, participants: [recipient] }) },
  // Files the gateway downloads: the example.org URLs would make it fetch from someone else's host.
  sticker: { needs: ['stickerUrl'], download: 'stickerUrl', fill: (body, { stickerUrl }) => ({ ...body, sticker: stickerUrl }) },
  picture: { needs: ['pictureUrl'], download: 'pictureUrl', fill: (body, { pictureUrl }) => ({ ...body, picture: pictureUrl }) },
};

/**
 * What a download field carries in a request that should not act (no key, an unknown instance)
 * when the user gave no URL: a name in the reserved `.invalid` domain (RFC 2606), which resolves
 * nowhere, so even a gateway that acts anyway fetches from nobody's host.
 */
export const UNREACHABLE_URL = 'https://contract-run.invalid/never-fetched.png';

/** Query and path parameters taken from the user's inputs rather than from examples. */
const PARAMETERS: Readonly<Record<string, InputName>> = { groupJid: 'groupJid', inviteCode: 'inviteCode', scheduleID: 'scheduleId' };

/**
 * Query parameters left out of success checks: connect's `number` asks the gateway for a pairing
 * code for that phone, which is never what a contract run wants.
 */
const DROPPED_QUERY = new Set(['number']);

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export const parameterInput = (name: string): InputName | undefined => own(PARAMETERS, name);
export const droppedFromSuccess = (name: string): boolean => DROPPED_QUERY.has(name);

/** The body fields of an example that take inputs, in example order. */
const inputFields = (example: unknown): [string, BodyField][] =>
  Object.keys(asObject(example)).flatMap((field) => {
    const rule = own(BODY_FIELDS, field);
    return rule ? [[field, rule] as [string, BodyField]] : [];
  });

/** The inputs the success request of `op` cannot go without. */
export function needsOf(op: Pick<Operation, 'parameters' | 'requestBody'>): InputName[] {
  const needs = new Set<InputName>();
  if (op.requestBody?.required) for (const [, rule] of inputFields(op.requestBody.example)) for (const n of rule.needs) needs.add(n);
  for (const p of op.parameters) {
    const input = parameterInput(p.name);
    if (input && p.required) needs.add(input);
  }
  return [...needs];
}

/** The example body with the user's inputs in every field that takes one (call only when `needsOf` is satisfied). */
export function personalise(example: unknown, inputs: Inputs, now: number): unknown {
  const complete: Required<Inputs> = {
    groupJid: inputs.groupJid ?? '',
    inviteCode: inputs.inviteCode ?? '',
    messageId: inputs.messageId ?? '',
    recipient: inputs.recipient ?? '',
    scheduleId: inputs.scheduleId ?? '',
    stickerUrl: inputs.stickerUrl ?? '',
    pictureUrl: inputs.pictureUrl ?? '',
  };
  const fields = inputFields(example);
  if (fields.length === 0) return example;
  return fields.reduce((body, [, rule]) => rule.fill(body, complete, now), structuredClone(asObject(example)));
}

/**
 * The example body for a request that should not act (no key, an unknown instance): as the
 * document shows it, except download fields, which carry the user's URL or UNREACHABLE_URL.
 */
export function withoutDownloads(example: unknown, inputs: Inputs): unknown {
  const downloads = inputFields(example).filter(([, rule]) => rule.download !== undefined);
  if (downloads.length === 0) return example;
  const body = structuredClone(asObject(example));
  for (const [field, rule] of downloads) body[field] = (rule.download && inputs[rule.download]) ?? UNREACHABLE_URL;
  return body;
}
