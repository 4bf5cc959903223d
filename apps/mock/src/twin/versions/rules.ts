// What makes one gateway version answer differently from another, in one place per version
// (evolution-2.1.1.ts, evolution-2.3.7/): the twin's shared code (lifecycle.ts, controllers/,
// guards.ts) asks the served version's rules where versions differ, and does the same for both
// everywhere else. A version lists only what it changes; the rest is the shared behaviour, which is
// 2.1.1's.
import type { IncomingHttpHeaders } from 'node:http';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import type { Controller, TwinContext } from '../controller.js';
import type { MediaDownload } from '../downloads.js';
import type { TwinInstance } from '../instance.js';

/** How a connect behaves when WhatsApp cannot be reached (--whatsapp offline). */
export type OfflineConnect =
  /** 2.1.1: the instance reads `connecting` until something moves it (no QR comes, nothing pairs). */
  | { kind: 'waits' }
  /**
   * 2.3.7: an attempt reads `connecting` as long as a pairing would have taken (--pair-after; never:
   * for ever), then the socket fails and the instance reads `close` while Baileys keeps retrying in
   * the background, a `connection.update connecting` every `everyMs`; a logout cannot stop that (the
   * instance reads close), a delete does.
   */
  | { kind: 'retries'; everyMs: number };

/**
 * How a route's router wraps its validation errors where it does not let them reach the gateway's
 * error envelope (`{status, error, response: {message}}`): `meta`, Meta's error form with a context
 * (2.3.7's template and business routes); `raw`, the thrown exception as it is (`{status, error,
 * message}`, 2.3.7's whatsappNumbers).
 */
export type ValidationEnvelope = { kind: 'meta'; context: string } | { kind: 'raw' };

export interface VersionRules {
  /** The profile these rules are for (`info.x-profile` of its description). */
  readonly profile: string;
  /** Controllers this version adds or answers differently, by operationId; the shared ones serve the rest. */
  readonly controllers: Readonly<Record<string, Controller>>;
  /** Checks of the request before the account is used that differ from the shared ones (null: none), by operationId. */
  readonly prechecks: Readonly<Record<string, Controller | null>>;
  readonly connection: {
    readonly offline: OfflineConnect;
    /** What a delete of an open instance does: refused (2.1.1: 400 "needs to be disconnected") or it logs out first (2.3.7). */
    readonly deleteOpen: 'refuse' | 'logout';
    /** What `connection.update` carries besides `{instance, state, statusReason}` when the instance opens. */
    openEvent(instance: TwinInstance): Record<string, unknown>;
  };
  readonly deleting: {
    /** How long a deleted instance lingers before it is gone. */
    readonly settleMs: number;
    /** While it lingers, connectionState reads its state and fetchInstances lists it (2.3.7) or neither does (2.1.1). */
    readonly visible: boolean;
  };
  readonly create: {
    /**
     * A create without a name is refused 403 "in use" as soon as any instance exists: 2.1.1's name
     * check is a query without a name, which finds every instance. 2.3.7 lets it through to the
     * create, which fails on the missing name (observed).
     */
    readonly unnamedIsTaken: boolean;
  };
  /** Routes whose validation errors come in another form than the gateway's envelope, by operationId. */
  readonly validationEnvelopes: Readonly<Record<string, ValidationEnvelope>>;
  /** The media each route downloads before it uses the socket, by operationId (downloads.ts). */
  readonly downloads: Readonly<Record<string, MediaDownload>>;
  /** How the webhook of an instance (its /webhook/set row) is delivered when the mock's options say nothing. */
  readonly webhookDelivery: { readonly retries: number; readonly timeoutMs: number } | undefined;
  /** How an arriving message is recorded and delivered (twin/inbound/). */
  readonly inbound: InboundRules;
  /**
   * What the gateway answers before its router sees the request (after the body is parsed and CORS
   * preflights are answered), if anything: 2.4.0's licence gate and its manager's pages. Undefined
   * (every version before 2.4.0): nothing; the request goes on to routing and the guards.
   */
  readonly beforeRouting?: (request: EarlyRequest, twin: TwinContext) => EarlyAnswer | undefined;
}

/** A request as the gateway's middleware sees it before routing. */
export interface EarlyRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The operation the request routes to, if any. */
  routed: string | undefined;
  /** The description served now (its extensions say what the middleware does). */
  doc: OpenApiDocument | undefined;
}

/** An answer given before routing: JSON, or a page (`html`) or text as it is. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
  kind: 'json' | 'html' | 'text';
  headers?: Record<string, string>;
}

/** Where versions record and deliver an arriving message differently (the messages.upsert handler, prepareMessage). */
export interface InboundRules {
  /** Senders known only by their `@lid` (Baileys 7): the key carries `remoteJidAlt` and `addressingMode`. */
  readonly lid: boolean;
  /** The record carries `status` (DELIVERY_ACK for a message from someone else). */
  readonly status: boolean;
  /** When the delivered record of a media message carries the file in `message.base64`: always (without S3), or only when the instance's webhook has `base64` on. */
  readonly base64: 'always' | 'webhook-base64';
  /** An edit rewrites the stored message (its content, its time, status EDITED). */
  readonly editRewrites: boolean;
  /** The messages.delete event's data carries `status: "DELETED"` besides the key. */
  readonly deleteStatus: boolean;
  /** What a messages.update (a receipt) gives as `participant`: the chat's JID (2.1.1) or the key's participant (2.3.7). */
  readonly receiptParticipant: 'remote-jid' | 'key';
  /** After each receipt, the chat (when stored) is read again: chats.upsert `[{remoteJid, instanceId, unreadMessages: 0}]` (2.3.7). */
  readonly receiptChatUpsert: boolean;
}
