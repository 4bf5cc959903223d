// @ts-check
// An ES module consumer: imports the client, calls the gateway at GATEWAY_URL, and prints what it
// got. Run by test/packaging.test.ts against a local server.
import { createGatewayClient, GATEWAY_VERSION, GatewayError, isGatewayError } from '@msg-gateway/client';

const gw = createGatewayClient({ baseUrl: process.env.GATEWAY_URL ?? '', apiKey: 'consumer-key', retries: 0 });
const { instance } = await gw.instance.connectionState('my-instance');
console.log(`esm: ${instance.instanceName} is ${instance.state} (contract ${GATEWAY_VERSION})`);
try {
  await gw.instance.connectionState('missing');
} catch (error) {
  if (!isGatewayError(error, 404)) throw error;
  console.log(`esm: ${error.status} ${error.body.response.message.join('; ')} (GatewayError: ${error instanceof GatewayError})`);
}
