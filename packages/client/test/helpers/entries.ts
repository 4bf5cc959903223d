// The package's two client entries, for tests that hold for both: each with its generated operation
// table, its bundle, and its createGatewayClient.
import type { GatewayClientOptions, OperationTable } from '../../src/core/index.js';
import * as profile from '../../src/evolution-2.1.1.js';
import { OPERATIONS as PROFILE_OPERATIONS } from '../../src/generated/evolution-2.1.1/operations.gen.js';
import { OPERATIONS as CONTRACT_OPERATIONS } from '../../src/generated/operations.gen.js';
import * as contract from '../../src/index.js';
import { CONTRACT, PROFILE } from './spec.js';

export interface ClientEntry {
  /** The import path: '@msg-gateway/client' or '@msg-gateway/client/evolution-2.1.1'. */
  name: string;
  /** The bundle it is generated from. */
  spec: string;
  table: OperationTable;
  createGatewayClient(options: GatewayClientOptions): object;
}

export const CLIENT_ENTRIES: ClientEntry[] = [
  { name: '@msg-gateway/client', spec: CONTRACT, table: CONTRACT_OPERATIONS, createGatewayClient: contract.createGatewayClient },
  {
    name: '@msg-gateway/client/evolution-2.1.1',
    spec: PROFILE,
    table: PROFILE_OPERATIONS,
    createGatewayClient: profile.createGatewayClient,
  },
];
