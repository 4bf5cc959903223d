// The one line the CLI prints when the mock answers: what it serves, where, and a request to paste.
import { basename } from 'node:path';
import { GATEWAY_VERSION } from '@msg-gateway/openapi/version';
import { type OpenApiDocument, operations } from '@msg-gateway/openapi/walk';
import type { RunOptions } from './args.js';
import { profileTitle } from './common/profiles.js';
import { type ExampleRequest, exampleRequest, tryRequest } from './common/spec.js';
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
  if (!spec) return `${what} on ${where}`;
  // With no instance at start, a request on one is a 404: the line creates one instead.
  const request = options.instances === 'none' ? createRequest(spec) : tryRequest(spec, firstListed(options.instances));
  if (!request) return `${what} on ${where}`;
  return `${what} on ${where} — try: ${curl(request, reachable, options.apiKey !== undefined)}`;
}

/** A request as a curl command line on `base`; the key itself is never printed (with --api-key, where it goes). */
function curl(request: ExampleRequest, base: string, ownKey: boolean): string {
  const target = `${base}${request.path}`;
  const quoted = /^[\w:/.\-[\]%@]+$/.test(target) ? target : `'${target}'`;
  const key = ownKey ? '<your --api-key>' : 'any-key';
  const headers = Object.entries(request.headers).map(([name, value]) => `-H '${name}: ${name === 'content-type' ? value : key}' `);
  const method = request.method === 'GET' ? '' : `-X ${request.method} `;
  const body = request.body === undefined ? '' : `-d '${JSON.stringify(request.body)}' `;
  return `curl ${method}${headers.join('')}${body}${quoted}`;
}

/**
 * The request that creates an instance: the served description's createInstance (a profile's
 * POST /instance/create, with its first example) or, when it has none (the contract), the control
 * API's.
 */
function createRequest(spec: OpenApiDocument): ExampleRequest {
  const create = operations(spec).find((op) => op.operationId === 'createInstance');
  if (create) return exampleRequest(spec, create, { params: {} });
  return { method: 'POST', path: '/__mock/instances', headers: { 'content-type': 'application/json' }, body: { name: 'my-instance' } };
}

/** The first instance --instances lists (the try request names it), if it lists any. */
function firstListed(instances: string | undefined): string | undefined {
  if (instances === undefined || instances === '*' || instances === 'none') return undefined;
  return instances.split(',')[0]?.split(':')[0]?.trim() || undefined;
}
