// The requests the n8n community node n8n-nodes-evolution-api sends, each built by the node's own
// code (test/helpers/n8n-node.ts unpacks the published tarball, test/helpers/n8n-context.ts stands in
// for n8n's execution context): every operation but its chatbot and event-transport integrations is
// run once against a loopback server that answers `{}` to anything and keeps what it was sent. The
// client-traffic generator (client-traffic.ts) turns them into recorder lines.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeContext } from '../../test/helpers/n8n-context.js';
import { unpackNode } from '../../test/helpers/n8n-node.js';

/** One request as the node sent it, its instance name replaced by INSTANCE_SLOT. */
export interface NodeCall {
  /** `<resource>/<operation>` of the node. */
  name: string;
  method: string;
  /** The path and query, as the node built them. */
  path: string;
  /** The JSON body, or null. */
  body: string | null;
}

export const INSTANCE_SLOT = '__instance__';

/** Integrations the toolkit does not describe (the same the n8n test leaves out). */
const NOT_CORE = /^(integrations-api\/|events-api\/rabbitmq$)/;

/**
 * Runs each core operation of the node with `values` as its parameters (the instance name is
 * INSTANCE_SLOT); resolves with every request each sent. A capture server answers, so no gateway is
 * needed; an operation that fails on the capture's `{}` answer still leaves the requests it sent.
 */
export async function nodeCalls(values: Record<string, unknown>): Promise<NodeCall[]> {
  const node = unpackNode();
  const seen: { method: string; path: string; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? 'GET', path: req.url ?? '/', body: Buffer.concat(chunks).toString('utf8') });
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const calls: NodeCall[] = [];
  try {
    for (const [resource, operations] of Object.entries(node.operations)) {
      for (const [operation, fn] of Object.entries(operations)) {
        const name = `${resource}/${operation}`;
        if (NOT_CORE.test(name)) continue;
        const before = seen.length;
        const { context } = nodeContext({
          resource,
          operation,
          fields: node.fields,
          values: { ...values, instanceName: INSTANCE_SLOT },
          serverUrl: url,
          apiKey: 'n8n-capture',
          timeoutMs: 10_000,
        });
        await fn.call(context, context).catch(() => undefined);
        for (const s of seen.slice(before)) calls.push({ name, method: s.method, path: s.path, body: s.body === '' ? null : s.body });
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    node.remove();
  }
  return calls;
}
