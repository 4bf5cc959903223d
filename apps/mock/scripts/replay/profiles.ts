// The recordings shipped for each gateway profile and how their recorder set the gateway up (each
// recordings folder's README): the replay serves a profile's recordings against the mock under that
// profile, prepared the same way.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MockOptions } from '../../src/options.js';
import type { ReplayOptions } from './run.js';

const here = dirname(fileURLToPath(import.meta.url));
/** test/fixtures/recordings, found from the compiled copy in .tools/ too. */
const RECORDINGS = join(here, '..', '..', here.includes('.tools') ? '..' : '', 'test/fixtures/recordings');

export interface ReplayProfile {
  /** The profile the mock serves. */
  profile: string;
  /** The shipped recordings of a real gateway of that version. */
  file: string;
  /** How the recorder brought instances to their states, and whether lines follow the state read before them. */
  options: Pick<ReplayOptions, 'setup' | 'followObserved' | 'recordedHost'>;
  /** How the mock starts besides the replay's defaults, as the recorded gateway ran (its licence, the Hosts it answered). */
  start?: Pick<MockOptions, 'license' | 'allowedHosts'>;
}

export const REPLAY_PROFILES: readonly ReplayProfile[] = [
  { profile: 'evolution-2.1.1', file: join(RECORDINGS, 'evolution-2.1.1.jsonl'), options: { setup: 'connect' } },
  {
    profile: 'evolution-2.3.7',
    file: join(RECORDINGS, 'evolution-2.3.7', 'exchanges.jsonl'),
    // A 2.3.7 instance loops connecting ↔ close without a network: its lines say which it read.
    options: { setup: 'qrcode', followObserved: true },
  },
  {
    profile: 'evolution-2.4.0',
    file: join(RECORDINGS, 'evolution-2.4.0-rc2-unlicensed', 'exchanges.jsonl'),
    // A 2.4.0-rc2 never activated, reached as 127.0.0.1:8082 (and by one probe as gw.example.test).
    options: { recordedHost: '127.0.0.1:8082' },
    start: { license: 'unlicensed', allowedHosts: ['gw.example.test'] },
  },
];

/**
 * The held-out recordings of a profile (held-out/<profile>-<name>.jsonl, see their README): recorded
 * from a real gateway of that version with requests no rule had been checked against when they were
 * first scored. Found in the folder, so a new set is scored by adding its file.
 */
export function heldOutFiles(profile: string): string[] {
  const folder = join(RECORDINGS, 'held-out');
  return readdirSync(folder)
    .filter((name) => name.startsWith(`${profile}-`) && name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(folder, name));
}

/** The replay profile of a name, or of a recordings file (the folder or file named after the profile). */
export function replayProfile(name: string | undefined, file: string | undefined): ReplayProfile {
  const byName = REPLAY_PROFILES.find((p) => p.profile === name);
  if (byName) return byName;
  if (name !== undefined)
    throw new Error(`No replay profile "${name}": the profiles are ${REPLAY_PROFILES.map((p) => p.profile).join(', ')}.`);
  const byFile = file === undefined ? undefined : [...REPLAY_PROFILES].reverse().find((p) => file.includes(p.profile));
  return byFile ?? (REPLAY_PROFILES[0] as ReplayProfile);
}
