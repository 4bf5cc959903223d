// The overlay module: it must apply overlays exactly as `redocly bundle --overlay` does (the build
// uses Redocly; the contract runner applies teams' overlays in process), refuse actions that change
// nothing, and attribute every deviation to the operations it changes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyOverlays, deviations, OverlayError, parseOverlay } from '../src/overlay.js';
import type { OpenApiDocument } from '../src/walk.js';
import { loadSpec } from './load-spec.js';

const overlayFile = fileURLToPath(new URL('../overlays/evolution-2.1.1.yaml', import.meta.url));
const overlay = parseOverlay(parse(readFileSync(overlayFile, 'utf8')), 'overlays/evolution-2.1.1.yaml');
const contract = loadSpec();
const profile = loadSpec('../dist/evolution-2.1.1/openapi.json');

describe('applyOverlays', () => {
  it('gives exactly the profile bundle that redocly bundle --overlay built', () => {
    expect(applyOverlays(contract, [{ overlay, source: 'evolution-2.1.1' }])).toEqual(profile);
  });

  it('does not change the document it is given', () => {
    const before = JSON.stringify(contract);
    applyOverlays(contract, [{ overlay, source: 'evolution-2.1.1' }]);
    expect(JSON.stringify(contract)).toBe(before);
  });

  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/a': { get: { operationId: 'a', tags: ['x'], responses: { '200': { description: 'ok' } } } } },
  };
  const one = (actions: unknown[]) => ({
    overlay: parseOverlay({ overlay: '1.0.0', info: { title: 'mine', version: '1' }, actions }, 'mine.yaml'),
    source: 'mine.yaml',
  });

  it('merges objects, appends to arrays and removes', () => {
    const out = applyOverlays(doc, [
      one([
        { target: "$.paths['/a'].get", update: { tags: ['y'], responses: { '200': { description: 'fine' } } } },
        { target: "$.paths['/a'].get.tags", update: 'z' },
        { target: "$.paths['/a'].get.tags[?@ == 'x']", remove: true },
      ]),
    ]);
    expect(out.paths?.['/a']?.get).toEqual({ operationId: 'a', tags: ['y', 'z'], responses: { '200': { description: 'fine' } } });
  });

  it('refuses an action whose target selects nothing (Redocly would skip it silently)', () => {
    expect(() => applyOverlays(doc, [one([{ 'x-id': 'typo', target: "$.paths['/b'].get", remove: true }])])).toThrow(
      new OverlayError("mine.yaml: actions[0] (typo) changes nothing: its target $.paths['/b'].get selects no node of the description."),
    );
  });
});

describe('parseOverlay', () => {
  it.each([
    [null, /not an OpenAPI Overlay document/],
    [
      { overlay: '2.0', info: { title: 't', version: '1' }, actions: [{ target: '$', remove: true }] },
      /`overlay` must be the Overlay version/,
    ],
    [{ overlay: '1.0.0', info: {}, actions: [{ target: '$', remove: true }] }, /`info` needs a title and a version/],
    [{ overlay: '1.0.0', info: { title: 't', version: '1' }, actions: [] }, /`actions` must be a non-empty list/],
    [
      { overlay: '1.0.0', info: { title: 't', version: '1' }, actions: [{ target: 'paths', remove: true }] },
      /target must be a JSONPath expression/,
    ],
    [{ overlay: '1.0.0', info: { title: 't', version: '1' }, actions: [{ target: '$.a' }] }, /exactly one of update and remove/],
    [
      { overlay: '1.0.0', info: { title: 't', version: '1' }, actions: [{ target: '$.a', remove: true, 'x-id': '' }] },
      /x-id must be a non-empty string/,
    ],
  ])('rejects %j', (value, message) => {
    expect(() => parseOverlay(value, 'bad.yaml')).toThrow(message);
  });
});

describe('deviations', () => {
  const list = deviations(contract, [{ overlay, source: 'evolution-2.1.1' }]);
  const byId = new Map(list.map((d) => [d.id, d]));
  const parts = (id: string, operationId: string) => byId.get(id)?.operations.find((o) => o.operationId === operationId)?.parts;

  it('lists every x-id once, with the contract, the gateway behaviour and a source', () => {
    const ids = overlay.actions.flatMap((a) => (a['x-id'] ? [a['x-id']] : []));
    expect(list.map((d) => d.id).sort()).toEqual([...new Set(ids)].sort());
    for (const d of list) {
      for (const field of ['description', 'contract', 'gateway', 'source'] as const) expect(d[field], `${d.id}.${field}`).toMatch(/\w/);
      expect(d.source, d.id).toMatch(/evolution-api@4ca141b4:src\/|Baileys@v6\.7\.7:|observed/);
      expect(d.operations.length, `${d.id} changes no operation`).toBeGreaterThan(0);
    }
  });

  it('covers what the previous deviations file recorded, and what the profile issue adds', () => {
    for (const id of [
      'restart-method-post',
      'restart-response-shape',
      'sendList-sections-field',
      'sendList-not-available',
      'sendList-description-optional',
      'send-record-status-absent',
      'send-record-timestamp-integer',
      'sendSticker-status-201',
      'sendContact-contacts-array',
      'send-linkPreview-mentionsEveryOne',
      'createSchedule-absent',
      'updateSchedule-absent',
      'privacy-groupadd-none',
      'updateParticipant-status-201',
      'fetchGroupParticipants-admin-null',
      'connect-pairing-fields-missing',
      'connectionState-state-missing',
      'findWebhook-null',
      'getInformation-no-auth',
      'getInformation-swagger-absent',
      'unknown-instance-before-auth',
      'updateProfilePicture-invalid-500',
      'findChats-body',
      'logout-not-connected-400',
      'findChats-invalid-filter-400',
      'media-url-timestamp-appended',
      'findWebhook-instance-events',
    ]) {
      expect(byId.has(id), id).toBe(true);
    }
  });

  it('attributes each deviation to the parts it changes, through shared schemas too', () => {
    expect(parts('restart-method-post', 'restartInstance')).toContain('method');
    expect(parts('sendList-sections-field', 'sendList')).toEqual(['request']);
    expect(parts('sendSticker-status-201', 'sendSticker')).toEqual(['response:201', 'response:200']);
    // One change to the shared SentMessage schema reaches all four send records.
    expect(byId.get('send-record-timestamp-integer')?.operations.map((o) => [o.operationId, o.parts])).toEqual([
      ['sendList', ['response:201']],
      ['sendLocation', ['response:201']],
      ['sendSticker', ['response:201']],
      ['sendContact', ['response:201']],
    ]);
    expect(parts('getInformation-no-auth', 'getInformation')).toEqual(['security', 'response:401']);
    expect(parts('createSchedule-absent', 'createSchedule')).toEqual(['removed']);
    expect(parts('privacy-groupadd-none', 'fetchPrivacySettings')).toEqual(['response:200']);
  });

  it('attributes a forward reference to the action that defines its target, not to every later action', () => {
    // An operation added with a $ref to a schema a later action defines (2.4.0's licence routes):
    // an unrelated action in between changes nothing of it.
    const doc: OpenApiDocument = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas: {} } };
    const answer = { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Later' } } } };
    const mine = parseOverlay(
      {
        overlay: '1.0.0',
        info: { title: 'fork', version: '1' },
        actions: [
          { target: '$.paths', 'x-id': 'add-a', update: { '/a': { get: { operationId: 'a', responses: { '200': answer } } } } },
          { target: '$.components.schemas', 'x-id': 'unrelated', update: { Other: { type: 'string' } } },
          { target: '$.components.schemas', 'x-id': 'define-later', update: { Later: { type: 'object' } } },
        ],
      },
      'fork.yaml',
    );
    const found = deviations(doc, [{ overlay: mine, source: 'fork.yaml' }]);
    expect(found.map((d) => [d.id, d.operations])).toEqual([
      ['add-a', [{ operationId: 'a', parts: ['added'] }]],
      ['unrelated', []],
      ['define-later', [{ operationId: 'a', parts: ['response:200'] }]],
    ]);
  });

  it('names an unnamed action by its overlay and index, and skips housekeeping that changes no operation', () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/a': { get: { operationId: 'a', responses: { '200': { description: 'ok' } } } } },
    };
    const mine = parseOverlay(
      {
        overlay: '1.0.0',
        info: { title: 'fork', version: '1' },
        actions: [
          { target: '$.info', update: { summary: 'ours' } },
          { target: "$.paths['/a'].get.responses", update: { '201': { description: 'made' } } },
        ],
      },
      'fork.yaml',
    );
    expect(deviations(doc, [{ overlay: mine, source: 'fork.yaml' }])).toEqual([
      {
        id: 'fork#1',
        description: undefined,
        contract: undefined,
        gateway: undefined,
        source: undefined,
        overlay: 'fork',
        operations: [{ operationId: 'a', parts: ['response:201'] }],
      },
    ]);
  });
});
