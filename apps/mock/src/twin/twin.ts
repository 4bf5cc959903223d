// The twin: a stateful model of a gateway behind the mock's HTTP layer, answering with the rules of
// the version served (VersionRules, rules.ts: every handler and precheck comes from the version's home,
// gateways/<profile>/). The layer asks it two things per request routed to an operation:
//   guard()    before validation: does the instance exist, is the key good (guards.ts);
//   respond()  after validation, for a request that asked for no particular answer: what the gateway
//              answers in the instance's state. The version's precheck for the operation answers
//              first (the same in every state); then a handler the version marks as reading the state
//              itself; else an operation that needs the WhatsApp account answers its declared
//              not-connected error (disconnected.ts) unless the account is open; the rest is the
//              operation's handler (handlers/), which also changes the state and sends the webhook
//              events the gateway sends. An operation without a handler keeps its documented answer.
import type { OpenApiDocument, WalkedOperation } from '@msg-gateway/openapi/walk';
import type { TwinClock } from '../common/clock.js';
import { randomStream } from '../common/random.js';
import type { AcksMode } from './acks.js';
import type { Dialect } from './dialect.js';
import { disconnectedFor } from './disconnected.js';
import { downloadErrorIn, downloadOf } from './downloads.js';
import { exampleWorldOf } from './example-world.js';
import { type GuardOutcome, type GuardRequest, guard } from './guards.js';
import { notOnWhatsAppCheck } from './handlers/messages.js';
import type { TwinInstance } from './instance.js';
import { Lifecycle, type PairAfter, type TwinEventSink } from './lifecycle.js';
import type { Roster } from './roster.js';
import type {
  DefaultWebhook,
  EarlyAnswer,
  EarlyRequest,
  Handler,
  LicenseState,
  TwinAnswer,
  TwinCall,
  TwinContext,
  VersionRules,
} from './rules.js';
import type { WorldState } from './state-file.js';
import { type ResetTarget, World } from './world.js';

export interface TwinOptions {
  roster: Roster;
  state?: WorldState | undefined;
  /** The global key; undefined accepts any non-empty key. */
  apiKey?: string | undefined;
  pairAfter: PairAfter;
  /** How receipts of a send to an ordinary number move (--acks; receipts.ts). Default none. */
  acks?: AcksMode | undefined;
  /** WhatsApp cannot be reached: connecting instances get no QR code and never pair by themselves. */
  offline?: boolean | undefined;
  /** The twin's time: its timestamps and its timers (common/clock.ts). */
  clock: TwinClock;
  seed: string | undefined;
  /** Where the events the twin causes go. */
  emit: TwinEventSink;
  /** The mock's default webhook (--webhook-url): what findWebhook answers for an instance without its own. */
  defaultWebhook?: DefaultWebhook | undefined;
  /** Why the mock would not deliver webhooks to `url` (webhooks/targets.ts); default: it would, anywhere. */
  refusedTarget?: ((url: string) => string | undefined) | undefined;
  /** The rules of the gateway version served now (read at each request: the served description can change). */
  rules: () => VersionRules;
  /** The description served now, whose examples are the world of an instance named into existence. */
  description?: (() => OpenApiDocument | undefined) | undefined;
  /** How the gateway's licence starts (2.4.0; default activated): reset() goes back to it. */
  license?: 'activated' | 'unlicensed' | undefined;
}

export class Twin {
  readonly world: World;
  readonly lifecycle: Lifecycle;
  readonly context: TwinContext;
  /** The gateway's licence now (2.4.0 answers its business routes only when activated). */
  readonly license: LicenseState;
  private readonly startLicensed: boolean;
  private readonly describe: () => OpenApiDocument | undefined;

  constructor(options: TwinOptions) {
    this.startLicensed = options.license !== 'unlicensed';
    this.license = { activated: this.startLicensed };
    this.describe = options.description ?? (() => undefined);
    this.world = new World({
      roster: options.roster,
      state: options.state,
      apiKey: options.apiKey,
      acks: options.acks,
      clock: options.clock.now,
      seed: options.seed,
      examples: () => {
        const doc = options.description?.();
        return doc ? exampleWorldOf(doc) : undefined;
      },
    });
    const random = randomStream(options.seed, 'twin lifecycle');
    const rules = options.rules;
    this.rulesOf = rules;
    this.lifecycle = new Lifecycle(this.world, options.emit, options.pairAfter, random, options.clock, options.offline === true, rules);
    this.context = {
      world: this.world,
      lifecycle: this.lifecycle,
      emit: options.emit,
      clock: options.clock.now,
      random,
      defaultWebhook: options.defaultWebhook,
      refusedTarget: options.refusedTarget ?? (() => undefined),
      get rules() {
        return rules();
      },
      license: this.license,
    };
  }

  /** The rules of the version served now. */
  private readonly rulesOf: () => VersionRules;

  guard(dialect: Dialect, request: GuardRequest): GuardOutcome {
    return guard(this.world, dialect, request, this.rulesOf());
  }

  /** What the served version answers before routing (a gate in front of its router), if anything. */
  beforeRouting(request: Omit<EarlyRequest, 'doc'>): EarlyAnswer | undefined {
    return this.rulesOf().beforeRouting?.({ ...request, doc: this.describe() }, this.context);
  }

  /** What the served version answers a valid request in the instance's state; undefined keeps the documented answer. */
  respond(call: TwinCall): TwinAnswer | undefined {
    const { instance, op } = call;
    const checked = this.precheck(call);
    if (checked) return checked;
    // A handler the version marks so answers in every state (it reads the account in its own way).
    const own = this.rulesOf().answersEveryState.has(call.operationId) ? this.rulesOf().handlers[call.operationId] : undefined;
    if (own) return own(call, this.context);
    if (instance && needsAccount(op) && !isOpen(instance)) {
      const answer = disconnectedFor(op, instance, call, (situation) => downloadErrorIn(this.rulesOf(), call, situation));
      if (answer) return answer;
    }
    if (instance && isSend(op) && needsAccount(op) && isOpen(instance)) {
      const refused = notOnWhatsAppCheck(call, this.context);
      if (refused) return refused;
    }
    return this.handlerOf(call)?.(call, this.context);
  }

  /** The URL a valid request makes the served version download before it uses the socket, if any. */
  downloadOf(call: Pick<TwinCall, 'operationId' | 'body'>): string | undefined {
    return downloadOf(this.rulesOf(), call);
  }

  /** What the gateway answers before it validates the request (its router's own checks), if anything. */
  beforeValidation(call: TwinCall): TwinAnswer | undefined {
    return this.rulesOf().beforeValidation(call, this.context);
  }

  /**
   * The state changes and events of a success the request asked for (Prefer: code=201, mock.next):
   * the answer is the one asked for, and what it says happened happens.
   */
  effects(call: TwinCall): void {
    this.handlerOf(call)?.(call, this.context);
  }

  /** Checks a service makes before it touches the socket (so they answer the same in every state). */
  private precheck(call: TwinCall): TwinAnswer | undefined {
    return this.rulesOf().prechecks[call.operationId]?.(call, this.context);
  }

  /** The served version's handler for the operation (a send without its own: the version's send handler). */
  private handlerOf(call: TwinCall): Handler | undefined {
    return this.rulesOf().handlers[call.operationId] ?? (isSend(call.op) ? this.rulesOf().sendHandler : undefined);
  }

  /** Back to how the twin started, or (`'loaded'`) to the world last loaded. */
  reset(to: ResetTarget = 'start'): void {
    this.lifecycle.close();
    this.world.reset(to);
    this.license.activated = this.startLicensed;
  }

  /** Starts over from a world, kept for reset('loaded'). */
  load(state: WorldState): void {
    this.lifecycle.close();
    this.world.load(state);
  }

  close(): void {
    this.lifecycle.close();
  }
}

const isOpen = (instance: TwinInstance): boolean => instance.connection === 'open' && instance.deletingSince === undefined;

/** Needs the account, and is not one of the routes that move the connection (their controllers decide). */
function needsAccount(op: WalkedOperation): boolean {
  return extension(op, 'x-needs-connection') === true && extension(op, 'x-affects-connection') === undefined;
}

const isSend = (op: WalkedOperation): boolean => extension(op, 'x-effect') === 'send';

function extension(op: WalkedOperation, name: string): unknown {
  return (op.operation as Record<string, unknown>)[name];
}
