// The one line the CLI prints when the mock answers: what it serves, where, and a request to paste.
import { basename } from 'node:path';
import { GATEWAY_VERSION } from '@msg-gateway/openapi/version';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import type { RunOptions } from './args.js';
import { profileTitle } from './common/profiles.js';
import { apiKeyHeader, tryRequest } from './common/spec.js';
import { shownUrl } from './webhooks/settings.js';

type Shown = Pick<RunOptions, 'dynamic' | 'seed' | 'spec'> &
  Partial<Pick<RunOptions, 'profile' | 'overlays' | 'delay' | 'failRate' | 'webhook' | 'apiKey' | 'instances'>>;

/** The line for a mock on `host:port` serving `spec` (the document it loaded, overlays applied; undefined when it has none). */
export function readyLine(options: Shown, { host, port }: { host: string; port: number }, spec: OpenApiDocument | undefined): string {
  const anyInterface = host === '0.0.0.0' || host === '::';
  const shown = (h: string): string => (h.includes(':') ? `[${h}]` : h);
  const url = `http://${shown(host)}:${port}`;
  const reachable = anyInterface ? `http://${host === '::' ? '[::1]' : '127.0.0.1'}:${port}` : url;

  const overlays = options.overlays?.length ?? 0;
  const modes = [
    ...(overlays > 0 ? [`${overlays} overlay${overlays > 1 ? 's' : ''}`] : []),
    ...(options.dynamic ? ['generated bodies'] : []),
    ...(options.seed !== undefined ? [`seed ${options.seed}`] : []),
    ...(options.delay ? [`${options.delay} ms delay`] : []),
    ...(options.failRate ? [`fail rate ${options.failRate}`] : []),
    ...(options.webhook ? [`webhooks to ${shownUrl(options.webhook.url)}`] : []),
  ];
  const mode = modes.map((m) => `, ${m}`).join('');
  const title = spec?.info?.title;
  const what =
    options.spec !== undefined
      ? `Mock of ${title ? `"${title}"` : basename(options.spec)}${modes.length > 0 ? ` (${modes.join(', ')})` : ''}`
      : `Mock gateway (${options.profile !== undefined ? profileTitle(options.profile) : `Evolution API ${GATEWAY_VERSION} contract`}${mode})`;
  const where = `${url}${anyInterface ? ' (all interfaces)' : ''}`;
  const request = spec ? tryRequest(spec, firstListed(options.instances)) : undefined;
  if (!spec || !request) return `${what} on ${where}`;
  const header = apiKeyHeader(spec);
  const target = `${reachable}${request.path}`;
  const quoted = /^[\w:/.\-[\]%@]+$/.test(target) ? target : `'${target}'`;
  // The key itself is never printed: with --api-key the curl names where to put it.
  const key = options.apiKey === undefined ? 'any-key' : '<your --api-key>';
  return `${what} on ${where} — try: curl ${header ? `-H '${header}: ${key}' ` : ''}${quoted}`;
}

/** The first instance --instances lists (the try request names it), if it lists any. */
function firstListed(instances: string | undefined): string | undefined {
  if (instances === undefined || instances === '*' || instances === 'none') return undefined;
  return instances.split(',')[0]?.split(':')[0]?.trim() || undefined;
}
