// A NestJS back-end's way of using the package: TypeScript compiled with NestJS's default tsconfig
// (tsconfig.nestjs.json: "module": "commonjs", so moduleResolution node10, which reads no
// `exports`). All three entries must resolve to their CommonJS declarations (package.json's
// `types` and `typesVersions`), type-check as themselves (not `any`), and the emitted require()s
// run. Compiled and run by test/packaging.test.ts against a local server.
import { createGatewayClient as createContractClient, isGatewayError, type SuccessBody } from '@msg-gateway/client';
import { createGatewayClient, GATEWAY_VERSION } from '@msg-gateway/client/evolution-2.1.1';
import { parseWebhookEvent, type WebhookEvent } from '@msg-gateway/client/webhooks';

async function main(): Promise<void> {
  const baseUrl = process.env.GATEWAY_URL ?? '';
  const contract = createContractClient({ baseUrl, apiKey: 'consumer-key', retries: 0 });
  const state: SuccessBody<'connectionState'> = await contract.instance.connectionState('my-instance');
  console.log(`nestjs: ${state.instance.instanceName} is ${state.instance.state}`);
  const profile = createGatewayClient({ baseUrl, apiKey: 'consumer-key', retries: 0 });
  const config = await profile.webhook.find('my-instance');
  console.log(`nestjs: webhook ${config === null ? 'none' : config.url} (profile ${GATEWAY_VERSION})`);
  try {
    await profile.instance.connectionState('missing');
  } catch (error) {
    if (!isGatewayError(error, 404)) throw error;
    console.log(`nestjs: ${error.status} ${error.body.response.message.join('; ')}`);
  }
  const event: WebhookEvent = parseWebhookEvent(process.env.WEBHOOK_BODY ?? '');
  if (event.event === 'messages.upsert') console.log(`nestjs: ${event.event} from ${event.data.key.remoteJid}`);
}

/** Never called: the types are the package's, not `any` (which an unresolved import would give, silently here). */
export function typesAreThePackages(): void {
  // @ts-expect-error the instance name is a string
  void createContractClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' }).instance.connectionState(42);
  // @ts-expect-error the evolution-2.1.1 profile has no schedule methods
  void createGatewayClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' }).schedule;
  // @ts-expect-error a delivery's event is one of the contract's event names
  const unknownEvent: WebhookEvent['event'] = 'MESSAGES_UPSERT';
  void unknownEvent;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
