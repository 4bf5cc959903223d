// What an operation that needs the WhatsApp account answers while it is not connected, as the
// description declares it (`x-disconnected` on the operation; the profile's facts come from the 2.1.1
// source and the recordings). 2.1.1 has no such check: the service touches the socket, which is
// missing on an instance that never connected ("Cannot read properties of undefined (reading
// '<member>')") and closed on one that is connecting or was logged out (Baileys' "Connection
// Closed"); the error is answered raw or wrapped, per operation:
//   x-disconnected: { status: 500, message: ['Error updating privacy settings', '{error}'], reads: updateReadReceiptsPrivacy }
// `{error}` is the error as String(error) prints it, `{message}` the same without its `Name: `,
// `{query.x}` / `{body.x}` a value of the request.
import type { WalkedOperation } from '@msg-gateway/openapi/walk';
import type { Socket } from './instance.js';

export interface DisconnectedRule {
  status: number;
  message: string | string[];
  reads?: string;
  /** The error of a closed socket, when it is not Baileys' "Connection Closed". */
  closed?: string;
}

const rules = new WeakMap<WalkedOperation, DisconnectedRule | null>();

/** The operation's rule, or undefined when it declares none (or a malformed one). */
export function disconnectedRule(op: WalkedOperation): DisconnectedRule | undefined {
  let rule = rules.get(op);
  if (rule === undefined) {
    rule = parseRule((op.operation as Record<string, unknown>)['x-disconnected']) ?? null;
    rules.set(op, rule);
  }
  return rule ?? undefined;
}

function parseRule(value: unknown): DisconnectedRule | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { status, message, reads, closed } = value as Record<string, unknown>;
  const isText = (v: unknown): v is string => typeof v === 'string';
  if (typeof status !== 'number' || !(isText(message) || (Array.isArray(message) && message.every(isText)))) return undefined;
  return { status, message, ...(isText(reads) && { reads }), ...(isText(closed) && { closed }) };
}

/** The error the instance's socket gives (never connected: a TypeError naming the member read). */
export function socketError(rule: DisconnectedRule, socket: Exclude<Socket, 'open'>): string {
  if (socket === 'none' && rule.reads !== undefined) return `TypeError: Cannot read properties of undefined (reading '${rule.reads}')`;
  return rule.closed ?? 'Error: Connection Closed';
}

/** The answer's `response.message`, the rule's template filled in. */
export function disconnectedMessage(
  rule: DisconnectedRule,
  socket: Exclude<Socket, 'open'>,
  request: { query: Record<string, string | string[]>; body: unknown },
): string | string[] {
  const error = socketError(rule, socket);
  const fill = (template: string): string =>
    template.replace(/\{(error|message|query\.[^}]+|body\.[^}]+)\}/g, (_, name: string) => {
      if (name === 'error') return error;
      if (name === 'message') return error.replace(/^[A-Za-z]*Error: /, '');
      const [where, field = ''] = name.split(/\.(.*)/s);
      const source = where === 'query' ? request.query : request.body;
      const value = source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[field] : undefined;
      return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : value === undefined ? '' : JSON.stringify(value);
    });
  return typeof rule.message === 'string' ? fill(rule.message) : rule.message.map(fill);
}
