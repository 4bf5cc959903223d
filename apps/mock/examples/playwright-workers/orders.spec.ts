import { deskSuite } from './desk-suite.js';

deskSuite('orders', '5511900000001');
