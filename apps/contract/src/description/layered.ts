// The descriptions a run judges answers against. The contract is always one. A profile
// (`--profile evolution-2.1.1`, an OpenAPI Overlay shipped in @msg-gateway/openapi) and a team's own
// overlays (`--overlay FILE`, repeatable) are applied on top of it, in that order, into a second,
// layered description: contract + profile + team overlays. The overlays are applied in process with
// the same module the build uses (pinned there to give exactly the built profile bundle), so a team
// overlay layers exactly like the profile does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import {
  applyOverlays,
  type Deviation,
  deviationId,
  deviations,
  type OverlayDocument,
  OverlayError,
  parseOverlay,
} from '@msg-gateway/openapi/overlay';
import { getProfile, profileNames } from '@msg-gateway/openapi/profiles';
import { UsageError } from '@msg-gateway/openapi/usage-error';
import { parse } from 'yaml';
import { type Description, descriptionOf, loadContract } from './contract.js';

const require = createRequire(import.meta.url);

/** A profile name as the package names its overlay files: no path, no surprises. */
const PROFILE_NAME = /^[a-z0-9][a-z0-9.-]*$/;

export interface LoadedOverlay {
  overlay: OverlayDocument;
  /** Where it was read from, as messages name it. */
  source: string;
}

/** The contract with the profile and team overlays applied. */
export interface LayeredDescription extends Description {
  profile: string | undefined;
  overlays: LoadedOverlay[];
  /** The deviations the overlays make (which operations and parts each `x-id` changes); computed once, on first use. */
  deviations(): readonly Deviation[];
  /**
   * The same layers without the actions of one deviation (cached), or null when the others cannot
   * be applied without it: what tells whether that deviation is needed to explain an answer.
   */
  without(id: string): Description | null;
}

export interface Descriptions {
  contract: Description;
  /** Null when the run checks the contract only (no --profile, no --overlay). */
  layered: LayeredDescription | null;
}

export interface DescriptionChoice {
  profile?: string | undefined;
  /** Overlay files, in the order given. */
  overlays?: readonly string[];
  /** Where relative overlay paths start. */
  cwd?: string;
}

/** The profiles @msg-gateway/openapi ships (its registry, one folder each). */
export function availableProfiles(): string[] {
  return profileNames().sort();
}

/**
 * The overlay files that turn the contract into a shipped profile, in order (a profile layered on
 * another carries only what changed: evolution-2.3.7 is 2.1.1's overlay, then its own); a
 * UsageError naming the known ones for anything else.
 */
function profileOverlayPaths(name: string): string[] {
  const known = availableProfiles();
  const unknown = (): UsageError =>
    new UsageError(`--profile "${name}" is not a profile of this toolkit. Profiles: ${known.join(', ') || '(none found)'}.`);
  if (!PROFILE_NAME.test(name) || !known.includes(name)) throw unknown();
  try {
    return getProfile(name).overlays.map((subpath) => require.resolve(subpath));
  } catch {
    throw unknown();
  }
}

/**
 * What a process that runs the runner more than once (a program embedding it, a test file) keeps
 * between runs, so that each description is built once: the overlays parsed, by file and while its
 * text is the same (parsing 2.1.1's takes a third of a second), and the layered descriptions, with
 * the deviations and the validators they compute on first use (a second and more per run for the
 * 2.x profiles). Descriptions are never changed once built. Bounded: the last few of each.
 */
const KEPT_OVERLAYS = 16;
const KEPT_LAYERINGS = 4;
const parsedOverlays = new Map<string, { text: string; overlay: OverlayDocument }>();

interface Layering {
  contract: Description;
  profile: string | undefined;
  layers: readonly LoadedOverlay[];
  layered: LayeredDescription;
}
const layerings: Layering[] = [];

/** Keeps `value` under `key` as the newest of at most `max`. */
function keep<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

/** The layered description built before from the same contract and the same overlays (same files, same texts), if it is kept. */
function keptLayering(contract: Description, profile: string | undefined, layers: readonly LoadedOverlay[]): LayeredDescription | null {
  const same = (l: Layering): boolean =>
    l.contract === contract &&
    l.profile === profile &&
    l.layers.length === layers.length &&
    l.layers.every((layer, i) => layer.overlay === layers[i]?.overlay && layer.source === layers[i]?.source);
  return layerings.find(same)?.layered ?? null;
}

/** Reads one overlay document (YAML or JSON); every way it can be unusable is a UsageError quoting why. */
function readOverlay(file: string, shownAs: string = file): LoadedOverlay {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new UsageError(`Cannot read the overlay ${shownAs}: ${why}.`);
  }
  const parsed = parsedOverlays.get(file);
  if (parsed?.text === text) return { overlay: parsed.overlay, source: shownAs };
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    throw new UsageError(`The overlay ${shownAs} is not YAML or JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    const overlay = parseOverlay(value, shownAs);
    keep(parsedOverlays, file, { text, overlay }, KEPT_OVERLAYS);
    return { overlay, source: shownAs };
  } catch (error) {
    if (error instanceof OverlayError) throw new UsageError(error.message);
    throw error;
  }
}

/** The contract, and the layered description when a profile or overlays are chosen. */
export function loadDescriptions(choice: DescriptionChoice = {}, contract: Description = loadContract()): Descriptions {
  const cwd = choice.cwd ?? process.cwd();
  const layers: LoadedOverlay[] = [];
  if (choice.profile !== undefined) {
    const paths = profileOverlayPaths(choice.profile);
    for (const [i, file] of paths.entries()) {
      const layer =
        i === paths.length - 1 ? `the ${choice.profile} profile` : `the ${choice.profile} profile's base (${file.split('/').pop()})`;
      layers.push(readOverlay(file, layer));
    }
  }
  const profileLayers = layers.length;
  for (const file of choice.overlays ?? []) layers.push(readOverlay(resolve(cwd, file), file));
  if (layers.length === 0) return { contract, layered: null };
  const kept = keptLayering(contract, choice.profile, layers);
  if (kept) return { contract, layered: kept };
  const layered = layer(contract, choice.profile, layers, profileLayers);
  layerings.unshift({ contract, profile: choice.profile, layers, layered });
  layerings.splice(KEPT_LAYERINGS);
  return { contract, layered };
}

/** The contract with the overlays applied, the profile's first. */
function layer(contract: Description, profile: string | undefined, layers: LoadedOverlay[], profileLayers: number): LayeredDescription {
  let document: Description['document'];
  try {
    document = applyOverlays(contract.document, layers);
  } catch (error) {
    if (error instanceof OverlayError) throw new UsageError(error.message);
    throw error;
  }
  const name = [profile ?? 'the contract', ...layers.slice(profileLayers).map((l) => l.overlay.info.title)].join(' + ');
  let found: Deviation[] | undefined;
  const leftOut = new Map<string, Description | null>();
  // The contract with the first k overlays applied, kept for `without`: the layers below the one
  // that has a deviation are the same without it.
  const below = new Map<number, Description['document']>([[0, contract.document]]);
  const layersBelow = (k: number): Description['document'] => {
    let doc = below.get(k);
    if (!doc) {
      doc = applyOverlays(contract.document, layers.slice(0, k));
      below.set(k, doc);
    }
    return doc;
  };
  return {
    ...descriptionOf(document, { name, file: layers.map((l) => l.source).join(', ') }),
    profile,
    overlays: layers,
    deviations: () => {
      found ??= deviations(contract.document, layers);
      return found;
    },
    without: (id) => {
      if (!leftOut.has(id)) leftOut.set(id, layeredWithout(layersBelow, layers, id, name));
      return leftOut.get(id) ?? null;
    },
  };
}

/** The id `deviations()` gives an action. */
const actionId = (layer: LoadedOverlay, index: number): string => deviationId(layer.overlay, index);

/**
 * The layers without the actions of deviation `id`: those below the first layer that has it, as
 * built (`layersBelow(k)`: the contract with the first k applied), then the others pruned.
 */
function layeredWithout(
  layersBelow: (k: number) => Description['document'],
  layers: readonly LoadedOverlay[],
  id: string,
  name: string,
): Description | null {
  const first = layers.findIndex((layer) => layer.overlay.actions.some((_, i) => actionId(layer, i) === id));
  const from = first === -1 ? layers.length : first;
  const pruned = layers.slice(from).map((layer) => ({
    ...layer,
    overlay: { ...layer.overlay, actions: layer.overlay.actions.filter((_, i) => actionId(layer, i) !== id) },
  }));
  try {
    return descriptionOf(applyOverlays(layersBelow(from), pruned), { name: `${name} without ${id}`, file: '' });
  } catch (error) {
    // A later action needed this one (it selects nothing without it): the deviation is needed.
    if (error instanceof OverlayError) return null;
    throw error;
  }
}
