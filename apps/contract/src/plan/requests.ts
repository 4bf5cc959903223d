// Builds the request of each check from an operation of the active description (its examples),
// with the user's own values put where the example names a person, a group, a message or a
// schedule (see safety.ts). Which description is active is the caller's business: the same
// function shapes requests from the contract or from a profile.
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { type Operation, parameterExample } from '../description/contract.js';
import type { InputName, Inputs } from './safety.js';

type JsonObject = Record<string, unknown>;

const asObject = (value: unknown): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};

/** Replaces the phone digits inside an example value (`5511...`, `+5511...`, `5511...@s.whatsapp.net`). */
function swapDigits(value: unknown, digits: string): string {
  return typeof value === 'string' && /[0-9]{7,15}/.test(value) ? value.replace(/[0-9]{7,15}/, digits) : digits;
}

const YEAR_S = 365 * 24 * 60 * 60;

/** Schedules are moved a year ahead: an example time in the past could be delivered at once. */
function laterSchedule(body: JsonObject, recipient: string, now: number): JsonObject {
  const shift = typeof body['sendAt'] === 'number' ? Math.max(0, now + YEAR_S - body['sendAt']) : 0;
  const out: JsonObject = { ...body, phone: swapDigits(body['phone'], recipient) };
  if (typeof body['sendAt'] === 'number') out['sendAt'] = body['sendAt'] + shift;
  if (typeof body['until'] === 'number') out['until'] = body['until'] + shift;
  return out;
}

type Personalise = (body: JsonObject, inputs: Required<Inputs>, now: number) => JsonObject;

const swapNumber: Personalise = (body, { recipient }) => ({ ...body, number: swapDigits(body['number'], recipient) });

/**
 * Per operation: how its example body is personalised. Only called when every input the safety
 * table lists for the operation is present.
 */
const PERSONALISE_BODY: Readonly<Record<string, Personalise>> = {
  sendList: swapNumber,
  sendLocation: swapNumber,
  sendSticker: swapNumber,
  sendContact: swapNumber,
  createSchedule: (body, { recipient }, now) => laterSchedule(body, recipient, now),
  updateSchedule: (body, { recipient }, now) => laterSchedule(body, recipient, now),
  markMessageAsRead: (body, { recipient, messageId }) => {
    const readMessages = body['readMessages'];
    const first = asObject(Array.isArray(readMessages) ? readMessages[0] : { fromMe: false });
    return { ...body, readMessages: [{ ...first, remoteJid: `${recipient}@s.whatsapp.net`, id: messageId }] };
  },
  getBase64FromMediaMessage: (body, { messageId }) => {
    const message = asObject(body['message']);
    return { ...body, message: { ...message, key: { ...asObject(message['key']), id: messageId } } };
  },
  updateParticipant: (body, { recipient }) => ({ ...body, participants: [recipient] }),
};

/** Query and path parameters taken from the user's inputs rather than from examples. */
const PARAMETER_INPUTS: Readonly<Record<string, InputName>> = { groupJid: 'groupJid', inviteCode: 'inviteCode', scheduleID: 'scheduleId' };

/**
 * Parameters dropped from success checks: connect's `number` asks the gateway for a pairing code
 * for that phone, which is never what a contract run wants.
 */
const DROPPED_PARAMETERS: Readonly<Record<string, readonly string[]>> = { connectInstance: ['number'] };

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export interface RequestSettings {
  /** Value of the {instance} path parameter. */
  instance: string;
  /** The user's inputs (groupJid, recipient...). */
  inputs: Inputs;
  /** Put the user's inputs in the body (success checks). */
  personal: boolean;
  /** 'invalid' sends `{}` instead of the example. */
  body?: 'keep' | 'invalid';
  /** Required query parameters to leave out. */
  dropQuery?: readonly string[];
  /** Unix seconds. */
  now: number;
}

export interface BuiltRequest {
  /** Path and query, relative to the gateway's base URL. */
  uri: string;
  /** JSON text, or null for no body. */
  body: string | null;
}

export function buildRequest(document: OpenApiDocument, op: Operation, settings: RequestSettings): BuiltRequest {
  const { instance, inputs, personal, body = 'keep', dropQuery = [], now } = settings;
  const pathParams = new Map<string, string>();
  const query = new URLSearchParams();
  const dropped = new Set([...(personal ? (own(DROPPED_PARAMETERS, op.operationId) ?? []) : []), ...dropQuery]);
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    if (p.in === 'query' && dropped.has(p.name)) continue;
    const input = own(PARAMETER_INPUTS, p.name);
    const value: unknown =
      p.name === 'instance' && p.in === 'path' ? instance : ((input && inputs[input]) ?? parameterExample(document, p));
    if (value === undefined) continue;
    if (p.in === 'path') pathParams.set(p.name, String(value));
    else query.append(p.name, String(value));
  }
  let uri = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = pathParams.get(name);
    return value === undefined ? whole : encodeURIComponent(value);
  });
  const qs = query.toString();
  if (qs) uri += `?${qs}`;

  let payload: unknown = null;
  if (op.requestBody) {
    if (body === 'invalid') payload = {};
    else {
      payload = op.requestBody.example ?? {};
      const personalise = own(PERSONALISE_BODY, op.operationId);
      if (personal && personalise) payload = personalise(asObject(structuredClone(payload)), completeInputs(inputs), now);
    }
  }
  return { uri, body: payload === null ? null : JSON.stringify(payload) };
}

/** Personalisers only run when the safety table's inputs are present; the rest read as ''. */
function completeInputs(inputs: Inputs): Required<Inputs> {
  return {
    groupJid: inputs.groupJid ?? '',
    inviteCode: inputs.inviteCode ?? '',
    messageId: inputs.messageId ?? '',
    recipient: inputs.recipient ?? '',
    scheduleId: inputs.scheduleId ?? '',
  };
}
