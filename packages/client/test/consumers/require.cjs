// @ts-check
// A CommonJS consumer (a NestJS back-end, say): loads the client with require(), calls the gateway
// at GATEWAY_URL, and prints what it got. Run by test/packaging.test.ts against a local server.
const { createGatewayClient, GatewayError, isGatewayError, GATEWAY_VERSION } = require('@msg-gateway/client');

async function main() {
  const gw = createGatewayClient({ baseUrl: process.env.GATEWAY_URL ?? '', apiKey: 'consumer-key', retries: 0 });
  const { instance } = await gw.instance.connectionState('my-instance');
  console.log(`cjs: ${instance.instanceName} is ${instance.state} (contract ${GATEWAY_VERSION})`);
  try {
    await gw.instance.connectionState('missing');
  } catch (error) {
    if (!isGatewayError(error, 404)) throw error;
    console.log(`cjs: ${error.status} ${error.body.response.message.join('; ')} (GatewayError: ${error instanceof GatewayError})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
