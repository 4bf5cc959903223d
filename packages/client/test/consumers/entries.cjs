// @ts-check
// A CommonJS consumer of the two other entries: the evolution-2.1.1 client calls the gateway at
// GATEWAY_URL, the webhooks entry parses WEBHOOK_BODY, and both parsers PROFILE_WEBHOOK_BODY. Run by test/packaging.test.ts.
const { GatewayError: ContractGatewayError } = require('@msg-gateway/client');
const {
  createGatewayClient,
  GATEWAY_VERSION,
  GatewayError,
  parseWebhookEvent: parseProfileEvent,
} = require('@msg-gateway/client/evolution-2.1.1');
const { parseWebhookEvent, WebhookPayloadError } = require('@msg-gateway/client/webhooks');

async function main() {
  const gw = createGatewayClient({ baseUrl: process.env.GATEWAY_URL ?? '', apiKey: 'consumer-key', retries: 0 });
  console.log(`cjs: restarted ${JSON.stringify(await gw.instance.restart('my-instance'))} (profile ${GATEWAY_VERSION})`);
  const config = await gw.webhook.find('my-instance');
  console.log(`cjs: webhook ${config === null ? 'none' : config.url}`);
  await gw.instance.connectionState('missing').catch((error) => {
    console.log(`cjs: ${error.status} is one GatewayError: ${error instanceof GatewayError && error instanceof ContractGatewayError}`);
  });
  const event = parseWebhookEvent(Buffer.from(process.env.WEBHOOK_BODY ?? ''));
  if (event.event === 'messages.upsert') console.log(`cjs: ${event.event} from ${event.data.key.remoteJid}`);
  // A delivery of 2.1.1 (PROFILE_WEBHOOK_BODY): the profile entry's parser reads it, the contract's refuses it.
  const sent = parseProfileEvent(process.env.PROFILE_WEBHOOK_BODY ?? '');
  if (sent.event === 'send.message') console.log(`cjs: send.message at ${sent.data.messageTimestamp} (the profile's parser)`);
  try {
    parseWebhookEvent(process.env.PROFILE_WEBHOOK_BODY ?? '');
  } catch (error) {
    console.log(`cjs: the contract's parser: ${error instanceof WebhookPayloadError ? error.message.split(';')[0] : error}`);
  }
  try {
    parseWebhookEvent('{"event":"call"}');
  } catch (error) {
    console.log(`cjs: ${error instanceof WebhookPayloadError ? error.message.split(';')[0] : error}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
