// Builds the request of each check from an operation of the description that shapes it (its
// examples), with the user's own values put where a field names a person, a group, a message, a
// schedule or a file to download (see inputs.ts). Which description shapes a request is the
// planner's business: the same function builds requests from the contract or from a profile.
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { type Operation, parameterExample } from '../description/contract.js';
import { droppedFromSuccess, type Inputs, parameterInput, personalise, withoutDownloads } from './inputs.js';

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
  /** Send the (personalised) example even where the body is optional: what a write's success writes. */
  optionalBody?: boolean;
  /** Unix seconds. */
  now: number;
}

export interface BuiltRequest {
  /** Path and query, relative to the gateway's base URL. */
  uri: string;
  /** JSON text, or null for no body. */
  body: string | null;
}

/**
 * A request as planned: what the sending layer puts on the wire for one check (it crosses into the
 * Dredd child as JSON). Defined here, with the requests, so that the planner needs nothing of Dredd.
 */
export interface PlannedRequest extends BuiltRequest {
  /** Send the user's key (false: no `apikey` header at all). */
  apikey: boolean;
  /** `Prefer: code=<status>`, a hint for Prism; a real gateway ignores it. */
  prefer: string | null;
  /** The URI holds the created-schedule token, to be replaced by the id createSchedule returned. */
  fromCreated: boolean;
  /** It is about the run's throwaway instance: not sent when the check that creates it did not. */
  onThrowaway: boolean;
  /** The status the shaping description expects (what Dredd's own report compares). */
  expectStatus: string;
}

export function buildRequest(document: OpenApiDocument, op: Operation, settings: RequestSettings): BuiltRequest {
  const { instance, inputs, personal, body = 'keep', dropQuery = [], now, optionalBody = false } = settings;
  const pathParams = new Map<string, string>();
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    if (p.in === 'query' && (dropQuery.includes(p.name) || (personal && droppedFromSuccess(p.name)))) continue;
    const input = parameterInput(p.name);
    let value: unknown;
    if (p.name === 'instance' && p.in === 'path') value = instance;
    else if (input !== undefined) {
      // Never an example's group, invite code or schedule: the input, else (optional) nothing.
      value = inputs[input] ?? (p.required ? parameterExample(document, p) : undefined);
    } else if (p.required || p.in === 'path') value = parameterExample(document, p);
    // An optional query parameter without an input is left out, like an optional body: the
    // smallest request the description accepts (an example's phone number filters nothing of ours).
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

  // An optional body is left out (the smallest request the description accepts, with nothing of
  // the examples in it), except in a write's success check: it is what the write writes.
  let payload: unknown = null;
  if (op.requestBody?.required || (optionalBody && op.requestBody?.example !== undefined)) {
    const example = op.requestBody.example ?? {};
    if (body === 'invalid') payload = {};
    else payload = personal ? personalise(example, inputs, now) : withoutDownloads(example, inputs);
  }
  return { uri, body: payload === null ? null : JSON.stringify(payload) };
}
