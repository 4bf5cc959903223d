// The one line the CLI prints when the mock answers: where it is and a request to paste.
import { basename } from 'node:path';
import { GATEWAY_VERSION } from '@msg-gateway/openapi/version';
import type { RunOptions } from './args.js';
import { apiKeyHeader, bundledSpecPath, readSpec, tryRequest } from './spec.js';

export function readyLine(options: Pick<RunOptions, 'dynamic' | 'seed' | 'spec'>, { host, port }: { host: string; port: number }): string {
  const specPath = options.spec ?? bundledSpecPath();
  const spec = readSpec(specPath);
  const anyInterface = host === '0.0.0.0' || host === '::';
  const shown = (h: string): string => (h.includes(':') ? `[${h}]` : h);
  const url = `http://${shown(host)}:${port}`;
  const reachable = anyInterface ? `http://${host === '::' ? '[::1]' : '127.0.0.1'}:${port}` : url;

  const mode = options.dynamic ? `, generated bodies${options.seed !== undefined ? `, seed ${options.seed}` : ''}` : '';
  const title = spec?.info?.title;
  const what =
    options.spec === undefined
      ? `Mock gateway (Evolution API ${GATEWAY_VERSION} contract${mode})`
      : `Mock of ${title ? `"${title}"` : basename(specPath)}${mode ? ` (${mode.slice(2)})` : ''}`;
  const where = `${url}${anyInterface ? ' (all interfaces)' : ''}`;
  const request = spec ? tryRequest(spec) : undefined;
  if (!spec || !request) return `${what} on ${where}`;
  const header = apiKeyHeader(spec);
  const target = `${reachable}${request.path}`;
  const quoted = /^[\w:/.\-[\]%@]+$/.test(target) ? target : `'${target}'`;
  return `${what} on ${where} — try: curl ${header ? `-H '${header}: any-key' ` : ''}${quoted}`;
}
