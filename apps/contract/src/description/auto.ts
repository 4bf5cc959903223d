// `--profile auto`: the gateway names its release in the answer to `GET /` (`version`, e.g. 2.3.7),
// and the profile registry of @msg-gateway/openapi says which profile describes that release. The
// read is bounded like the reachability probe (one timer for headers and body, a small body limit)
// and sends no key: `GET /` is public on the gateway, and a key sent to an address that turns out
// not to be the gateway would be given away for nothing.
import { knownVersions, listProfiles, profileForVersion } from '@msg-gateway/openapi/profiles';
import { ContractRunError } from '../errors.js';
import { boundedRequest, NoAnswer } from '../http/request.js';

/** The value of --profile that asks the gateway. */
export const AUTO_PROFILE = 'auto';

/** The welcome answer of `GET /` is about 250 bytes; 64 KiB is far above it and still small. */
export const VERSION_BODY_MAX_BYTES = 64 * 1024;

export interface AutoProfile {
  /** The profile picked, e.g. `evolution-2.3.7`. */
  profile: string;
  /** The version the gateway said. */
  version: string;
  /** The line the report prints. */
  line: string;
}

/** How to pick a profile by hand, from the registry (one line per profile). */
export function byHandHint(): string {
  const choices = listProfiles().map((p) => `  --profile ${p.name}   for a gateway that says version ${p.gatewayVersion}`);
  return [`Known versions: ${knownVersions().join(', ')}. Pick a profile by hand instead of auto:`, ...choices].join('\n');
}

/**
 * Reads `GET <url>/` and picks the profile of the version it names; a ContractRunError (exit 2)
 * when the answer cannot be read or names a version no profile describes.
 */
export async function autoProfile(url: string, timeoutMs: number, signal?: AbortSignal): Promise<AutoProfile> {
  const version = await gatewayVersion(url, timeoutMs, signal);
  const found = profileForVersion(version);
  if (!found) {
    throw new ContractRunError(
      `--profile auto: the gateway at ${url} says version ${JSON.stringify(version)}, which no profile describes.`,
      {
        details: byHandHint(),
      },
    );
  }
  return {
    profile: found.name,
    version,
    line: `--profile auto: gateway says version ${version}: using profile ${found.name}`,
  };
}

/** The `version` the gateway's `GET /` answers, or a ContractRunError saying why it could not be read. */
async function gatewayVersion(url: string, timeoutMs: number, signal?: AbortSignal): Promise<string> {
  const cannot = (why: string): ContractRunError =>
    new ContractRunError(`--profile auto cannot tell the gateway's version: GET ${url}/ ${why}.`, { details: byHandHint() });
  let answer: Awaited<ReturnType<typeof boundedRequest>>;
  try {
    answer = await boundedRequest(`${url}/`, {
      timeoutMs,
      maxBodyBytes: VERSION_BODY_MAX_BYTES,
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof NoAnswer) throw cannot(`got no answer (${error.reason})`);
    if (signal?.aborted) throw new ContractRunError("Interrupted while reading the gateway's version (--profile auto); nothing was sent.");
    throw error;
  }
  if (answer.bodyTooLarge) throw cannot(`answered more than ${VERSION_BODY_MAX_BYTES / 1024} KiB, not the gateway's short welcome`);
  if (answer.status !== 200) throw cannot(`answered ${answer.status}, not 200 with the gateway's version`);
  const version = versionIn(answer.body);
  if (version === undefined) throw cannot('answered no JSON object with a "version" text');
  return version;
}

/** The `version` text of a JSON object, trimmed and at most 40 characters; undefined otherwise. */
function versionIn(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const version = (parsed as Record<string, unknown>)['version'];
  if (typeof version !== 'string') return undefined;
  const trimmed = version.trim();
  // A version is short and printable; anything else is not a release name (and is not echoed whole).
  return trimmed !== '' && trimmed.length <= 40 && /^[\x21-\x7e]+$/.test(trimmed) ? trimmed : undefined;
}
