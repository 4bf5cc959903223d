// The package's client entries (the contract's and each profile's), for tests that hold for all of
// them: each with its generated facade, its rows by operationId, its bundle, and its
// createGatewayClient. The profiles are those @msg-gateway/openapi ships (scripts/profiles.js).

import { profileNames } from '../../scripts/profiles.js';
import type { FacadeMap, GatewayClientOptions } from '../../src/core/index.js';
import { FACADE as CONTRACT_FACADE } from '../../src/generated/facade.gen.js';
import * as contract from '../../src/index.js';
import { type OperationTable, tableOf } from './facade.js';
import { CONTRACT } from './spec.js';

export interface ClientEntry {
  /** The import path: '@msg-gateway/client' or '@msg-gateway/client/<profile>'. */
  name: string;
  /** The bundle it is generated from. */
  spec: string;
  facade: FacadeMap;
  table: OperationTable;
  createGatewayClient(options: GatewayClientOptions): object;
}

/** A module of src/, by its path relative to src/ (a profile's name has dots: no static import per profile). */
const source = (path: string) => import(/* @vite-ignore */ new URL(`../../src/${path}`, import.meta.url).href);

const profiles: ClientEntry[] = await Promise.all(
  profileNames().map(async (profile) => {
    const { FACADE } = (await source(`generated/${profile}/facade.gen.ts`)) as { FACADE: FacadeMap };
    const entry = (await source(`${profile}.ts`)) as Pick<ClientEntry, 'createGatewayClient'>;
    return {
      name: `@msg-gateway/client/${profile}`,
      spec: `@msg-gateway/openapi/${profile}/openapi.json`,
      facade: FACADE,
      table: tableOf(FACADE),
      createGatewayClient: entry.createGatewayClient,
    };
  }),
);

export const CLIENT_ENTRIES: ClientEntry[] = [
  {
    name: '@msg-gateway/client',
    spec: CONTRACT,
    facade: CONTRACT_FACADE,
    table: tableOf(CONTRACT_FACADE),
    createGatewayClient: contract.createGatewayClient,
  },
  ...profiles,
];
