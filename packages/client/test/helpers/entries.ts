// The package's two client entries, for tests that hold for both: each with its generated facade,
// its rows by operationId, its bundle, and its createGatewayClient.
import type { FacadeMap, GatewayClientOptions } from '../../src/core/index.js';
import * as profile from '../../src/evolution-2.1.1.js';
import { FACADE as PROFILE_FACADE } from '../../src/generated/evolution-2.1.1/facade.gen.js';
import { FACADE as CONTRACT_FACADE } from '../../src/generated/facade.gen.js';
import * as contract from '../../src/index.js';
import { type OperationTable, tableOf } from './facade.js';
import { CONTRACT, PROFILE } from './spec.js';

export interface ClientEntry {
  /** The import path: '@msg-gateway/client' or '@msg-gateway/client/evolution-2.1.1'. */
  name: string;
  /** The bundle it is generated from. */
  spec: string;
  facade: FacadeMap;
  table: OperationTable;
  createGatewayClient(options: GatewayClientOptions): object;
}

export const CLIENT_ENTRIES: ClientEntry[] = [
  {
    name: '@msg-gateway/client',
    spec: CONTRACT,
    facade: CONTRACT_FACADE,
    table: tableOf(CONTRACT_FACADE),
    createGatewayClient: contract.createGatewayClient,
  },
  {
    name: '@msg-gateway/client/evolution-2.1.1',
    spec: PROFILE,
    facade: PROFILE_FACADE,
    table: tableOf(PROFILE_FACADE),
    createGatewayClient: profile.createGatewayClient,
  },
];
