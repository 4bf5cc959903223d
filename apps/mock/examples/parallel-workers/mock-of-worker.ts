// The mock of the worker this file runs in, and a control client for it.
import { createMockControl } from '@msg-gateway/mock';
import { inject } from 'vitest';

const urls = inject('mockUrls');
const poolId = Number(process.env['VITEST_POOL_ID'] ?? '1');

/** This worker's mock, e.g. http://127.0.0.1:41234. */
export const mockUrl: string = urls[(poolId - 1) % urls.length] as string;
export const mock = createMockControl(mockUrl);
