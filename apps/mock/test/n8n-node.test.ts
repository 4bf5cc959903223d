// The n8n community node n8n-nodes-evolution-api (test/fixtures/n8n-node/), run by its own code
// against the twin under --profile evolution-2.3.7: every core request it sends (each operation of
// every resource but its chatbot integrations) is routed by the twin (not 404) and accepted where a
// real 2.3.7 accepts it (no 400 refusal), sendButtons included. The requests are the node's own, so
// a new version of the node that changes one shows here. Each operation starts from the mock's
// world as it started (mock.reset()), so their order does not matter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHandle, startMock } from '../src/index.js';
import { type NodeRequest, nodeContext } from './helpers/n8n-context.js';
import { NODE_INTEGRITY, NODE_VERSION, unpackNode } from './helpers/n8n-node.js';

const KEY = 'n8n-node-test-key';
const PROFILE = 'evolution-2.3.7';
const INSTANCE = 'n8n-shop';
const NUMBER = '5511912345678';
const GROUP = '120363012345678901@g.us';
const MESSAGE = '3EB0C0FFEE0123456789AB';

/** The world each operation starts from: a connected instance with a chat (one message of its own) and a group. */
const WORLD = {
  instances: [
    {
      name: INSTANCE,
      state: 'open' as const,
      chats: [{ remoteJid: NUMBER, messages: [{ id: MESSAGE, fromMe: true, text: 'an earlier message' }] }],
      groups: [{ id: GROUP, subject: 'the shop', participants: [NUMBER] }],
    },
  ],
};
const node = unpackNode();

/**
 * The chatbot and event-transport integrations (Chatwoot, Typebot, Dify, Flowise, EvolutionBot,
 * RabbitMQ) are routes of optional modules the toolkit does not describe: not core requests.
 */
const NOT_CORE = { resources: ['integrations-api'], operations: ['events-api/rabbitmq'] };

const operations = Object.entries(node.operations)
  .filter(([resource]) => !NOT_CORE.resources.includes(resource))
  .flatMap(([resource, ops]) => Object.keys(ops).map((operation) => `${resource}/${operation}`))
  .filter((name) => !NOT_CORE.operations.includes(name));

/** Sends one request to the mock with the key (the test's own setup, not the node's). */
async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${mock.url}${path}`, {
    method,
    headers: { apikey: KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`setup: ${method} ${path} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * What the world holds that the node's parameters name: a media message of the instance (the
 * media routes read one) and the group's invite code (the invite routes look it up).
 */
async function prepare(): Promise<Record<string, unknown>> {
  const media = await call('POST', `/message/sendMedia/${INSTANCE}`, {
    number: NUMBER,
    mediatype: 'image',
    media: 'https://cdn.example.com/test/image.jpg',
  });
  const invite = await call('GET', `/group/inviteCode/${INSTANCE}?groupJid=${encodeURIComponent(GROUP)}`);
  return { messageId: (media['key'] as { id: string }).id, inviteCode: invite['inviteCode'] };
}

/** Values for parameters whose default is no request at all (an empty number, chat or group), by operation where they differ. */
function valuesFor(name: string, prepared: Record<string, unknown>): Record<string, unknown> {
  return {
    ...COMMON_VALUES,
    ...prepared,
    // The instance create makes a new one; every other operation uses the world's.
    instanceName: name === 'instances-api/instance-basic' ? 'n8n-new-instance' : INSTANCE,
  };
}

const COMMON_VALUES = {
  remoteJid: NUMBER,
  number: NUMBER,
  numbers: NUMBER,
  participants: NUMBER,
  statusJidList: NUMBER,
  chat: `${NUMBER}@s.whatsapp.net`,
  groupJid: GROUP,
  messageId: MESSAGE,
  messageText: 'hello from n8n',
  text: 'hello from n8n',
  caption: 'a caption',
  content: 'a status',
  title: 'a title',
  description: 'a description',
  footer: 'a footer',
  subject: 'a group',
  name: 'a name',
  status: 'an about text',
  webhookUrl: 'http://127.0.0.1:9/n8n-hook',
  displayText: 'a button',
  media: 'https://cdn.example.com/test/image.jpg',
  image: 'https://cdn.example.com/test/image.jpg',
  picture: 'https://cdn.example.com/test/profile.jpg',
  key: 'pix@example.com',
  // A contact card, a reply button and a poll of two choices (the entries a user adds in the editor).
  fullName: 'A Contact',
  wuid: NUMBER,
  phoneNumber: NUMBER,
  id: 'button-1',
  options_display: { metadataValues: [{ optionValue: 'yes' }, { optionValue: 'no' }] },
};

let mock: MockHandle;
beforeAll(async () => {
  mock = await startMock({ port: 0, profile: PROFILE, apiKey: KEY, state: WORLD });
}, 120_000);
afterAll(async () => {
  await mock?.close();
  node.remove();
});

/** Runs one operation of the node against the mock, from the world as it started; the requests it sent, answered. */
async function run(name: string): Promise<{ requests: NodeRequest[]; recorded: MockHandle['requests'] }> {
  const [resource = '', operation = ''] = name.split('/');
  const fn = node.operations[resource]?.[operation];
  if (!fn) throw new Error(`the node has no ${name}`);
  mock.reset();
  const prepared = await prepare();
  const before = mock.requests.length;
  const { context, requests } = nodeContext({
    resource,
    operation,
    fields: node.fields,
    values: valuesFor(name, prepared),
    serverUrl: mock.url,
    apiKey: KEY,
    timeoutMs: 30_000,
  });
  await fn.call(context, context);
  return { requests, recorded: mock.requests.slice(before) };
}

describe(`n8n-nodes-evolution-api@${NODE_VERSION} against the ${PROFILE} twin`, () => {
  it('runs the package the registry serves', () => {
    expect(node.integrity).toBe(NODE_INTEGRITY);
  });

  it('finds the node operations, sendButtons among them', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations).toContain('messages-api/send-buttons');
  });

  it.each(operations)('%s: each request routed and accepted', async (name) => {
    const { requests, recorded: received } = await run(name);
    expect(received, 'the mock received what the node sent').toHaveLength(requests.length);
    expect(requests.length, `${name} sent no request`).toBeGreaterThan(0);
    for (const [i, request] of requests.entries()) {
      const what = `${request.method} ${request.uri.replace(mock.url, '')} → ${request.status} ${JSON.stringify(request.answer).slice(0, 300)}`;
      expect(received[i]?.operationId, `not routed: ${what}`).toBeDefined();
      expect(request.status, what).not.toBe(404);
      expect(request.status, what).toBeLessThan(400);
    }
  });
});
