// The user's inputs, and which request fields take them. Every value that names a person, a group,
// a message, a schedule or a file to download comes from a flag, never from the document's
// examples (whose numbers may belong to someone, and whose URLs a gateway would fetch). This is
// what the spec cannot say: it knows a body has a `number`, not that a contract run must put the
// user's test recipient there. Keyed by field and parameter name, so an operation the spec adds
// later with the same fields is personalised (and skipped without the input) the same way.
import type { Operation } from '../description/contract.js';

export type InputName =
  | 'groupJid'
  | 'inviteCode'
  | 'messageId'
  | 'recipient'
  | 'scheduleId'
  | 'stickerUrl'
  | 'pictureUrl'
  | 'mediaUrl'
  | 'audioUrl'
  | 'throwaway'
  | 'throwawayToken';
export type Inputs = Partial<Record<InputName, string>>;

/** The flag that provides each input (the throwaway instance is the run's own, made with --allow-writes). */
export const INPUT_FLAGS: Record<InputName, string> = {
  groupJid: '--group-jid <jid>',
  inviteCode: '--invite-code <code>',
  messageId: '--message-id <id>',
  recipient: '--recipient <number>',
  scheduleId: '--schedule-id <uuid>',
  stickerUrl: '--sticker-url <url>',
  pictureUrl: '--picture-url <url>',
  mediaUrl: '--media-url <url>',
  audioUrl: '--audio-url <url>',
  throwaway: '--allow-writes',
  throwawayToken: '--allow-writes',
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
  mediaUrl: 'an image URL the gateway may download and send',
  audioUrl: 'an audio file URL the gateway may download and send',
  throwaway: "the run's own throwaway instance, which it creates and deletes",
  throwawayToken: "the run's own throwaway instance, which it creates and deletes",
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
  /** Whether the rule is about this field's example value (`readMessages` is a list of receipts, or a setting). */
  applies?: (value: unknown) => boolean;
  /** A URL the gateway downloads: never left at the example's, even in a request that should not act. */
  download?: InputName;
  /** The body with this field filled from the inputs (all of `needs` are present). */
  fill(body: JsonObject, inputs: Required<Inputs>, now: number): JsonObject;
  /** The body of a request that should not act, when this field must not keep the example's value there either. */
  neutral?(body: JsonObject, inputs: Inputs): JsonObject;
}

const isList = (value: unknown): boolean => Array.isArray(value);
const jid = (recipient: string): string => `${recipient}@s.whatsapp.net`;

/** A message key of the chat with --recipient: --message-id. */
const messageKey = (key: unknown, { recipient, messageId }: Required<Inputs>): JsonObject => ({
  fromMe: false,
  ...asObject(key),
  remoteJid: jid(recipient),
  id: messageId,
});

/** A field with a URL the gateway downloads: the user's, else (in a request that should not act) one that resolves nowhere. */
const download = (field: string, input: InputName): BodyField => ({
  needs: [input],
  download: input,
  fill: (body, inputs) => ({ ...body, [field]: inputs[input] }),
  neutral: (body, inputs) => ({ ...body, [field]: inputs[input] ?? UNREACHABLE_URL }),
});

/** Where the run's own webhook points while its setWebhook check holds: a name that resolves nowhere. */
export const WEBHOOK_SINK = 'https://contract-run.invalid/webhook';

/**
 * A webhook object whose `url` the gateway posts events to: never the example's host. Its headers
 * are left out: 2.1.1 then keeps the stored ones, which writing back could not restore to none.
 */
const webhookAt = (body: JsonObject): JsonObject => {
  const { headers: _, ...webhook } = asObject(body['webhook']);
  return { ...body, webhook: { ...webhook, url: WEBHOOK_SINK } };
};

/** Top-level request body fields that must carry the user's inputs. */
const BODY_FIELDS: Readonly<Record<string, BodyField>> = {
  // The recipient of a send.
  number: { needs: ['recipient'], fill: (body, { recipient }) => ({ ...body, number: swapDigits(body['number'], recipient) }) },
  // Several recipients (a group invite, a number lookup): only --recipient.
  numbers: { needs: ['recipient'], applies: isList, fill: (body, { recipient }) => ({ ...body, numbers: [recipient] }) },
  statusJidList: { needs: ['recipient'], applies: isList, fill: (body, { recipient }) => ({ ...body, statusJidList: [jid(recipient)] }) },
  remoteJid: {
    needs: ['recipient'],
    applies: (value) => typeof value === 'string',
    fill: (body, { recipient }) => ({ ...body, remoteJid: swapDigits(body['remoteJid'], recipient) }),
  },
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
  // Read receipts for --message-id in the chat with --recipient (a setting of the same name is a boolean).
  readMessages: {
    needs: ['messageId', 'recipient'],
    applies: isList,
    fill: (body, inputs) => {
      const readMessages = body['readMessages'];
      return { ...body, readMessages: [messageKey(Array.isArray(readMessages) ? readMessages[0] : undefined, inputs)] };
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
  // A message to react to, edit, or whose chat to archive or mark: --message-id with --recipient.
  key: {
    needs: ['messageId', 'recipient'],
    applies: (value) => asObject(value) === value,
    fill: (b, i) => ({ ...b, key: messageKey(b['key'], i) }),
  },
  lastMessage: {
    needs: ['messageId', 'recipient'],
    fill: (body, inputs) => {
      const last = asObject(body['lastMessage']);
      return { ...body, lastMessage: { ...last, key: messageKey(last['key'], inputs) } };
    },
  },
  // A group named in the body (a group invite).
  groupJid: { needs: ['groupJid'], applies: (value) => typeof value === 'string', fill: (body, { groupJid }) => ({ ...body, groupJid }) },
  // Members to add (the example's action) to the group: only --recipient.
  participants: { needs: ['recipient'], fill: (body, { recipient }) => ({ ...body, participants: [recipient] }) },
  // Files the gateway downloads: the example.org URLs would make it fetch from someone else's host.
  sticker: download('sticker', 'stickerUrl'),
  picture: download('picture', 'pictureUrl'),
  image: download('image', 'pictureUrl'),
  media: download('media', 'mediaUrl'),
  audio: download('audio', 'audioUrl'),
  // A webhook the gateway posts every event to: never the example's host.
  webhook: { needs: [], applies: (value) => asObject(value) === value, fill: webhookAt, neutral: webhookAt },
  // A new instance: the run's throwaway one, with a token the run knows (so that no report shows
  // it) and no connection started (nothing to log out).
  instanceName: {
    needs: ['throwaway'],
    fill: (body, { throwaway, throwawayToken }) => ({ ...body, instanceName: throwaway, token: throwawayToken, qrcode: false }),
  },
};

/**
 * What a download field carries in a request that should not act (no key, an unknown instance)
 * when the user gave no URL: a name in the reserved `.invalid` domain (RFC 2606), which resolves
 * nowhere, so even a gateway that acts anyway fetches from nobody's host.
 */
export const UNREACHABLE_URL = 'https://contract-run.invalid/never-fetched.png';

/** Query and path parameters taken from the user's inputs rather than from examples. */
const PARAMETERS: Readonly<Record<string, InputName>> = {
  groupJid: 'groupJid',
  inviteCode: 'inviteCode',
  scheduleID: 'scheduleId',
  instanceName: 'throwaway',
};

/**
 * Parameters an operation needs even where they are optional: a list of instances is asked for the
 * run's throwaway instance only, since with the global key the gateway would answer every instance
 * with its token.
 */
const ALWAYS_NEEDED: ReadonlySet<string> = new Set(['instanceName']);

/**
 * Query parameters left out of success checks: connect's `number` asks the gateway for a pairing
 * code for that phone, which is never what a contract run wants.
 */
const DROPPED_QUERY = new Set(['number']);

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export const parameterInput = (name: string): InputName | undefined => own(PARAMETERS, name);
export const droppedFromSuccess = (name: string): boolean => DROPPED_QUERY.has(name);

/** The body fields of an example that take inputs, in example order. */
const inputFields = (example: unknown): [string, BodyField][] => {
  const body = asObject(example);
  return Object.keys(body).flatMap((field) => {
    const rule = own(BODY_FIELDS, field);
    return rule && (rule.applies?.(body[field]) ?? true) ? [[field, rule] as [string, BodyField]] : [];
  });
};

/**
 * Whether the example body names whom or what the operation is about (a field that takes an input):
 * such a body is sent in the success check even where the description lets it be left out, since
 * without it the gateway answers about something else or fails (2.1.1's whatsappNumbers without
 * `numbers`: 500 "…reading 'forEach'"; fetchProfile without `number` on an account never connected:
 * 500 "…reading 'includes'"), and the check would not be the request the description shows.
 */
export const namesInputs = (example: unknown): boolean => inputFields(example).some(([, rule]) => rule.needs.length > 0);

/** What --message-id names: a media message (getBase64FromMediaMessage reads it, markMessageAsRead marks it). */
export const MESSAGE_ID_KIND = 'media';

/**
 * The kind of stored message the operation's body must name (`x-message-kind`, getPollVote's `poll`)
 * when it is not what --message-id names: no input of the run can stand there, so its success is
 * not sent (a gateway answers an id of another kind as an unknown one, getPollVote 500).
 */
export function otherMessageKind(op: Pick<Operation, 'source'>): string | undefined {
  const kind = op.source['x-message-kind'];
  return typeof kind === 'string' && kind !== MESSAGE_ID_KIND ? kind : undefined;
}

/** The inputs the success request of `op` cannot go without. */
export function needsOf(op: Pick<Operation, 'parameters' | 'requestBody'>): InputName[] {
  const needs = new Set<InputName>();
  const body = op.requestBody;
  if (body && (body.required || namesInputs(body.example)))
    for (const [, rule] of inputFields(body.example)) for (const n of rule.needs) needs.add(n);
  for (const p of op.parameters) {
    const input = parameterInput(p.name);
    if (input && (p.required || ALWAYS_NEEDED.has(p.name))) needs.add(input);
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
    mediaUrl: inputs.mediaUrl ?? '',
    audioUrl: inputs.audioUrl ?? '',
    throwaway: inputs.throwaway ?? '',
    throwawayToken: inputs.throwawayToken ?? '',
  };
  const fields = inputFields(example);
  if (fields.length === 0) return example;
  return fields.reduce((body, [, rule]) => rule.fill(body, complete, now), structuredClone(asObject(example)));
}

/**
 * The example body for a request that should not act (no key, an unknown instance): as the
 * document shows it, except fields that reach a host: download fields carry the user's URL or
 * UNREACHABLE_URL, a webhook points at WEBHOOK_SINK.
 */
export function withoutDownloads(example: unknown, inputs: Inputs): unknown {
  const hosts = inputFields(example).flatMap(([, rule]) => (rule.neutral ? [rule.neutral] : []));
  if (hosts.length === 0) return example;
  return hosts.reduce((body, neutral) => neutral(body, inputs), structuredClone(asObject(example)));
}
