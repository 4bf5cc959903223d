// Numbers that behave in documented ways, like a telephone company's test numbers: the same in every
// mock, each overridable per world (a state file's `whatsapp.echo`, `whatsapp.offline`,
// `whatsapp.neverReads`, which replace the default number of that behaviour; `whatsapp.notOnWhatsApp`
// adds numbers to the range). The table in docs/test-numbers.md is generated from TEST_NUMBERS
// (scripts/test-numbers-table.ts; a test fails while it is stale).
//
// The default numbers are in ranges set aside for fiction, so a test that leaks to a real gateway
// messages no one: the North American +1 NXX 555-0100 to 0199 (never on WhatsApp, whatsapp-numbers.ts)
// and the United Kingdom's drama range +44 7700 900000 to 900999.
import { jidOf } from '../common/jid.js';
import type { WhatsAppNumbers } from './whatsapp-numbers.js';

export type NumberBehaviour = 'not-on-whatsapp' | 'echo' | 'offline' | 'never-reads' | 'reads' | 'group';

export interface TestNumber {
  behaviour: NumberBehaviour;
  /** As a send takes it. */
  number: string;
  /** How a world overrides it (Markdown). */
  override: string;
  /** What it does, for the docs. */
  does: string;
}

export const TEST_NUMBERS: readonly TestNumber[] = [
  {
    behaviour: 'not-on-whatsapp',
    number: '+1 212 555 0123',
    override: '`whatsapp.notOnWhatsApp` (adds numbers)',
    does: 'Not on WhatsApp, as is every number from +1 NXX 555 0100 to 0199: `whatsappNumbers` answers `exists: false` and a send is refused 400 with that answer as its message, as the gateway refuses it.',
  },
  {
    behaviour: 'echo',
    number: '+44 7700 900001',
    override: '`whatsapp.echo`',
    does: 'Answers back: after each message sent to it, a text from it arrives (`messages.upsert`, stored like any incoming message) saying what was sent: the text of a text, `[<messageType>]` otherwise.',
  },
  {
    behaviour: 'offline',
    number: '+44 7700 900002',
    override: '`whatsapp.offline`',
    does: 'Offline: a send is accepted and stays at `SERVER_ACK` (one `messages.update`): never delivered, never read.',
  },
  {
    behaviour: 'never-reads',
    number: '+44 7700 900003',
    override: '`whatsapp.neverReads`',
    does: 'Never reads: a send reaches `DELIVERY_ACK` (`messages.update` `SERVER_ACK`, then `DELIVERY_ACK`), never `READ`.',
  },
  {
    behaviour: 'reads',
    number: '+44 7700 900004',
    override: '– (this number only)',
    does: 'Reads at once: a send goes through every receipt, a `messages.update` for each: `SERVER_ACK`, `DELIVERY_ACK`, `READ`. Other numbers follow `--acks` (default `none`: a send stays `PENDING`; [receipts](receipts.md)).',
  },
  {
    behaviour: 'group',
    number: '120363000000000001@g.us',
    override: '– (every group JID behaves so)',
    does: "A group: sends to it are accepted (WhatsApp numbers are not checked for groups); `instances.receive({ from: <it>, participant, … })` makes a member's message of any kind arrive.",
  },
];

/** The world-state lists that replace a behaviour's default number. */
const OVERRIDES: Partial<Record<NumberBehaviour, 'echo' | 'offline' | 'neverReads'>> = {
  echo: 'echo',
  offline: 'offline',
  'never-reads': 'neverReads',
};

/** The numbers (as JIDs) that behave as `behaviour` in a world with these overrides. */
export function numbersBehaving(behaviour: NumberBehaviour, world: WhatsAppNumbers | undefined): string[] {
  const field = OVERRIDES[behaviour];
  const listed = field === undefined ? undefined : world?.[field];
  const numbers = listed ?? TEST_NUMBERS.filter((n) => n.behaviour === behaviour).map((n) => n.number);
  return numbers.map(jidOf);
}

/** How a number behaves in the world, if it is one of the test numbers (echo, offline, never-reads, reads). */
export function behaviourOf(number: string, world: WhatsAppNumbers | undefined): 'echo' | 'offline' | 'never-reads' | 'reads' | undefined {
  const jid = jidOf(number);
  for (const behaviour of ['echo', 'offline', 'never-reads', 'reads'] as const) {
    if (numbersBehaving(behaviour, world).includes(jid)) return behaviour;
  }
  return undefined;
}

/** The Markdown table of the test numbers (docs/test-numbers.md). */
export function testNumbersTable(): string {
  const rows = TEST_NUMBERS.map((n) => `| \`${n.number}\` | ${n.behaviour} | ${n.does} | ${n.override} |`);
  return ['| Number | Behaviour | What it does | Override in a world |', '|---|---|---|---|', ...rows].join('\n');
}
