// One static-example mock shared by the test files that only send requests (operations, errors,
// CORS): Prism is stateless, and each start costs about two seconds of CPU on this 2-core machine.
import { startMock } from '../src/prism.js';

export default async function setup({ provide }) {
  const mock = await startMock();
  provide('mockUrl', mock.url);
  return () => mock.stop();
}
