import { isolationSuite } from './isolation-suite.js';

isolationSuite('payments', 504);
