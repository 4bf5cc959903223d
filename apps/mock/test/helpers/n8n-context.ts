// A stand-in for the execution context n8n gives a node (`this` in its execute function), as far as
// n8n-nodes-evolution-api reads it: the parameters of one item (a value the test gives by name, or
// the field's default as the node's own properties declare it), the credentials, one input item,
// and `helpers.request`, which sends the node's request to the mock and gives the node the answer.
import type { NodeField } from './n8n-node.js';

/** A request exactly as the node built it (request-promise options), and what the mock answered. */
export interface NodeRequest {
  method: string;
  /** As the node built it: the credentials' server URL and the path. */
  uri: string;
  qs?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Filled in once the mock answered. */
  status?: number;
  answer?: unknown;
}

export interface ContextInput {
  resource: string;
  operation: string;
  fields: readonly NodeField[];
  /** Parameter values by name, where the field's default is not a usable request (an empty number). */
  values: Readonly<Record<string, unknown>>;
  serverUrl: string;
  apiKey: string;
  /** Bounds each request (ms). */
  timeoutMs: number;
}

/** Whether n8n would show the field for this resource and operation (the other conditions read the values given, else defaults). */
function shown(field: NodeField, input: ContextInput): boolean {
  const show = field.displayOptions?.show ?? {};
  return Object.entries(show).every(([name, allowed]) => {
    const value = name === 'resource' ? input.resource : name === 'operation' ? input.operation : parameterValue(name, input);
    return allowed.includes(value);
  });
}

/** One entry of a fixedCollection option: each of its fields' values. */
function entryOf(values: readonly NodeField[], input: ContextInput): Record<string, unknown> {
  return Object.fromEntries(values.map((f) => [f.name, f.name in input.values ? input.values[f.name] : defaultOf(f, input)]));
}

function defaultOf(field: NodeField, input: ContextInput): unknown {
  if (field.type === 'options' && (field.default === undefined || field.default === '')) return field.options?.[0]?.value;
  if (field.type === 'fixedCollection') {
    // A collection of one entry per option (what a user adds first in the editor).
    return Object.fromEntries((field.options ?? []).map((o) => [o.name, [entryOf(o.values ?? [], input)]]));
  }
  return field.default;
}

const CHOICE_TYPES = ['options', 'multiOptions', 'boolean'];

/** The value of a parameter path (`buttons.buttonValues`) for this resource and operation, or undefined. */
function parameterValue(path: string, input: ContextInput): unknown {
  const [name = '', ...rest] = path.split('.');
  const field = input.fields.find((f) => f.name === name && f.name !== 'resource' && f.name !== 'operation' && shown(f, input));
  // A value given by name fills a text field or a collection; a choice (options, switches) keeps the node's default.
  const given = name in input.values && (field === undefined || !CHOICE_TYPES.includes(field.type));
  let value: unknown = given ? input.values[name] : field ? defaultOf(field, input) : undefined;
  for (const key of rest) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** Sends one request of the node to the mock, bounded, and records the answer on it. */
async function send(request: NodeRequest, input: ContextInput): Promise<unknown> {
  const url = new URL(request.uri);
  for (const [name, value] of Object.entries(request.qs ?? {})) url.searchParams.set(name, String(value));
  // Header names as HTTP has them, case-insensitive: the node sets Content-Type, the helper content-type.
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  const hasBody = request.body !== undefined && request.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    signal: AbortSignal.timeout(input.timeoutMs),
  });
  const text = await res.text();
  request.status = res.status;
  try {
    request.answer = text === '' ? null : JSON.parse(text);
  } catch {
    request.answer = text;
  }
  // As n8n's request helper does: an error status rejects.
  if (res.status >= 400) throw Object.assign(new Error(`${res.status} - ${text.slice(0, 300)}`), { statusCode: res.status });
  return request.answer;
}

/** The context, and the requests the node made through it (in order). */
export function nodeContext(input: ContextInput): { context: unknown; requests: NodeRequest[] } {
  const requests: NodeRequest[] = [];
  const context = {
    getNodeParameter(name: string, _item: number, fallback?: unknown): unknown {
      const value = parameterValue(name, input);
      if (value !== undefined) return value;
      if (fallback !== undefined) return fallback;
      throw new Error(`Could not get parameter "${name}"`);
    },
    getCredentials: async (type: string) => {
      if (type !== 'evolutionApi') throw new Error(`no credentials of type ${type}`);
      return { 'server-url': input.serverUrl, apikey: input.apiKey };
    },
    getInputData: () => [{ json: {} }],
    getNode: () => ({ name: 'Evolution API', type: 'n8n-nodes-evolution-api.evolutionApi', typeVersion: 1 }),
    continueOnFail: () => true,
    helpers: {
      request: (options: NodeRequest) => {
        const request: NodeRequest = { ...options };
        requests.push(request);
        return send(request, input);
      },
      returnJsonArray: (data: unknown) => (Array.isArray(data) ? data : [data]).map((json) => ({ json })),
    },
  };
  return { context, requests };
}
