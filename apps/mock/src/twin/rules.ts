// What a gateway version gives the twin, and what the twin gives a version's handlers: one home of
// types for both sides (gateways/<profile>/ fills VersionRules in; twin.ts asks it). The twin's shared
// code (lifecycle.ts, handlers/, guards.ts, inbound/) names no version: it asks the served version's
// rules wherever versions differ, and the rules list every handler and precheck the version runs.
//
// A handler is the state-dependent part of one operation's answer, like the gateway's controller
// behind its guards and validation. It gets the validated request, the instance it names and the
// documented answer (the description's example, echoed), and returns the answer the gateway gives in
// the instance's state, changing the state as the gateway does; undefined keeps the documented answer.
import type { IncomingHttpHeaders } from 'node:http';
import type { OpenApiDocument, WalkedOperation } from '@msg-gateway/openapi/walk';
import type { Clock, Random } from '../common/random.js';
import type { TwinInstance } from './instance.js';
import type { ConnectionRules, DeletingRules, Lifecycle, TwinEventSink } from './lifecycle.js';
import type { World } from './world.js';

export interface TwinCall {
  operationId: string;
  op: WalkedOperation;
  /** The instance the path names (undefined for routes without one). */
  instance: TwinInstance | undefined;
  pathParams: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The request body as validated (null without one). */
  body: unknown;
  /** The apikey sent (fetchInstances lists what it opens). */
  key: string | undefined;
  /** The documented answer for a valid request. */
  documented: { status: number; body: unknown };
  /** String(error) of the media download the request asks for, when it cannot connect (downloads.ts). */
  failedDownload?: string | undefined;
}

export interface TwinAnswer {
  status: number;
  body: unknown;
  /** Other bodies saying the same, tried in order when the served schema refuses `body` (a description that requires more). */
  alternatives?: unknown[];
  /**
   * The gateway would not answer at all (why, in words): the mock answers at once, 504 with the
   * reason in an `x-mock-unanswered` header, instead of holding the connection open (docs/twin.md).
   */
  unanswered?: string;
}

/** The mock's default webhook, as every instance without its own uses it. */
export interface DefaultWebhook {
  url: string;
  events: string[];
  byEvents: boolean;
  headers: Record<string, string>;
}

export interface TwinContext {
  world: World;
  lifecycle: Lifecycle;
  emit: TwinEventSink;
  clock: Clock;
  /** Fresh ids (seeded with --seed). */
  random: Random;
  defaultWebhook: DefaultWebhook | undefined;
  /** Why the mock would not deliver webhooks to `url` (a host outside loopback not allowed); undefined when it would. */
  refusedTarget: (url: string) => string | undefined;
  /** The rules of the gateway version served now (where versions answer differently). */
  readonly rules: VersionRules;
  /** Whether the gateway is activated (a version with a licence gate reads it; the others ignore it). */
  readonly license: LicenseState;
}

/** A gateway's licence: a version with a licence gate answers its business routes only when activated. */
export interface LicenseState {
  activated: boolean;
}

export type Handler = (call: TwinCall, twin: TwinContext) => TwinAnswer | undefined;

/** Where a route downloads a body field's URL (each version's home cites its source). */
export interface MediaDownload {
  /** The body field holding the URL. */
  field: string;
  /**
   * `socket`: before anything touches the socket, in every state; `upload`: inside the media upload,
   * which first reads the socket's upload function (a never-connected instance fails on that first).
   */
  before: 'socket' | 'upload';
  /** A body field whose value `false` skips the download (sendWhatsAppAudio's encoding). */
  skippedBy?: string;
}

export interface VersionRules {
  /** The profile these rules are for (`info.x-profile` of its description). */
  readonly profile: string;
  /** The handler of each operation, by operationId; an operation without one keeps its documented answer. */
  readonly handlers: Readonly<Record<string, Handler>>;
  /** What a send without a handler of its own does (records the message it sends). */
  readonly sendHandler: Handler;
  /** Checks of the request the services make before they use the account, by operationId (they answer the same in every state). */
  readonly prechecks: Readonly<Record<string, Handler>>;
  /**
   * The operations whose handler answers in every state, asked before the not-connected rule: routes
   * whose service reads the account in its own way (a version's own handlers, where it says so).
   */
  readonly answersEveryState: ReadonlySet<string>;
  /** What the router checks before it validates the request (a group route's groupJid), if anything. */
  readonly beforeValidation: Handler;
  readonly connection: ConnectionRules;
  readonly deleting: DeletingRules;
  readonly create: {
    /**
     * A create without a name is refused 403 "in use" as soon as any instance exists (a name check
     * that queries without a name finds every instance), or it reaches the create.
     */
    readonly unnamedIsTaken: boolean;
  };
  /** The media each route downloads before it uses the socket, by operationId (downloads.ts). */
  readonly downloads: Readonly<Record<string, MediaDownload>>;
  /** How the webhook of an instance (its /webhook/set row) is delivered when the mock's options say nothing. */
  readonly webhookDelivery: { readonly retries: number; readonly timeoutMs: number } | undefined;
  /**
   * Headers the gateway adds to every delivery to an instance's own webhook, over the webhook's own
   * headers (undefined: none, the webhook's headers alone). `now`: Unix milliseconds.
   */
  readonly webhookHeaders: ((instance: TwinInstance, event: string, now: number) => Record<string, string>) | undefined;
  /** How an arriving message is recorded and delivered (twin/inbound/). */
  readonly inbound: InboundRules;
  /**
   * What the gateway answers before its router sees the request (after the body is parsed and CORS
   * preflights are answered), if anything: a licence gate, a manager's pages (gateways/evolution-2.4.0/).
   * Undefined (the versions without one): nothing; the request goes on to routing and the guards.
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
  /**
   * Senders known only by their `@lid` (Baileys 7): the key carries `remoteJidAlt` and
   * `addressingMode`; else (the text) why a sender known by an @lid cannot arrive, and what to serve instead.
   */
  readonly lid: true | { readonly refused: string };
  /** The record carries `status` (DELIVERY_ACK for a message from someone else). */
  readonly status: boolean;
  /** When the delivered record of a media message carries the file in `message.base64`: always (without S3), or only when the instance's webhook has `base64` on. */
  readonly base64: 'always' | 'webhook-base64';
  /** An edit rewrites the stored message (its content, its time, status EDITED). */
  readonly editRewrites: boolean;
  /** The messages.delete event's data carries `status: "DELETED"` besides the key. */
  readonly deleteStatus: boolean;
  /** What a messages.update (a receipt) gives as `participant`: the chat's JID or the key's participant. */
  readonly receiptParticipant: 'remote-jid' | 'key';
  /** After each receipt, the chat (when stored) is read again: chats.upsert `[{remoteJid, instanceId, unreadMessages: 0}]`. */
  readonly receiptChatUpsert: boolean;
}
