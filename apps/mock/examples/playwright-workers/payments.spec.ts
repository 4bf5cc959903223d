import { deskSuite } from './desk-suite.js';

deskSuite('payments', '5511900000002');
