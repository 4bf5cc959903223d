import { isolationSuite } from './isolation-suite.js';

isolationSuite('orders', 502);
