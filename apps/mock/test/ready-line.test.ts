// The ready line is the mock's whole user interface on success; its variants, without a server.
import { readFileSync } from 'node:fs';
import type { OpenApiDocument } from '@msg-gateway/openapi/walk';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { profileSpecPath } from '../src/common/profiles.js';
import { bundledSpecPath, readSpec } from '../src/common/spec.js';
import { readyLine } from '../src/ready-line.js';

const defaults = { dynamic: false, seed: undefined, spec: undefined };
// What a mock serves: the ready line is written from the document the mock loaded.
const contract = readSpec(bundledSpecPath()) ?? undefined;
const profile = readSpec(profileSpecPath('evolution-2.1.1')) ?? undefined;

describe('ready line', () => {
  it('names the contract and gives a request to paste', () => {
    expect(readyLine(defaults, { host: '127.0.0.1', port: 4010 }, contract)).toBe(
      "Mock gateway (Evolution API 2.1.1 contract) on http://127.0.0.1:4010 — try: curl -H 'apikey: any-key' http://127.0.0.1:4010/instance/connectionState/my-instance",
    );
  });

  it('points curl at loopback when bound to every interface', () => {
    const line = readyLine(defaults, { host: '0.0.0.0', port: 4010 }, contract);
    expect(line).toMatch(/on http:\/\/0\.0\.0\.0:4010 \(all interfaces\) — try: curl .* http:\/\/127\.0\.0\.1:4010\//);
    expect(readyLine(defaults, { host: '::', port: 4010 }, contract)).toMatch(/on http:\/\/\[::\]:4010 .* http:\/\/\[::1\]:4010\//);
  });

  it('says when bodies are generated', () => {
    expect(readyLine({ ...defaults, dynamic: true, seed: '7' }, { host: '127.0.0.1', port: 1 }, contract)).toMatch(
      /^Mock gateway \(Evolution API 2\.1\.1 contract, generated bodies, seed 7\) on/,
    );
  });

  it('names the profile it serves, and what changes the answers', () => {
    expect(readyLine({ ...defaults, profile: 'evolution-2.1.1' }, { host: '127.0.0.1', port: 4010 }, profile)).toBe(
      "Mock gateway (Evolution API 2.1.1 profile) on http://127.0.0.1:4010 — try: curl -H 'apikey: any-key' http://127.0.0.1:4010/instance/connectionState/my-instance",
    );
    expect(
      readyLine(
        { ...defaults, profile: 'evolution-2.1.1', overlays: ['/a.yaml'], seed: '3', delay: 250, failRate: 0.1 },
        { host: '127.0.0.1', port: 1 },
        profile,
      ),
    ).toMatch(/^Mock gateway \(Evolution API 2\.1\.1 profile, 1 overlay, seed 3, 250 ms delay, fail rate 0\.1\) on/);
  });

  it('asks on an instance --instances lists, and never prints the --api-key', () => {
    const line = readyLine(
      { ...defaults, instances: 'shop-42:close,hq', apiKey: 'SECRET-ready-line-key' },
      { host: '127.0.0.1', port: 1 },
      contract,
    );
    expect(line).toMatch(/curl -H 'apikey: <your --api-key>' http:\/\/127\.0\.0\.1:1\/instance\/connectionState\/shop-42$/);
    expect(line).not.toContain('SECRET');
    // With no instance, a request on one is a 404: the line creates one (test/ready-signal.test.ts runs it).
    expect(readyLine({ ...defaults, instances: 'none' }, { host: '127.0.0.1', port: 1 }, contract)).toMatch(
      / — try: curl -X POST -H 'content-type: application\/json' -d '\{"name":"my-instance"\}' http:\/\/127\.0\.0\.1:1\/__mock\/instances$/,
    );
    expect(readyLine({ ...defaults, instances: 'none', apiKey: 'SECRET-key' }, { host: '127.0.0.1', port: 1 }, profile)).toMatch(
      / — try: curl -X POST -H 'apikey: <your --api-key>' -H 'content-type: application\/json' -d '\{"instanceName":"my-instance","integration":"WHATSAPP-BAILEYS"[^']*\}' http:\/\/127\.0\.0\.1:1\/instance\/create$/,
    );
  });

  it('says where webhooks go (without a user name or password in the URL)', () => {
    expect(readyLine({ ...defaults, webhook: { url: 'http://127.0.0.1:3000/hooks' } }, { host: '127.0.0.1', port: 1 }, contract)).toMatch(
      /^Mock gateway \(Evolution API 2\.1\.1 contract, webhooks to http:\/\/127\.0\.0\.1:3000\/hooks\) on/,
    );
    expect(
      readyLine({ ...defaults, webhook: { url: 'https://me:pw@hooks.example.org/x' } }, { host: '127.0.0.1', port: 1 }, contract),
    ).toMatch(/, webhooks to https:\/\/hooks\.example\.org\/x\) on/);
  });

  it('names another spec by its title, JSON or YAML, else by its file name', () => {
    expect(readyLine({ ...defaults, spec: bundledSpecPath() }, { host: '127.0.0.1', port: 1 }, contract)).toMatch(
      /^Mock of "Messaging Gateway Interface" on http:\/\/127\.0\.0\.1:1 — try: curl/,
    );
    const yaml = bundledSpecPath().replace(/\.json$/, '.yaml');
    const fromYaml = parse(readFileSync(yaml, 'utf8')) as OpenApiDocument;
    expect(readyLine({ ...defaults, spec: yaml }, { host: '127.0.0.1', port: 1 }, fromYaml)).toMatch(
      /^Mock of "Messaging Gateway Interface" on http:\/\/127\.0\.0\.1:1 — try: curl -H 'apikey: any-key' /,
    );
    const untitled = { ...fromYaml, info: { ...fromYaml.info, title: '' } };
    expect(readyLine({ ...defaults, spec: yaml }, { host: '127.0.0.1', port: 1 }, untitled)).toMatch(/^Mock of openapi\.yaml on /);
    // Nothing to serve yet (a spec that cannot be read): no request to suggest.
    expect(readyLine({ ...defaults, spec: yaml }, { host: '127.0.0.1', port: 1 }, undefined)).toBe(
      'Mock of openapi.yaml on http://127.0.0.1:1',
    );
  });

  it('fills a path parameter the description gives no example of with a stand-in value, never "undefined"', () => {
    const bare: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/instance/connectionState/{instance}/{n}': {
          get: {
            operationId: 'connectionState',
            parameters: [
              { name: 'instance', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'n', in: 'path', required: true, schema: { type: 'integer' } },
            ],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    };
    expect(readyLine({ ...defaults, spec: '/t.yaml' }, { host: '127.0.0.1', port: 1 }, bare)).toBe(
      'Mock of "t" on http://127.0.0.1:1 — try: curl http://127.0.0.1:1/instance/connectionState/my-instance/1',
    );
  });

  it('suggests the request the served document describes (its overlays applied), not the file on disk', () => {
    const renamed = structuredClone(contract) as OpenApiDocument & { components: { securitySchemes: Record<string, { name: string }> } };
    for (const scheme of Object.values(renamed.components.securitySchemes)) scheme.name = 'x-team-key';
    expect(readyLine(defaults, { host: '127.0.0.1', port: 1 }, renamed)).toMatch(/try: curl -H 'x-team-key: any-key' /);
  });
});
