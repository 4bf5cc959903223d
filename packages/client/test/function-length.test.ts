// Functions a reader can hold: none in this package's own code (generated files aside) is longer
// than 80 lines, counted from its first line to its last.
import { fileURLToPath } from 'node:url';
import { functionLengthSuite } from '@msg-gateway/test-utils/function-length';
import { describe, expect, it } from 'vitest';

describe('function length', () => {
  functionLengthSuite(fileURLToPath(new URL('..', import.meta.url)), ['src', 'scripts', 'bench'], { it, expect });
});
